import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, LANGUAGES, pickLanguage, translator, type Language, type Translate } from '../i18n';

const translators = Object.fromEntries(LANGUAGES.map((l) => [l, translator(l)])) as Record<Language, Translate>;

/** Chooses the answer language per request from Accept-Language (id default, en). */
export default fp(
  async (app) => {
    app.decorateRequest('lang', DEFAULT_LANGUAGE);
    app.decorateRequest('t', translator(DEFAULT_LANGUAGE));
    // Browsers send a handful of distinct headers: remember their answer (bounded).
    const seen = new Map<string, Language>();
    app.addHook('onRequest', (request, reply, done) => {
      const header = request.headers['accept-language'] ?? '';
      let lang = seen.get(header);
      if (lang === undefined) {
        lang = pickLanguage(header);
        if (seen.size < 256) seen.set(header, lang);
      }
      request.lang = lang;
      request.t = translators[lang];
      reply.header('Content-Language', lang);
      done();
    });
  },
  { name: 'i18n' },
);

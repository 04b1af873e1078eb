import fp from 'fastify-plugin';
import { rememberedPerHeader } from '../lib/header-memo';
import { DEFAULT_LANGUAGE, LANGUAGES, pickLanguage, translator, type Language, type Translate } from '../i18n';

const translators = Object.fromEntries(LANGUAGES.map((l) => [l, translator(l)])) as Record<Language, Translate>;

/** The answer's language for an Accept-Language header. Browsers send a handful of distinct headers: their answer is remembered (bounded). */
export const languageOf = rememberedPerHeader<Language>(pickLanguage);

/** Chooses the answer language per request from Accept-Language (id default, en). */
export default fp(
  async (app) => {
    app.decorateRequest('lang', DEFAULT_LANGUAGE);
    app.decorateRequest('t', translator(DEFAULT_LANGUAGE));
    app.addHook('onRequest', (request, reply, done) => {
      const lang = languageOf(request.headers['accept-language'] ?? '');
      request.lang = lang;
      request.t = translators[lang];
      reply.header('Content-Language', lang);
      done();
    });
  },
  { name: 'i18n' },
);

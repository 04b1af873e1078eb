import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, pickLanguage, translator } from '../i18n';

/** Chooses the answer language per request from Accept-Language (id default, en). */
export default fp(
  async (app) => {
    app.decorateRequest('lang', DEFAULT_LANGUAGE);
    app.decorateRequest('t', translator(DEFAULT_LANGUAGE));
    app.addHook('onRequest', async (request, reply) => {
      request.lang = pickLanguage(request.headers['accept-language']);
      request.t = translator(request.lang);
      reply.header('Content-Language', request.lang);
    });
  },
  { name: 'i18n' },
);

import { factsRoute, instituteCompareRoute, instituteGetRoute, instituteSearchRoute, jobGetRoute, jobSearchRoute, parsePathId } from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../plugins/envelope';
import { acceptsGzip, readyAnswer, sendAnswer } from './http-cache';
import { catalogueService } from './service';

/**
 * The public catalogue (docs/architecture.md section 2): GET /institutes (search),
 * /institutes/compare, /institutes/{id}, /jobs, /jobs/{id}?lpk_id= and /facts. No login needed.
 * Schemas: contracts/src/http/catalogue.ts. The JPY->IDR rate and the search cache's settings come
 * from the configuration (JPY_IDR_RATE, CATALOGUE_CACHE_*; config/catalogue.ts).
 */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = catalogueService(app.db, { exchangeRate: app.config.exchangeRate, cache: app.config.catalogueCache });

  /**
   * The search answer is sent as the cached, already serialised JSON (or its gzip encoding): it
   * never goes through a serializer (test/catalogue-cache.test.ts checks it against the schema).
   * A request seen before whose answer is still fresh is answered before its query is parsed and
   * validated again (preParsing: after the rate limit, which counts it in onRequest).
   */
  // The same, before Fastify: a fresh search seen before is written by the HTTP server's own handler
  // (plugins/front-door.ts), with the same headers, rate-limit count and access-log line.
  app.frontDoor.route({
    path: `${app.prefix}/institutes`,
    limit: 'search',
    answer: (request, lang) => {
      const answer = catalogue.answerSeenBefore(lang, request.url!);
      return answer && readyAnswer(app.frontDoor, answer, lang, request.headers['accept-encoding']);
    },
  });

  app.get(
    '/institutes',
    {
      schema: instituteSearchRoute,
      preParsing: (request, reply, payload, done) => {
        const answer = catalogue.answerSeenBefore(request.lang, request.url);
        if (answer) sendAnswer(request, reply, answer, 'HIT');
        else done(null, payload);
      },
    },
    async (request, reply) => {
      const { answer, state } = await catalogue.searchInstitutes(request.query, request, {
        acceptsGzip: acceptsGzip(request.headers['accept-encoding']),
        url: request.url,
        onRefreshError: (error) => request.log.error({ err: error }, 'catalogue search refresh failed'),
      });
      return sendAnswer(request, reply, answer, state);
    },
  );

  app.get('/institutes/compare', { schema: instituteCompareRoute }, async (request) => success(await catalogue.compareInstitutes(request.query.ids, request)));

  app.get('/institutes/:id', { schema: instituteGetRoute }, async (request) => success(await catalogue.institute(parsePathId(request.params.id), request)));

  app.get('/jobs', { schema: jobSearchRoute }, async (request) => success(await catalogue.searchJobs(request.query, request)));

  app.get('/jobs/:id', { schema: jobGetRoute }, async (request) => success(await catalogue.job(parsePathId(request.params.id), request.query.lpk_id, request)));

  app.get('/facts', { schema: factsRoute }, async (request) => success(await catalogue.facts(request)));
};

export default catalogueRoutes;

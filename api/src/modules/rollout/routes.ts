import { failureListRoute, failureReportRoute, loadReportRoute } from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { clientAddressOf } from '../../lib/client-address';
import { success } from '../../plugins/envelope';
import { countFailure, listFailures } from './queries';

/**
 * Reports accepted per IP and minute by default: the shared rate limiter's `report` class
 * (plugins/rate-limit.ts; RATE_LIMIT_REPORT changes it), checked before the body is read.
 */
export const REPORTS_PER_MINUTE = DEFAULT_RATE_LIMITS.report.max;

/** `sendBeacon` posts a text/plain body (a CORS-safelisted type); it holds the same JSON. */
function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Staged rollouts (docs/releasing.md): the shell reports a remote version that failed to load
 * (POST /rollout/failures, no login: the page may not have one), release owners read the counts
 * per remote version (GET /rollout/failures) before widening or promoting a canary. A canary's
 * loads (POST /rollout/loads) and failures also feed its automatic stop (modules/release).
 * Schemas: contracts/src/http/rollout.ts.
 */
const rolloutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rollout/failures',
    {
      schema: failureReportRoute,
      // The beacon's text/plain body is the JSON as text: read before the schema validates it.
      preValidation: async (request) => {
        request.body = parseBody(request.body) as typeof request.body;
      },
    },
    async (request, reply) => {
      const report = request.body;
      const counted = await countFailure(app.db, report);
      if (counted) request.log.warn({ remote: report.remote, version: report.version, reason: report.reason }, 'remote version failed to load');
      // A running canary's failure share: past the threshold it stops itself (modules/release/canary-guard.ts).
      await app.release.guard?.report('failure', report.remote, report.version, clientAddressOf(request));
      return reply.code(202).send(success({ remote: report.remote, version: report.version, counted }));
    },
  );

  app.post(
    '/rollout/loads',
    {
      schema: loadReportRoute,
      preValidation: async (request) => {
        request.body = parseBody(request.body) as typeof request.body;
      },
    },
    async (request, reply) => {
      const { remote, version } = request.body;
      const counted = (await app.release.guard?.report('load', remote, version, clientAddressOf(request))) ?? false;
      return reply.code(202).send(success({ remote, version, counted }));
    },
  );

  app.get('/rollout/failures', { schema: failureListRoute }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return success({ items: await listFailures(app.db, request.query.remote) });
  });
};

export default rolloutRoutes;

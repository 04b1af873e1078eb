import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { validate } from '../../lib/validation';
import { success } from '../../plugins/envelope';
import { failureQuerySchema, failureReportSchema } from './schemas';
import { countFailure, listFailures } from './store';

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
 * per remote version (GET /rollout/failures) before widening or promoting a canary.
 */
const rolloutRoutes: FastifyPluginAsync = async (app) => {
  app.post('/rollout/failures', async (request, reply) => {
    const report = validate(failureReportSchema, parseBody(request.body));
    const counted = await countFailure(app.db, report);
    if (counted) request.log.warn({ remote: report.remote, version: report.version, reason: report.reason }, 'remote version failed to load');
    return reply.code(202).send(success({ remote: report.remote, version: report.version, counted }));
  });

  app.get('/rollout/failures', async (request, reply) => {
    const query = validate(failureQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return success({ items: await listFailures(app.db, query.remote) });
  });
};

export default rolloutRoutes;

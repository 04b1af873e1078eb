import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { validate } from '../../lib/validation';
import { success } from '../../plugins/envelope';
import { ReportLimiter } from './limiter';
import { failureQuerySchema, failureReportSchema } from './schemas';
import { countFailure, listFailures } from './store';

/** Reports accepted per IP and minute. */
export const REPORTS_PER_MINUTE = 30;

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
 * Staged rollouts (DESIGN.md section 4): the shell reports a remote version that failed to load
 * (POST /rollout/failures, no login: the page may not have one), release owners read the counts
 * per remote version (GET /rollout/failures) before widening or promoting a canary.
 */
const rolloutRoutes: FastifyPluginAsync = async (app) => {
  const limiter = new ReportLimiter(REPORTS_PER_MINUTE, 60_000);

  app.post('/rollout/failures', async (request, reply) => {
    const wait = limiter.hit(request.ip);
    if (wait > 0) throw new HttpError(429, 'errors.too_many_requests', undefined, { 'Retry-After': String(wait) }, { seconds: wait });
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

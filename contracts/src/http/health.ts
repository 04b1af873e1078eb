import { z } from 'zod';

const driver = z.enum(['sqlite', 'postgresql']);

/**
 * One dependency's state in `/health/ready`: `off` when this node does not use it (no REDIS_URL,
 * say); `degraded` when it fails but the node still serves without it (Redis, the SMTP server):
 * the answer stays 200, and someone should be told.
 */
export const readinessCheckSchema = z.object({
  status: z.enum(['up', 'down', 'off', 'degraded']),
  /** What a person on call wants to read (a backlog, the last error's kind); never a secret. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

const readyData = z.object({
  /** Kept from the first `/health` (load balancers configured against it read this field). */
  database: z.enum(['up', 'down']),
  driver,
  uptime_s: z.number().int(),
  /** Every dependency this node needs to serve its routes: database, redis, and what modules add (mail outbox). */
  checks: z.record(z.string(), readinessCheckSchema),
  /** The checks that are `degraded` (empty when none): keep the node in rotation, alert. */
  degraded: z.array(z.string()),
});

/**
 * GET /health/ready (and its alias GET /health): whether this node can serve, for a load balancer.
 * 503 when a check it cannot serve without is down (the database, shutting down); 200 with the
 * check `degraded` (and named in `degraded`) when one it can do without fails (Redis, mail).
 */
export const healthSchema = {
  summary: 'Readiness: database, Redis and the other dependencies this node needs',
  tags: ['system'],
  response: {
    200: z.object({ status: z.literal('success'), data: readyData }),
    503: z.object({ status: z.literal('error'), data: readyData }),
  },
};

/** GET /health/live: the process answers (a supervisor restarts it when this fails); checks nothing else. */
export const liveSchema = {
  summary: 'Liveness: the process answers',
  tags: ['system'],
  response: {
    200: z.object({ status: z.literal('success'), data: z.object({ uptime_s: z.number().int(), pid: z.number().int() }) }),
  },
};

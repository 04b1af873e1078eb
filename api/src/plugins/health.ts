import { healthSchema, liveSchema } from 'contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { availabilityOf, pingDb } from '../db/database';

/**
 * What one readiness check says: `off` for a dependency this node does not use; `degraded` for one
 * it serves without (Redis, the SMTP server) that is failing: the node stays ready (200).
 */
export interface CheckResult {
  status: 'up' | 'down' | 'off' | 'degraded';
  detail?: Record<string, string | number | boolean | null>;
}

export type ReadinessCheck = () => Promise<CheckResult>;

export interface CheckOptions {
  /**
   * Whether the node can serve without it (default true: it cannot). A check that is not
   * essential never makes the node unready: failing, throwing or timing out, it reads `degraded`.
   */
  essential?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The checks behind `/health/ready`; a module that needs a dependency adds one (`add('mail', check)`). */
    readiness: { add(name: string, check: ReadinessCheck, options?: CheckOptions): void };
  }
}

/** A check that has not answered by then counts as down (a load balancer must not wait on a hung dependency). */
export const CHECK_TIMEOUT_MS = 2_000;

async function bounded(check: ReadinessCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      check(),
      new Promise<CheckResult>((resolve) => {
        timer = setTimeout(() => resolve({ status: 'down', detail: { reason: 'timeout' } }), CHECK_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return { status: 'down' };
  } finally {
    clearTimeout(timer);
  }
}

/** A check's answer within CHECK_TIMEOUT_MS; one the node serves without is `degraded` where it would be `down`. */
async function judged({ check, essential }: { check: ReadinessCheck; essential: boolean }): Promise<CheckResult> {
  const result = await bounded(check);
  return !essential && result.status === 'down' ? { ...result, status: 'degraded' } : result;
}

/**
 * `/health/live`: the process answers (for a supervisor's restart decision; it checks nothing
 * else, so a database outage never gets healthy nodes restarted). `/health/ready`: whether the
 * node can serve (for a load balancer's rotation): 503 when the database or another essential
 * check is down (or the node is shutting down); Redis (when REDIS_URL is set) and the mail outbox
 * are not essential: writes go on without Redis and mails wait, so they read `degraded` (200,
 * named in `degraded`): keep the node in rotation and tell someone (docs/deploying.md).
 * `/health` stays as an alias of ready (the first load balancers were set up against it).
 */
export default fp(
  async (app: FastifyInstance) => {
    const checks = new Map<string, { check: ReadinessCheck; essential: boolean }>();
    const add = (name: string, check: ReadinessCheck, options: CheckOptions = {}) => {
      if (checks.has(name)) throw new Error(`readiness check ${name} added twice`);
      checks.set(name, { check, essential: options.essential ?? true });
    };
    app.decorate('readiness', { add });
    const availability = availabilityOf(app.db);
    add('database', async () => {
      if (await pingDb(app.db)) return { status: 'up' };
      const state = availability?.snapshot();
      return state?.downSince
        ? { status: 'down', detail: { down_since: new Date(state.downSince).toISOString(), reconnect_attempts: state.attempts } }
        : { status: 'down' };
    });
    // Without Redis the node still serves: limits count in its memory, writes go on; live events
    // from other nodes pause until it returns (docs/deploying.md, "Faults and restarts").
    add(
      'redis',
      async () => {
        if (!app.redis) return { status: 'off' };
        try {
          await app.redis.ping();
          return { status: 'up' };
        } catch {
          return { status: 'degraded', detail: { reason: 'unreachable' } };
        }
      },
      { essential: false },
    );

    const driver = app.config.databaseUrl ? ('postgresql' as const) : ('sqlite' as const);
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.get('/health/live', { schema: liveSchema }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, data: { uptime_s: Math.round(process.uptime()), pid: process.pid } };
    });

    const ready = async (_request: unknown, reply: FastifyReply) => {
      const names = [...checks.keys()];
      const results = await Promise.all(names.map((name) => judged(checks.get(name)!)));
      const byName = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
      const ok = results.every((r) => r.status !== 'down');
      const data = {
        database: byName.database?.status === 'up' ? ('up' as const) : ('down' as const),
        driver,
        uptime_s: Math.round(process.uptime()),
        checks: byName,
        degraded: names.filter((_, i) => results[i]!.status === 'degraded'),
      };
      reply.header('Cache-Control', 'no-store');
      if (ok) return reply.code(200).send({ status: 'success' as const, data });
      return reply.code(503).send({ status: 'error' as const, data });
    };
    typed.get('/health/ready', { schema: healthSchema }, ready);
    typed.get('/health', { schema: { ...healthSchema, operationId: 'healthAlias' } }, ready);
  },
  { name: 'health', dependencies: ['redis'] },
);

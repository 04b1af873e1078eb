import { healthSchema, liveSchema } from 'contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { availabilityOf, pingDb } from '../db/database';

/** What one readiness check says: `off` for a dependency this node does not use. */
export interface CheckResult {
  status: 'up' | 'down' | 'off';
  detail?: Record<string, string | number | boolean | null>;
}

export type ReadinessCheck = () => Promise<CheckResult>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The checks behind `/health/ready`; a module that needs a dependency adds one (`add('mail', check)`). */
    readiness: { add(name: string, check: ReadinessCheck): void };
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

/**
 * `/health/live`: the process answers (for a supervisor's restart decision; it checks nothing
 * else, so a database outage never gets healthy nodes restarted). `/health/ready`: the database,
 * Redis (when REDIS_URL is set) and what modules add are usable (for a load balancer's rotation).
 * `/health` stays as an alias of ready (the first load balancers were set up against it).
 */
export default fp(
  async (app: FastifyInstance) => {
    const checks = new Map<string, ReadinessCheck>();
    app.decorate('readiness', {
      add(name: string, check: ReadinessCheck) {
        if (checks.has(name)) throw new Error(`readiness check ${name} added twice`);
        checks.set(name, check);
      },
    });
    const availability = availabilityOf(app.db);
    checks.set('database', async () => {
      if (await pingDb(app.db)) return { status: 'up' };
      const state = availability?.snapshot();
      return state?.downSince
        ? { status: 'down', detail: { down_since: new Date(state.downSince).toISOString(), reconnect_attempts: state.attempts } }
        : { status: 'down' };
    });
    checks.set('redis', async () => {
      if (!app.redis) return { status: 'off' };
      await app.redis.ping();
      return { status: 'up' };
    });

    const driver = app.config.databaseUrl ? ('postgresql' as const) : ('sqlite' as const);
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.get('/health/live', { schema: liveSchema }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, data: { uptime_s: Math.round(process.uptime()), pid: process.pid } };
    });

    const ready = async (_request: unknown, reply: FastifyReply) => {
      const names = [...checks.keys()];
      const results = await Promise.all(names.map((name) => bounded(checks.get(name)!)));
      const byName = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
      const ok = results.every((r) => r.status !== 'down');
      const data = {
        database: byName.database?.status === 'up' ? ('up' as const) : ('down' as const),
        driver,
        uptime_s: Math.round(process.uptime()),
        checks: byName,
      };
      reply.header('Cache-Control', 'no-store');
      if (ok) return reply.code(200).send({ status: 'success' as const, data });
      return reply.code(503).send({ status: 'error' as const, data });
    };
    typed.get('/health/ready', { schema: healthSchema }, ready);
    typed.get('/health', { schema: healthSchema }, ready);
  },
  { name: 'health', dependencies: ['redis'] },
);

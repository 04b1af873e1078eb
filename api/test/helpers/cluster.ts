import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { dropPgSchema, ensurePgSchema } from '../../src/db/database';

/**
 * API nodes of one deployment in one test process: one PostgreSQL database (a private schema,
 * dropped afterwards) and one Redis, each node with its own connections, caches and memory, as
 * processes behind a load balancer are. Needs DATABASE_URL and REDIS_URL (CI's PostgreSQL pass
 * sets both); without them the file's tests are skipped, saying why. Configured but unreachable,
 * starting fails (creating the schema or connecting Redis throws).
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

/** `describe` when PostgreSQL and Redis are configured, else `describe.skip` with a warning naming `testFile`. */
export function describeCluster(testFile: string): jest.Describe {
  if (DATABASE_URL && REDIS_URL) return describe;
  console.warn(`${path.basename(testFile)} skipped: needs DATABASE_URL and REDIS_URL (two API nodes sharing PostgreSQL and Redis).`);
  return describe.skip;
}

export interface Cluster {
  databaseUrl: string;
  /** The private schema every node uses. */
  schema: string;
  /**
   * Builds a node on the shared schema and Redis (demo data seeded, its own upload folder), with
   * `config` on top. Start nodes one after the other, as nodes start: the first migrates and
   * seeds, the next ones find it done.
   */
  node(config?: Partial<AppConfig>): Promise<FastifyInstance>;
  /** Closes every node started, then drops the schema. */
  close(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  if (!DATABASE_URL || !REDIS_URL) throw new Error('startCluster needs DATABASE_URL and REDIS_URL (use describeCluster)');
  const databaseUrl = DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await ensurePgSchema(databaseUrl, schema);
  const nodes: FastifyInstance[] = [];
  return {
    databaseUrl,
    schema,
    async node(config = {}) {
      const app = await buildApp({
        logger: false,
        config: {
          databaseUrl,
          pgSchema: schema,
          redisUrl: REDIS_URL,
          seedDemo: true,
          uploadDir: path.join(os.tmpdir(), `lpk-uploads-${randomBytes(4).toString('hex')}`),
          ...config,
        },
      });
      nodes.push(app);
      return app;
    },
    async close() {
      for (const app of nodes) await app.close();
      await dropPgSchema(databaseUrl, schema);
    },
  };
}

/** Makes a node listen on a free loopback port; returns its base URL (http://127.0.0.1:port). */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

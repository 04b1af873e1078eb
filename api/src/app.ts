import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from './config';
import { createDb, migrateToLatest, pingDb, type Db } from './db/database';
import { seedIfEmpty } from './db/seed';
import authPlugin from './plugins/auth';
import envelopePlugin from './plugins/envelope';
import i18nPlugin from './plugins/i18n';
import { registerApiRoutes } from './routes';
import storagePlugin from './modules/uploads/serve';

export interface BuildOptions {
  config?: Partial<AppConfig>;
  /** An already-open database (tests); otherwise one is opened from the configuration. */
  db?: Db;
  logger?: boolean;
}

/**
 * Builds the API host: opens and migrates the database, seeds demo data on first start,
 * and registers plugins and routes. Listening is the caller's business (server.ts, tests).
 */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, options.config);
  const db = options.db ?? createDb(config);
  await migrateToLatest(db, config.databaseUrl ? config.pgSchema : undefined);
  if (config.seedDemo) await seedIfEmpty(db);

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: process.env.TRUST_PROXY === '1',
    bodyLimit: 1024 * 1024,
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onClose', async () => {
    if (!options.db) await db.destroy();
  });

  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-site' } });
  await app.register(cors, { origin: config.corsOrigins, credentials: false });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(i18nPlugin);
  await app.register(envelopePlugin);
  await app.register(authPlugin);

  app.get('/health', async (_request, reply) => {
    const database = await pingDb(db);
    return reply.code(database ? 200 : 503).send({
      status: database ? 'success' : 'error',
      data: { database: database ? 'up' : 'down', driver: config.databaseUrl ? 'postgresql' : 'sqlite', uptime_s: Math.round(process.uptime()) },
    });
  });

  await app.register(storagePlugin); // GET /storage/* : public uploads (avatars)
  await registerApiRoutes(app);
  return app;
}

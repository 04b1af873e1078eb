import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from './config';
import { compileTrust } from './lib/client-address';
import { availabilityOf, createDb, migrateToLatest, type Db } from './db/database';
import { seedIfEmpty } from './db/seed';
import { refuseDemoAccounts } from './db/seed/demo-accounts';
import { setPasswordHashConcurrency } from './modules/auth/passwords';
import accessPlugin from './plugins/access';
import authPlugin from './plugins/auth';
import catalogueSyncPlugin from './plugins/catalogue-sync';
import contractPlugin from './plugins/contract';
import envelopePlugin, { frameworkErrorHandler } from './plugins/envelope';
import healthPlugin from './plugins/health';
import { mailPlugin } from './modules/mail';
import notificationsPlugin from './modules/notifications/plugin';
import i18nPlugin from './plugins/i18n';
import { AccessLog } from './plugins/access-log';
import { lazyRequestLogger, loggerOptions, requestIdGenerator } from './plugins/logging';
import rateLimitPlugin from './plugins/rate-limit';
import redisPlugin from './plugins/redis';
import { FrontDoor } from './plugins/front-door';
import securityHeaders, { apiHeadersOf, helmetHeaders } from './plugins/security-headers';
import { registerApiRoutes } from './routes';
import sitePlugin from './modules/site/serve';
import releasePlugin from './modules/release/plugin';
import uploadsPlugin from './modules/uploads/serve';

export interface BuildOptions {
  config?: Partial<AppConfig>;
  /** An already-open database (tests); otherwise one is opened from the configuration. */
  db?: Db;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Check every JSON answer against its route's response schema (tests). */
  checkAnswers?: boolean;
}

/**
 * Builds the API host: opens and migrates the database, seeds demo data on first start,
 * and registers plugins and routes. Listening is the caller's business (server.ts, tests).
 */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(undefined, options.config); // this process's environment
  const db = options.db ?? createDb(config);
  // MIGRATE_ON_START=0: migrations run once per deployment (`npm run migrate`), not on every node's start.
  if (config.migrateOnStart) await migrateToLatest(db, config.databaseUrl ? config.pgSchema : undefined);
  if (config.seedDemo) await seedIfEmpty(db);
  // Accounts with published passwords (an operator among them) never serve in production: exit 78, naming them.
  if (config.production)
    await refuseDemoAccounts(db).catch(async (error: unknown) => {
      if (!options.db) await db.destroy();
      throw error;
    });

  setPasswordHashConcurrency(config.passwordHashConcurrency);

  const accessLog = new AccessLog();
  // Who may write X-Forwarded-For (TRUST_PROXY): the client's address is lib/client-address.ts's, for Fastify's request.ip as for every limit.
  const proxyTrust = compileTrust(config.trustProxy);
  const requestId = requestIdGenerator(proxyTrust);
  // Ready public answers (a cached search) written before Fastify sees their request (plugins/front-door.ts).
  const frontDoor = new FrontDoor();
  const app = Fastify({
    serverFactory: frontDoor.serverFactory(),
    // Tokens, passwords and certificate codes are redacted from every log line (plugins/logging.ts).
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    // One access-log line per request (plugins/access-log.ts) instead of Fastify's two.
    logController: accessLog,
    // Each request's logger (bound to its id) is built when something logs through it, not for every request.
    childLoggerFactory: lazyRequestLogger,
    genReqId: requestId,
    trustProxy: proxyTrust ?? false,
    bodyLimit: 1024 * 1024,
    // A body trickled in slowly holds a connection at most this long (an avatar of 2 MB at 750 kbit/s takes ~22 s).
    requestTimeout: 120_000,
    frameworkErrors: frameworkErrorHandler, // a URL that cannot be decoded: the envelope, not Fastify's echo of it
  });

  accessLog.use(app.log);
  availabilityOf(db)?.setLogger(app.log); // "database unreachable" / "reachable again"
  // A value that makes no sense was replaced by its default (config/): one line per variable, never the value.
  for (const { variable, problem } of config.ignoredVariables) app.log.warn({ variable }, `configuration: ${problem}`);
  app.decorate('config', config);
  app.decorate('proxyTrust', proxyTrust);
  app.decorate('db', db);
  app.decorate('frontDoor', frontDoor);
  app.addHook('preClose', (done) => {
    frontDoor.close();
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  app.addHook('onClose', async () => {
    if (!options.db) await db.destroy();
  });

  const helmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' as const },
  };
  await app.register(securityHeaders, helmetOptions);
  // Exposed to a front end on another origin: how long to wait after a 429 (mf-shared retries on
  // it) and the id to quote to support.
  // Only a request from an allowed origin gets CORS headers: a same-origin one (no Origin header, the
  // usual case) gets none but Vary: Origin, instead of an Access-Control-Expose-Headers it cannot use.
  const corsOrigins = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, allow) => allow(null, origin !== undefined && corsOrigins.has(origin) ? origin : false),
    credentials: false,
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(i18nPlugin);
  await app.register(envelopePlugin);
  await app.register(contractPlugin, { checkAnswers: options.checkAnswers ?? false }); // route schemas: validation, types, /api/docs
  await app.register(authPlugin);
  await app.register(accessPlugin); // requireRole, requireOwnLpk, requireStaff: who may use which route
  await app.register(redisPlugin); // app.redis when REDIS_URL is set: shared counters, cache invalidation
  await app.register(rateLimitPlugin); // before any route: it gives each write route and expensive read its limit
  await app.register(catalogueSyncPlugin);

  await app.register(healthPlugin); // /health/live, /health/ready (and /health): what a supervisor and a load balancer ask
  await app.register(mailPlugin); // app.mail: the outbox and its worker (modules/mail, docs/mail.md)
  await app.register(notificationsPlugin); // mails that time sends: a message left unread (modules/notifications)

  await app.register(uploadsPlugin); // app.uploads (UPLOAD_DIR or the S3 bucket) and GET /storage/*: public uploads (avatars, listing photos)
  await app.register(releasePlugin); // app.release: where remote versions and rollout.json live, shared by every node with DATABASE_URL
  await registerApiRoutes(app);
  await app.register(sitePlugin); // the front end (STATIC_DIR) on the same origin
  frontDoor.open({
    securityHeaders: apiHeadersOf(helmetHeaders(helmetOptions)),
    requestId,
    proxyTrust,
    accessLog,
    rateLimiter: config.rateLimit.enabled ? app.rateLimiter : null,
  });
  return app;
}

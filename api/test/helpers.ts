import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { DEFAULT_RATE_LIMITS, type AppConfig, type RateLimit, type RateLimitName } from '../src/config';
import { dropPgSchema, ensurePgSchema } from '../src/db/database';

/**
 * A real API on a real database: a private in-memory SQLite database, or, when DATABASE_URL
 * is set, a private PostgreSQL schema dropped afterwards. Demo data is seeded as on first start.
 */
export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

export async function createTestApp(config: Partial<AppConfig> = {}, logStream?: NodeJS.WritableStream): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (databaseUrl && schema) await ensurePgSchema(databaseUrl, schema);
  const app = await buildApp({
    ...(logStream ? { logStream } : { logger: false }),
    checkAnswers: true, // every answer a test receives matches its route's schema in contracts
    config: {
      databaseUrl,
      pgSchema: schema,
      sqlitePath: ':memory:',
      seedDemo: true,
      uploadDir: path.join(os.tmpdir(), `lpk-uploads-${randomBytes(4).toString('hex')}`),
      // Tests listen on loopback, as npm start does: the development stand-in for Google is on for local browsers.
      host: '127.0.0.1',
      devOidc: 'local',
      ...config,
    },
  });
  return {
    app,
    close: async () => {
      await app.close();
      if (databaseUrl && schema) await dropPgSchema(databaseUrl, schema);
    },
  };
}

/** A test app whose log lines (pino's JSON, one per entry) are kept in `lines`, for tests of what the log holds. */
export interface LoggedApp extends TestApp {
  lines: string[];
}

export async function createLoggedApp(config: Partial<AppConfig> = {}): Promise<LoggedApp> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  });
  return { ...(await createTestApp(config, stream)), lines };
}

/** The table's rate limits (config/rate-limits.ts) with some replaced; the HTTP routes' limits on unless `enabled` is false. */
export function rateLimits(changes: Partial<Record<RateLimitName, RateLimit>> = {}, enabled = true): AppConfig['rateLimit'] {
  return { enabled, limits: { ...DEFAULT_RATE_LIMITS, ...changes } };
}

export interface Json {
  status: string;
  message?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary answer shapes
  data?: any;
  errors?: Record<string, string[]>;
}

/** Sends a request and parses the JSON envelope. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; lang?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json; res: LightMyRequestResponse }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers['accept-language'] = options.lang;
  const res = await app.inject({ method, url, headers, ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}) });
  let body: Json;
  try {
    body = res.json() as Json;
  } catch {
    body = { status: 'not-json', message: res.body };
  }
  return { status: res.statusCode, body, res };
}

export const DEMO = {
  caregiver: { email: 'caregiver@demo.test', password: 'Caregiver#2026' },
  staff1: { email: 'staff1@demo.test', password: 'Staff#2026' },
  staff2: { email: 'staff2@demo.test', password: 'Staff#2026' },
  admin1: { email: 'admin1@demo.test', password: 'Admin#2026' },
  operator: { email: 'operator@demo.test', password: 'Operator#2026' },
} as const;

export async function login(app: FastifyInstance, who: { email: string; password: string }): Promise<string> {
  const { status, body } = await call(app, 'POST', '/api/lpk/login', { body: who });
  if (status !== 200) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body.data.token as string;
}

let counter = 0;
/** Registers a fresh caregiver and returns its token and user. */
export async function registerCaregiver(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const body = {
    full_name: 'Rina Kartika',
    email: `rina${counter}.${randomBytes(3).toString('hex')}@example.id`,
    phone: '0812-3456-7890',
    password: 'Kaigo#Jepang2026',
    password_confirmation: 'Kaigo#Jepang2026',
    agree: true,
    ...overrides,
  };
  const res = await call(app, 'POST', '/api/lpk/register', { body });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token as string, user: res.body.data.user, password: body.password as string, email: body.email as string };
}

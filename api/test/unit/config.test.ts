import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buildApp } from '../../src/app';
import { ConfigError, ENV_VARIABLES, loadConfig } from '../../src/config';

const API_ROOT = path.resolve(__dirname, '..', '..');

/** The variable names of docs/configuration.md's table (its first table), in order of appearance. */
function documentedVariables(): string[] {
  const lines = readFileSync(path.join(API_ROOT, '..', 'docs', 'configuration.md'), 'utf8').split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  // header and separator first, then one row per variable or group of variables
  return rows.slice(2).flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? ''));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) ? [full] : [];
  });
}

describe('the environment schema (api/src/config/)', () => {
  test("docs/configuration.md's table lists every variable of the schema exactly once, and nothing else", () => {
    const documented = documentedVariables();
    const repeated = documented.filter((name, i) => documented.indexOf(name) !== i);
    expect(repeated).toEqual([]);
    expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
  });

  test('no module of the API reads process.env but config/load.ts', () => {
    const readers = sourceFiles(path.join(API_ROOT, 'src'))
      .filter((file) => path.relative(API_ROOT, file) !== path.join('src', 'config', 'load.ts'))
      .filter((file) => /process\.env\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(API_ROOT, file));
    expect(readers).toEqual([]);
  });

  test('a setting that cannot work stops start-up naming the variable and why', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toThrow(
      'Invalid configuration: GOOGLE_CLIENT_SECRET: Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (or neither).',
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^PUSHER_APP_SECRET is not set/);
  });

  test('defaults, and knobs that make no sense keep them', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      corsOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      appUrl: 'http://localhost:8080',
      logLevel: 'info',
      seedDemo: true,
      trustProxy: 0,
      production: false,
    });
    expect(defaults.pusher).toMatchObject({ appId: 'lpk-local', key: 'lpk-local-key', cluster: 'ap1', port: 6001 });
    expect(defaults.realtime.clientEvents).toBe(false);
    expect(defaults.assistant).toEqual({ model: undefined });
    expect(defaults.rateLimit.limits.assistant).toEqual({ max: 20, windowSeconds: 60 });
    const odd = loadConfig({
      PORT: 'x',
      SEED_DEMO: '',
      LOGIN_MAX_FAILURES: 'many',
      PUSHER_CLIENT_EVENTS: 'maybe',
      ASSISTANT_LLM_TIMEOUT_MS: '-1',
      RATE_LIMIT_ASSISTANT: 'lots',
    });
    expect(odd).toMatchObject({ port: 8080, seedDemo: true });
    expect(odd.rateLimit.limits.login_failures).toEqual({ max: 5, windowSeconds: 60 });
    expect(odd.realtime.clientEvents).toBe(false);
    expect(odd.rateLimit.limits.assistant).toEqual({ max: 20, windowSeconds: 60 });
  });

  test('mail: production refuses to start without SMTP_URL or APP_KEY; a sender that is no address stops start-up', () => {
    const production = { NODE_ENV: 'production', PUSHER_APP_SECRET: 'p'.repeat(32) };
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://mail.example:587' })).toThrow(/^APP_KEY is not set/);
    expect(() => loadConfig({ ...production, APP_KEY: 'k'.repeat(32) })).toThrow(/^SMTP_URL is not set/);
    expect(() => loadConfig({ ...production, APP_KEY: 'short', SMTP_URL: 'smtp://mail.example:587' })).toThrow(/^APP_KEY is too weak/);
    const ready = loadConfig({ ...production, APP_KEY: 'k'.repeat(32), SMTP_URL: 'smtps://user:pw@mail.example:465', APP_URL: 'https://lpk.example.id' });
    expect(ready.mail).toMatchObject({
      smtpUrl: 'smtps://user:pw@mail.example:465',
      from: 'Kaigo LPK <no-reply@lpk.example.id>',
      messageIdDomain: 'lpk.example.id',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/^SMTP_URL must be an smtp/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_FROM: 'Kaigo LPK' })).toThrow(/^MAIL_FROM must be an address/);
    expect(loadConfig({ MAIL_FROM: 'Tim LPK <tim@lpk.example.id>' }).mail).toMatchObject({
      from: 'Tim LPK <tim@lpk.example.id>',
      messageIdDomain: 'lpk.example.id',
    });
    // Development: no SMTP server (npm start runs MailDev and sets SMTP_URL), mails wait in the outbox.
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
  });

  test('demo data: on by default outside production, off with NODE_ENV=production, where SEED_DEMO=1 stops start-up', () => {
    const production = { NODE_ENV: 'production', PUSHER_APP_SECRET: 'p'.repeat(32), APP_KEY: 'k'.repeat(32), SMTP_URL: 'smtp://mail.example:587' };
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'off' }).seedDemo).toBe(false);
    for (const on of ['1', 'true', 'YES']) {
      expect(() => loadConfig({ ...production, SEED_DEMO: on })).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, SEED_DEMO: on })).toThrow(/^SEED_DEMO=1 with NODE_ENV=production: .*npm run operator:create/);
    }
  });

  test('the values set are the values used', () => {
    const config = loadConfig({
      PORT: '9000',
      APP_URL: 'https://lpk.example',
      TRUST_PROXY: '1',
      PUSHER_CLIENT_EVENTS: 'on',
      PUSHER_MAX_CONNECTIONS: '50',
      ASSISTANT_LLM_URL: ' https://llm.example/v1/ ',
      ASSISTANT_LLM_MODEL: 'm',
      ASSISTANT_LLM_KEY: 'k',
      ASSISTANT_LLM_FIRST_TOKEN_MS: '500',
      RATE_LIMIT_ASSISTANT: '5/10',
    });
    expect(config).toMatchObject({
      port: 9000,
      appUrl: 'https://lpk.example',
      corsOrigins: ['http://localhost:9000', 'http://127.0.0.1:9000'],
      trustProxy: 1,
    });
    expect(config.realtime.clientEvents).toBe(true);
    expect(config.realtime.limits.maxConnections).toBe(50);
    expect(config.assistant).toEqual({
      model: { endpoint: 'https://llm.example/v1/chat/completions', model: 'm', key: 'k', firstTokenMs: 500, totalMs: 30_000 },
    });
    expect(config.rateLimit.limits.assistant).toEqual({ max: 5, windowSeconds: 10 });
  });

  test('TRUST_PROXY: a hop count (true = 1), or a list of proxy addresses and networks; anything else is not used, and stops a production start', () => {
    const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(0);
    for (const [value, hops] of [
      ['0', 0],
      ['off', 0],
      ['1', 1],
      ['true', 1],
      ['YES', 1],
      [' 2 ', 2],
      ['32', 32],
    ] as const)
      expect(trustOf(value)).toBe(hops);
    expect(trustOf('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(trustOf('2001:db8::/32,192.168.0.0/255.255.0.0,loopback')).toEqual(['2001:db8::/32', '192.168.0.0/255.255.0.0', 'loopback']);
    const production = { NODE_ENV: 'production', PUSHER_APP_SECRET: 'p'.repeat(32), APP_KEY: 'k'.repeat(32), SMTP_URL: 'smtp://mail.example:587' };
    for (const bad of ['yes please', '10.0.0.0/33', '10.0.0.1,proxy.internal', '-1', '33', '1.5', ',', '10.0.0.1:8080']) {
      const config = loadConfig({ TRUST_PROXY: bad });
      expect(config.trustProxy).toBe(0); // no proxy believed: the socket's peer is the client
      const problem = config.ignoredVariables.find((i) => i.variable === 'TRUST_PROXY')?.problem;
      expect(problem).toMatch(/^TRUST_PROXY (is|names)/);
      expect(() => loadConfig({ ...production, TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.internal' }).ignoredVariables[0]?.problem).toBe(
      'TRUST_PROXY is neither a hop count (0 to 32) nor a list of proxy addresses and networks (e.g. 10.0.0.0/8,::1): entry 2 is not an IP address or CIDR: its default is used',
    );
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8,::1' }).trustProxy).toEqual(['10.0.0.0/8', '::1']);
  });

  test('every value not used is named with its problem (never the value); the default is used', () => {
    const config = loadConfig({
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      SEED_DEMO: 'maybe',
      RATE_LIMIT_LOGIN: '30 per minute',
      DEV_OIDC: 'sure',
      JPY_IDR_RATE: '-5',
      CATALOGUE_CACHE_TTL_MS: '1.5',
      PUSHER_MAX_CONNECTIONS: '0',
      // Values that are fine are not named.
      HOST: '127.0.0.1',
      PUSHER_PORT: '7001',
    });
    expect(config).toMatchObject({ port: 8080, logLevel: 'info', seedDemo: true, devOidc: 'local', exchangeRate: { jpy_idr: 108 } });
    expect(config.ignoredVariables.map((i) => i.variable).sort()).toEqual(
      ['CATALOGUE_CACHE_TTL_MS', 'DEV_OIDC', 'JPY_IDR_RATE', 'LOG_LEVEL', 'PORT', 'PUSHER_MAX_CONNECTIONS', 'RATE_LIMIT_LOGIN', 'SEED_DEMO'].sort(),
    );
    const port = config.ignoredVariables.find((i) => i.variable === 'PORT');
    expect(port?.problem).toBe('PORT is not a whole number: its default is used');
    expect(config.ignoredVariables.find((i) => i.variable === 'LOG_LEVEL')?.problem).toMatch(/^LOG_LEVEL is not one of fatal, error, warn, info/);
    for (const { problem } of config.ignoredVariables) expect(problem).not.toMatch(/abc|loud|maybe|per minute|sure|-5|1\.5/);
    expect(loadConfig({ PORT: '9000', SEED_DEMO: 'off', PUSHER_CLIENT_EVENTS: 'YES' }).ignoredVariables).toEqual([]);
  });

  test('with NODE_ENV=production a value not used stops start-up (ConfigError), naming each variable', () => {
    const production = { NODE_ENV: 'production', PUSHER_APP_SECRET: 'p'.repeat(32), APP_KEY: 'k'.repeat(32), SMTP_URL: 'smtp://mail.example:587' };
    expect(() => loadConfig({ ...production, PORT: '8080' })).not.toThrow();
    let error: unknown;
    try {
      loadConfig({ ...production, PORT: 'abc', RATE_LIMIT_ENABLED: 'sometimes' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(String((error as Error).message)).toMatch(/PORT is not a whole number.*RATE_LIMIT_ENABLED is neither on/);
    expect(String((error as Error).message)).not.toMatch(/abc|sometimes|p{32}|k{32}/);
  });

  test('the API logs one warning line per value not used, naming the variable and never the value', async () => {
    const saved = { PORT: process.env.PORT, RATE_LIMIT_SEARCH: process.env.RATE_LIMIT_SEARCH, APP_KEY: process.env.APP_KEY };
    process.env.PORT = 'eighty';
    process.env.RATE_LIMIT_SEARCH = 'secret-looking-9f3a';
    process.env.APP_KEY = 'a-real-secret-that-must-not-be-logged';
    const lines: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    try {
      const app = await buildApp({ logStream, config: { databaseUrl: undefined, sqlitePath: ':memory:', seedDemo: false, logLevel: 'warn' } });
      await app.close();
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; variable?: string; msg: string }).filter((line) => line.variable);
    expect(warnings.map((w) => [w.level, w.variable])).toEqual([
      [40, 'PORT'],
      [40, 'RATE_LIMIT_SEARCH'],
    ]);
    expect(warnings[1]?.msg).toBe('configuration: RATE_LIMIT_SEARCH is not max/seconds (e.g. 30/60) nor a whole number: its default is used');
    expect(lines.join('\n')).not.toMatch(/eighty|secret-looking|a-real-secret/);
  });

  test('the server refuses to start with NODE_ENV=production and a value it would not use: exit 78, the variable named', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: 'abc',
        TRUST_PROXY: '10.0.0.0/33',
        PUSHER_APP_SECRET: 'p'.repeat(32),
        APP_KEY: 'k'.repeat(32),
        SMTP_URL: 'smtp://127.0.0.1:1',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(78);
    expect(run.stderr).toMatch(/ConfigError: Invalid configuration .*PORT is not a whole number.*TRUST_PROXY is neither a hop count/);
    expect(run.stderr + run.stdout).not.toMatch(/p{32}|k{32}/);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ENV_VARIABLES, loadConfig } from '../../src/config';

const API_ROOT = path.resolve(__dirname, '..', '..');

/** The variable names of README's "Configuration" table (its first table), in order of appearance. */
function readmeVariables(): string[] {
  const readme = readFileSync(path.join(API_ROOT, '..', 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Configuration\n'));
  const lines = section.split('\n');
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

describe('the environment schema (api/src/config.ts)', () => {
  test("README's configuration table lists every variable of the schema exactly once, and nothing else", () => {
    const documented = readmeVariables();
    const repeated = documented.filter((name, i) => documented.indexOf(name) !== i);
    expect(repeated).toEqual([]);
    expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
  });

  test('no module of the API reads process.env but config.ts', () => {
    const readers = sourceFiles(path.join(API_ROOT, 'src'))
      .filter((file) => path.relative(API_ROOT, file) !== path.join('src', 'config.ts'))
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
      trustProxy: false,
      production: false,
    });
    expect(defaults.pusher).toMatchObject({ appId: 'lpk-local', key: 'lpk-local-key', cluster: 'ap1', port: 6001 });
    expect(defaults.realtime.clientEvents).toBe(false);
    expect(defaults.assistant).toEqual({ model: undefined, rateLimit: { max: 20, windowSeconds: 60 } });
    const odd = loadConfig({
      PORT: 'x',
      SEED_DEMO: '',
      LOGIN_MAX_FAILURES: 'many',
      PUSHER_CLIENT_EVENTS: 'maybe',
      ASSISTANT_LLM_TIMEOUT_MS: '-1',
      RATE_LIMIT_ASSISTANT: 'lots',
    });
    expect(odd).toMatchObject({ port: 8080, seedDemo: true, loginMaxFailures: 5 });
    expect(odd.realtime.clientEvents).toBe(false);
    expect(odd.assistant.rateLimit).toEqual({ max: 20, windowSeconds: 60 });
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
    expect(() => loadConfig({ MAIL_FROM: 'Kaigo LPK' })).toThrow(/^MAIL_FROM must be an address/);
    expect(loadConfig({ MAIL_FROM: 'Tim LPK <tim@lpk.example.id>' }).mail).toMatchObject({
      from: 'Tim LPK <tim@lpk.example.id>',
      messageIdDomain: 'lpk.example.id',
    });
    // Development: no SMTP server (npm start runs MailDev and sets SMTP_URL), mails wait in the outbox.
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
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
      trustProxy: true,
    });
    expect(config.realtime.clientEvents).toBe(true);
    expect(config.realtime.limits.maxConnections).toBe(50);
    expect(config.assistant).toEqual({
      model: { endpoint: 'https://llm.example/v1/chat/completions', model: 'm', key: 'k', firstTokenMs: 500, totalMs: 30_000 },
      rateLimit: { max: 5, windowSeconds: 10 },
    });
  });
});

import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { secretsFilePath } from '../src/secrets';
import { createTestApp } from './helpers';

/**
 * PUSHER_APP_SECRET signs private and presence subscriptions, so it has no published default:
 * from the environment, else generated on first start and kept in the data folder. Every case
 * passes its own environment (never process.env) and its own temporary folder.
 */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'lpk-secrets-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const repoSecrets = path.resolve(__dirname, '..', 'data', 'secrets.json');
const snapshot = () => (existsSync(repoSecrets) ? statSync(repoSecrets).mtimeMs : 'absent');

describe('PUSHER_APP_SECRET', () => {
  test('without one in the environment a random secret is generated, kept (mode 0600) and reused', () => {
    const file = path.join(dir, 'secrets.json');
    const first = loadConfig({ SECRETS_FILE: file }).pusher.secret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe('lpk-local-secret');
    // Beside it, APP_KEY's generated value (the key of mailed links, generated the same way).
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ pusher_app_secret: first, app_key: expect.stringMatching(/^[0-9a-f]{64}$/) });
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    // A restart, or another process sharing the data folder, gets the same one.
    expect(loadConfig({ SECRETS_FILE: file }).pusher.secret).toBe(first);
    expect(loadConfig({ SECRETS_FILE: file, PORT: '9999' }).pusher.secret).toBe(first);
    // Another data folder, another secret.
    expect(loadConfig({ SECRETS_FILE: path.join(dir, 'other', 'secrets.json') }).pusher.secret).not.toBe(first);
  });

  test('the file lives beside SQLITE_PATH unless SECRETS_FILE says otherwise; the default is api/data', () => {
    const sqlite = path.join(dir, 'db', 'app.sqlite');
    expect(secretsFilePath({ sqlitePath: sqlite })).toBe(path.join(dir, 'db', 'secrets.json'));
    expect(secretsFilePath({ sqlitePath: sqlite, secretsFile: path.join(dir, 's.json') })).toBe(path.join(dir, 's.json'));
    expect(secretsFilePath({})).toBe(repoSecrets);
    expect(secretsFilePath({ sqlitePath: ':memory:' })).toBe(repoSecrets);
    const secret = loadConfig({ SQLITE_PATH: sqlite }).pusher.secret;
    expect(JSON.parse(readFileSync(path.join(dir, 'db', 'secrets.json'), 'utf8')).pusher_app_secret).toBe(secret);
  });

  test('the environment wins, and nothing is written', () => {
    const file = path.join(dir, 'secrets.json');
    const config = loadConfig({ SECRETS_FILE: file, PUSHER_APP_SECRET: 'from-the-environment', APP_KEY: 'key-from-the-environment' });
    expect(config.pusher.secret).toBe('from-the-environment');
    expect(config.mail.appKey).toBe('key-from-the-environment');
    expect(existsSync(file)).toBe(false);
  });

  test('a caller that passes its own pusher settings (tests) gets no file written', () => {
    const file = path.join(dir, 'secrets.json');
    const pusher = { appId: 'a', key: 'k', secret: 'given-secret', cluster: 'ap1', port: 0 };
    const mail = { ...loadConfig({}).mail, appKey: 'given-key' };
    expect(loadConfig({ SECRETS_FILE: file }, { pusher, mail }).pusher.secret).toBe('given-secret');
    expect(existsSync(file)).toBe(false);
  });

  test('under tests the default api/data is never written: one random secret per process instead', () => {
    // jest sets NODE_ENV=test in this process; other tests call loadConfig({}) or loadConfig({ SOME_KNOB: ... }).
    expect(process.env.NODE_ENV).toBe('test');
    const before = snapshot();
    const a = loadConfig({}).pusher.secret;
    const b = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_LOGIN: '5/30' }).pusher.secret;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(snapshot()).toBe(before);
  });

  test('NODE_ENV=production refuses to start without an explicit, strong secret', () => {
    const file = path.join(dir, 'secrets.json');
    expect(() => loadConfig({ NODE_ENV: 'production', SECRETS_FILE: file })).toThrow(/PUSHER_APP_SECRET is not set/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUSHER_APP_SECRET: 'lpk-local-secret' })).toThrow(/too weak/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUSHER_APP_SECRET: 'short' })).toThrow(/too weak/);
    expect(existsSync(file)).toBe(false);
    const strong = 'a'.repeat(8) + 'b'.repeat(8) + 'c'.repeat(16);
    // (A production start needs the mail settings too: api/test/unit/config.test.ts.)
    expect(loadConfig({ NODE_ENV: 'production', PUSHER_APP_SECRET: strong, APP_KEY: strong, SMTP_URL: 'smtp://mail.example:587' }).pusher.secret).toBe(strong);
  });

  test('a damaged secrets file stops start-up instead of being replaced', () => {
    const file = path.join(dir, 'secrets.json');
    writeFileSync(file, '{not json');
    expect(() => loadConfig({ SECRETS_FILE: file })).toThrow(/not a JSON object/);
    expect(readFileSync(file, 'utf8')).toBe('{not json');
  });

  test('other fields of the file are kept; a file readable by others is tightened to 0600', () => {
    const file = path.join(dir, 'secrets.json');
    writeFileSync(file, JSON.stringify({ other: 'x' }), { mode: 0o644 });
    chmodSync(file, 0o644);
    const secret = loadConfig({ SECRETS_FILE: file }).pusher.secret;
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ other: 'x', pusher_app_secret: secret, app_key: expect.any(String) });
    chmodSync(file, 0o644);
    expect(loadConfig({ SECRETS_FILE: file }).pusher.secret).toBe(secret);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  test('the app started by the tests does not write into api/data', async () => {
    const before = snapshot();
    const t = await createTestApp();
    try {
      expect(t.app.config.pusher.secret).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await t.close();
    }
    expect(snapshot()).toBe(before);
  });
});

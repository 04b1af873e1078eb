import { loadConfig } from '../../src/config';
import { safeRedirect } from 'contracts';

// The settings as config/accounts.ts makes them from the environment (GOOGLE_*, DEV_OIDC, NODE_ENV).
const googleClient = (env: NodeJS.ProcessEnv) => loadConfig(env).google;
/** NODE_ENV=production needs a real secret to start at all. */
const devOidcMode = (env: NodeJS.ProcessEnv) =>
  loadConfig(env.NODE_ENV === 'production' ? { PUSHER_APP_SECRET: 'p'.repeat(32), APP_KEY: 'k'.repeat(32), SMTP_URL: 'smtp://mail.example:587', ...env } : env)
    .devOidc;

describe('Google sign-in settings', () => {
  test('Google is configured by client id and secret together; the issuer is Google unless GOOGLE_ISSUER says otherwise', () => {
    expect(googleClient({})).toBeUndefined();
    expect(googleClient({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 's3cret' })).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 's3cret',
      issuer: 'https://accounts.google.com',
    });
    expect(googleClient({ GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b', GOOGLE_ISSUER: 'https://idp.example' })?.issuer).toBe('https://idp.example');
    expect(() => googleClient({ GOOGLE_CLIENT_ID: 'only-the-id' })).toThrow(/both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'only-the-secret' })).toThrow(/both/);
  });

  test('the development stand-in: never in production or beside Google; by default only when listening on loopback; DEV_OIDC=1 / 0', () => {
    // HOST defaults to 0.0.0.0: reachable from the network, so the stand-in needs DEV_OIDC=1.
    expect(devOidcMode({})).toBe('off');
    expect(devOidcMode({ HOST: '0.0.0.0', NODE_ENV: 'development' })).toBe('off');
    expect(devOidcMode({ HOST: '192.168.1.20' })).toBe('off');
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.1.1']) expect(devOidcMode({ HOST: host })).toBe('local');
    expect(devOidcMode({ HOST: '0.0.0.0', DEV_OIDC: '1' })).toBe('on');
    expect(devOidcMode({ HOST: '127.0.0.1', NODE_ENV: 'development' })).toBe('local');
    expect(devOidcMode({ DEV_OIDC: '1' })).toBe('on');
    expect(devOidcMode({ DEV_OIDC: '0' })).toBe('off');
    expect(devOidcMode({ DEV_OIDC: 'off' })).toBe('off');
    expect(devOidcMode({ NODE_ENV: 'production' })).toBe('off');
    expect(devOidcMode({ NODE_ENV: 'production', DEV_OIDC: '1' })).toBe('off');
    expect(devOidcMode({ GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b', DEV_OIDC: '1' })).toBe('off');
    expect(devOidcMode({ HOST: '127.0.0.1', NODE_ENV: 'production' })).toBe('off');
    expect(loadConfig({ HOST: '127.0.0.1' }).devOidc).toBe('local');
  });
});

describe('safeRedirect (contracts: the one rule the API and the front ends use)', () => {
  test.each([
    ['/admin/settings', '/admin/settings'],
    ['/admin/messages?thread=4#last', '/admin/messages?thread=4#last'],
    ['/lpk/3', '/lpk/3'],
  ])('keeps the path of this site %s', (raw, kept) => {
    expect(safeRedirect(raw)).toBe(kept);
  });

  test.each([
    [undefined],
    [''],
    ['admin'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['https://evil.example/admin'],
    ['javascript:alert(1)'],
    ['/login'],
    ['/login?redirect=/admin'],
    ['/auth/callback?code=x'],
    [`/${'a'.repeat(3000)}`],
    [['/admin']],
  ])('refuses %p', (raw) => {
    expect(safeRedirect(raw)).toBeNull();
  });
});

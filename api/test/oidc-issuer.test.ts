/**
 * Google sign-in against a fake issuer (a real HTTP server on loopback with its own jose keys)
 * standing where accounts.google.com would: the ID token checks openid-client makes for us —
 * issuer, audience, nonce, expiry, signature — and email_verified, each broken on purpose.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { call, createTestApp, DEMO, type TestApp } from './helpers';

const CLIENT = { clientId: 'lpk-test-client.apps.example', clientSecret: 'test-secret-' + randomBytes(8).toString('hex') };

interface Issued {
  challenge: string;
  nonce: string;
  claims: JWTPayload;
}

/** What the next token answer does to the ID token it signs. */
let tamper: (claims: JWTPayload, issued: Issued) => { claims: JWTPayload; key?: CryptoKey; kid?: string } = (claims) => ({ claims });

let server: http.Server;
let issuer: string;
let signingKey: CryptoKey;
let otherKey: CryptoKey;
const kid = 'test-key-1';
const codes = new Map<string, Issued>();
let t: TestApp;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };

  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', issuer);
        const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (url.pathname === '/.well-known/openid-configuration') {
          return json(200, {
            issuer,
            authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
            token_endpoint: `${issuer}/token`,
            jwks_uri: `${issuer}/certs`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
            code_challenge_methods_supported: ['S256'],
          });
        }
        if (url.pathname === '/certs') return json(200, { keys: [publicJwk] });
        if (url.pathname === '/token' && req.method === 'POST') {
          const form = new URLSearchParams(Buffer.concat(chunks).toString());
          const issued = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (!issued || issued.challenge !== challenge || form.get('client_id') !== CLIENT.clientId || form.get('client_secret') !== CLIENT.clientSecret) {
            return json(400, { error: 'invalid_grant' });
          }
          const now = Math.floor(Date.now() / 1000);
          const base: JWTPayload = {
            iss: issuer,
            aud: CLIENT.clientId,
            azp: CLIENT.clientId,
            iat: now,
            exp: now + 3600,
            nonce: issued.nonce,
            ...issued.claims,
          };
          const changed = tamper(base, issued);
          const idToken = await new SignJWT(changed.claims).setProtectedHeader({ alg: 'RS256', kid: changed.kid ?? kid }).sign(changed.key ?? signingKey);
          return json(200, {
            access_token: randomBytes(16).toString('hex'),
            token_type: 'Bearer',
            expires_in: 3600,
            id_token: idToken,
            scope: 'openid email profile',
          });
        }
        json(404, { error: 'not_found' });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ rateLimit: { enabled: false, limits: DEFAULT_RATE_LIMITS }, google: { ...CLIENT, issuer }, devOidc: 'off' });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  tamper = (claims) => ({ claims });
});

/** Starts a flow and plays the provider's part: a code for `claims`, bound to the flow's PKCE challenge and nonce. */
async function callbackFor(claims: JWTPayload, overrides: Record<string, string> = {}) {
  const binding = randomBytes(32).toString('base64url');
  const start = await t.app.inject({ method: 'GET', url: `/api/lpk/auth/google/start?redirect=/admin/settings&binding=${binding}` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer}/o/oauth2/v2/auth`);
  const q = authorize.searchParams;
  expect(q.get('client_id')).toBe(CLIENT.clientId);
  const code = randomBytes(12).toString('hex');
  codes.set(code, { challenge: q.get('code_challenge')!, nonce: q.get('nonce')!, claims });
  return call(t.app, 'POST', '/api/lpk/auth/google/callback', { body: { binding, code, state: q.get('state')!, ...overrides } });
}

const tokens = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('personal_access_tokens')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test("a correct ID token for the email of a password account: that account's password is asked, then it is signed in and later matched by sub", async () => {
  const asked = await callbackFor({ sub: '1000001', email: DEMO.staff2.email, email_verified: true, name: 'Dewi Lestari' });
  expect(asked.status).toBe(200);
  expect(asked.body.data).toMatchObject({ needs_link: true, account: { email: DEMO.staff2.email } });
  expect(asked.body.data.token).toBeUndefined();
  const res = await call(t.app, 'POST', '/api/lpk/auth/google/link', { body: { ticket: asked.body.data.ticket, password: DEMO.staff2.password } });
  expect(res.status).toBe(200);
  expect(res.body.data.user.email).toBe(DEMO.staff2.email);
  expect(res.body.data.redirect).toBe('/admin/settings');
  const again = await callbackFor({ sub: '1000001', email: DEMO.staff2.email, email_verified: true });
  expect(again.body.data.user.email).toBe(DEMO.staff2.email);
});

test.each([
  ['another audience', (c: JWTPayload) => ({ claims: { ...c, aud: 'someone-else' } })],
  ['another issuer', (c: JWTPayload) => ({ claims: { ...c, iss: 'https://accounts.google.com' } })],
  ['another nonce', (c: JWTPayload) => ({ claims: { ...c, nonce: 'not-the-flows-nonce' } })],
  ['no nonce', (c: JWTPayload) => ({ claims: { ...c, nonce: undefined } })],
  ['an expiry in the past', (c: JWTPayload) => ({ claims: { ...c, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 } })],
  ['a signature by a key the issuer does not publish', (c: JWTPayload) => ({ claims: c, key: otherKey })],
])('an ID token with %s is refused: "Invalid callback URL", no session', async (_name, change) => {
  tamper = change;
  const before = await tokens();
  const res = await callbackFor({ sub: '1000002', email: DEMO.caregiver.email, email_verified: true });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ status: 'error', message: 'URL callback tidak valid.' });
  expect(await tokens()).toBe(before);
});

test('a code the issuer refuses (forged, or the PKCE verifier does not match) is refused', async () => {
  const start = await t.app.inject({ method: 'GET', url: '/api/lpk/auth/google/start' });
  const state = new URL(String(start.headers.location)).searchParams.get('state')!;
  const res = await call(t.app, 'POST', '/api/lpk/auth/google/callback', { body: { code: 'never-issued', state }, lang: 'en' });
  expect(res.status).toBe(400);
  expect(res.body.message).toBe('Invalid callback URL');
});

test.each([
  ['email_verified false', { email_verified: false }],
  ['no email_verified', {}],
])('%s: no account is linked or created', async (_name, extra) => {
  const before = await tokens();
  const linked = await callbackFor({ sub: '1000003', email: DEMO.caregiver.email, ...extra });
  expect(linked.status).toBe(400);
  expect(linked.body.message).toBe('Email akun Google Anda belum terverifikasi. Verifikasi email tersebut di Google, atau masuk dengan email dan password.');
  const created = await callbackFor({ sub: '1000004', email: 'unverified@example.id', ...extra });
  expect(created.status).toBe(400);
  expect(await tokens()).toBe(before);
  expect(await t.app.db.selectFrom('user_identities').selectAll().where('subject', 'in', ['1000003', '1000004']).execute()).toEqual([]);
});

test('the provider is not asked for select_account: that is only added for accounts.google.com', async () => {
  const start = await t.app.inject({ method: 'GET', url: '/api/lpk/auth/google/start' });
  expect(new URL(String(start.headers.location)).searchParams.get('prompt')).toBeNull();
});

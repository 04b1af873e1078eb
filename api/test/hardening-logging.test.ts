import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { AppConfig } from '../src/config';
import pino from 'pino';
import { lazyRequestLogger, redactUrl } from '../src/plugins/logging';
import { call, createLoggedApp, DEMO, type LoggedApp } from './helpers';
import { register } from './registrations-fixtures';

/**
 * Request ids come from the server (a client's X-Request-Id only behind TRUST_PROXY), and the
 * log never holds a bearer token, a password or a certificate verification code, wherever
 * they appear (header, body field, URL path, query, error message).
 */
/** Debug level unless a test says otherwise, so every line a request can write is checked. */
const loggedApp = (config: Partial<AppConfig> = {}): Promise<LoggedApp> => createLoggedApp({ logLevel: 'debug', ...config });

describe('log redaction', () => {
  let t: LoggedApp;
  beforeAll(async () => {
    t = await loggedApp();
  });
  afterAll(() => t.close());

  test('a login: neither the password nor the token it returns reaches the log', async () => {
    t.lines.length = 0;
    const res = await call(t.app, 'POST', '/api/lpk/login', { body: DEMO.caregiver });
    expect(res.status).toBe(200);
    const token = res.body.data.token as string;
    const secret = token.split('|')[1]!;
    // The token used on a later request, and a failing login.
    expect((await call(t.app, 'GET', '/api/lpk/profile', { token })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/lpk/login', { body: { email: DEMO.caregiver.email, password: 'Salah#Sekali2026' } })).status).toBe(422);
    const log = t.lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/lpk/login');
    for (const needle of [DEMO.caregiver.password, 'Salah#Sekali2026', secret]) expect(log).not.toContain(needle);
  });

  test('a certificate check: the code is in no log line, however it is written', async () => {
    const caregiver = await call(t.app, 'POST', '/api/lpk/register', {
      body: {
        full_name: 'Putri Ayu',
        email: `putri.${randomBytes(3).toString('hex')}@example.id`,
        phone: '0812-3456-7890',
        password: 'Kaigo#Jepang2026',
        password_confirmation: 'Kaigo#Jepang2026',
        agree: true,
      },
    });
    const token = caregiver.body.data.token as string;
    const reg = await register(t.app, token, { lpk_id: 1, consent: true });
    const staff = (await call(t.app, 'POST', '/api/lpk/login', { body: DEMO.staff1 })).body.data.token as string;
    expect(
      (await call(t.app, 'POST', `/api/lpk/institution/registrations/${reg.body.data.id}/status`, { token: staff, body: { status: 'registered' } })).status,
    ).toBe(200);
    const cert = await call(t.app, 'GET', `/api/lpk/registrations/${reg.body.data.id}/certificate`, { token });
    const code = cert.body.data.verification_code as string;
    expect(code).toMatch(/^[A-Z0-9]{16}$/);

    t.lines.length = 0;
    const spaced = `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}-${code.slice(12)}`.toLowerCase();
    for (const url of [
      `/api/lpk/certificates/${code}`,
      `/api/lpk/certificates/${spaced}`,
      `/api/lpk/certificates/${encodeURIComponent(code).replace(/[A-Z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
      `/api/lpk/%63ertificates/${code}`,
      `/api/lpk/certificates/${code}%zz`,
      `/api/lpk/certificates/${code}?x=1`,
      `/registration-certificate?code=${code}`,
      `/api/lpk/institutes?q=x&code=${code}&token=${code}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeLessThan(500);
    }
    const genuine = await call(t.app, 'GET', `/api/lpk/certificates/${code}`);
    expect(genuine.body.data.status).toBe('valid');
    const log = t.lines.join('');
    expect(log).toContain('/api/lpk/certificates/[redacted]');
    for (const needle of [code, code.toLowerCase(), spaced, code.slice(0, 8), code.slice(8)]) expect(log).not.toContain(needle);
  });

  test('token, password and authorization fields logged by code are censored', () => {
    t.lines.length = 0;
    t.app.log.info(
      {
        token: '12|secretsecretsecretsecret',
        headers: { authorization: 'Bearer 12|secretsecretsecretsecret', 'user-agent': 'jest' },
        body: { email: 'a@b.id', password: 'Rahasia#2026', current_password: 'Lama#2026', verification_code: 'ABCDEFGHJKMNPQRS' },
        req: { headers: { authorization: 'Bearer 12|secretsecretsecretsecret' } },
      },
      'something happened',
    );
    const log = t.lines.join('');
    expect(log).toContain('something happened');
    expect(log).toContain('jest');
    expect(log).toContain('a@b.id');
    for (const needle of ['secretsecret', 'Rahasia#2026', 'Lama#2026', 'ABCDEFGHJKMNPQRS']) expect(log).not.toContain(needle);
  });

  test('an error whose message names the URL is redacted too', () => {
    t.lines.length = 0;
    t.app.log.error({ err: new Error("'/api/lpk/certificates/ABCDEFGHJKMNPQRS%zz' is not a valid url component") }, 'bad url');
    const log = t.lines.join('');
    expect(log).toContain('bad url');
    expect(log).not.toContain('ABCDEFGHJKMNPQRS');
  });
});

test('redactUrl keeps what is harmless', () => {
  expect(redactUrl('/api/lpk/institutes?q=tokyo&page=2')).toBe('/api/lpk/institutes?q=tokyo&page=2');
  expect(redactUrl('/api/lpk/certificates/ABCD?lang=en')).toBe('/api/lpk/certificates/[redacted]?lang=en');
  expect(redactUrl('/registration-certificate?code=ABCD&x=1')).toBe('/registration-certificate?code=[redacted]&x=1');
  expect(redactUrl('/api/lpk/registrations/12/certificate')).toBe('/api/lpk/registrations/12/certificate');
  expect(redactUrl(`/${'%'.repeat(20_000)}`)).toHaveLength(20_001);
  // Any spelling of a secret name is redacted, escaped or not.
  expect(redactUrl('/auth/callback?State=1&CODE=abc')).toBe('/auth/callback?State=1&CODE=[redacted]');
  expect(redactUrl('/x?a=1&Access_Token=abc&signature=s')).toBe('/x?a=1&Access_Token=[redacted]&signature=[redacted]');
  expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
});

describe('request ids', () => {
  test("without TRUST_PROXY the server makes the id; a client's X-Request-Id is ignored", async () => {
    const t = await loggedApp({ trustProxy: 0 });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'forged-request-0001' } });
      const id = res.headers['x-request-id'] as string;
      expect(id).not.toBe('forged-request-0001');
      expect(id).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
      const logged = t.lines.map((line) => JSON.parse(line) as { reqId?: string }).filter((line) => line.reqId);
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.every((line) => line.reqId === id)).toBe(true);
    } finally {
      await t.close();
    }
  });

  test('behind a trusted proxy its X-Request-Id is kept when well-formed', async () => {
    const t = await loggedApp({ trustProxy: 1 });
    try {
      const kept = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'proxy-request-0001' } });
      expect(kept.headers['x-request-id']).toBe('proxy-request-0001');
      const refused = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'bad id with spaces\n{"level":60}' } });
      expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    } finally {
      await t.close();
    }
  });

  test('with a list of proxies, only a request whose peer is one of them has its X-Request-Id kept', async () => {
    const t = await loggedApp({ trustProxy: ['10.0.0.0/8'] });
    try {
      const headers = { 'x-request-id': 'proxy-request-0002' };
      const fromProxy = await t.app.inject({ method: 'GET', url: '/health', remoteAddress: '10.1.2.3', headers });
      expect(fromProxy.headers['x-request-id']).toBe('proxy-request-0002');
      const direct = await t.app.inject({ method: 'GET', url: '/health', remoteAddress: '203.0.113.5', headers });
      expect(direct.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    } finally {
      await t.close();
    }
  });

  test('the access log at the default level: one line per request (method, redacted URL, status, time), none on arrival', async () => {
    const t = await loggedApp({ logLevel: 'info' });
    try {
      t.lines.length = 0;
      const res = await t.app.inject({ method: 'GET', url: '/api/lpk/institutes?q=Bandung&token=sekret123' });
      expect(res.statusCode).toBe(200);
      const id = res.headers['x-request-id'];
      const mine = t.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === id);
      expect(mine).toEqual([
        expect.objectContaining({
          msg: 'request completed',
          method: 'GET',
          url: '/api/lpk/institutes?q=Bandung&token=[redacted]',
          status: 200,
          ms: expect.any(Number),
        }),
      ]);
      // An error is still logged with its request.
      t.lines.length = 0;
      const missing = await t.app.inject({ method: 'GET', url: '/api/lpk/no-such-route' });
      expect(missing.statusCode).toBe(404);
      expect(t.lines.filter((line) => line.includes(String(missing.headers['x-request-id'])))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe("a request's logger", () => {
  test('is built on first use: bound to the request id, redacted, at the parent level until changed', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const parent = pino({ level: 'info', redact: { paths: ['*.password'], censor: '[redacted]' } }, stream);
    const child = jest.spyOn(parent, 'child');
    const log = lazyRequestLogger(parent, { reqId: 'abc-1' }, {});
    expect(log.level).toBe('info');
    log.debug('not written');
    expect(child).toHaveBeenCalledTimes(1);
    log.warn({ body: { password: 'Rahasia#2026' } }, 'odd body');
    log.info('second');
    expect(child).toHaveBeenCalledTimes(1);
    const written = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(written).toEqual([
      expect.objectContaining({ reqId: 'abc-1', msg: 'odd body', body: { password: '[redacted]' } }),
      expect.objectContaining({ reqId: 'abc-1', msg: 'second' }),
    ]);
    log.level = 'debug';
    expect(log.level).toBe('debug');
    expect(parent.level).toBe('info');
    expect((log.child({ part: 'x' }) as pino.Logger).bindings()).toEqual({ reqId: 'abc-1', part: 'x' });
  });

  test('is never built for a request that logs nothing but its access line', async () => {
    const t = await loggedApp({ logLevel: 'info' });
    try {
      const child = jest.spyOn(t.app.log, 'child');
      expect((await t.app.inject({ method: 'GET', url: '/api/lpk/facts' })).statusCode).toBe(200);
      expect(child).not.toHaveBeenCalled();
    } finally {
      await t.close();
    }
  });
});

import { call, createTestApp, type TestApp } from './helpers';
import { REPORTS_PER_MINUTE } from '../src/modules/rollout/routes';

/** The shell's beacon for remote versions that failed to load, and the counts release owners read. */
describe('rollout failure reports', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const report = (body: unknown, headers: Record<string, string> = {}) =>
    call(t.app, 'POST', '/api/lpk/rollout/failures', { body, headers: { 'content-type': 'application/json', ...headers } });

  it('counts failures per remote version, most failures first', async () => {
    expect((await report({ remote: 'mf-public', version: '1.1.0-canary', reason: 'ScriptExternalLoadError' })).status).toBe(202);
    await report({ remote: 'mf-public', version: '1.1.0-canary', reason: 'chunk missing' });
    await report({ remote: 'mf-public', version: '1.0.0' });
    await report({ remote: 'mf-account', version: '2.0.0', reason: 'x' });

    const { status, body, res } = await call(t.app, 'GET', '/api/lpk/rollout/failures');
    expect(status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.status).toBe('success');
    const items = body.data.items as Array<{ remote: string; version: string; failures: number; last_reason: string | null }>;
    expect(items.map((i) => [i.remote, i.version, i.failures])).toEqual([
      ['mf-account', '2.0.0', 1],
      ['mf-public', '1.1.0-canary', 2],
      ['mf-public', '1.0.0', 1],
    ]);
    expect(items[1]!.last_reason).toBe('chunk missing');

    const only = await call(t.app, 'GET', '/api/lpk/rollout/failures?remote=mf-account');
    expect(only.body.data.items).toHaveLength(1);
  });

  it('accepts the text/plain body navigator.sendBeacon sends', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lpk/rollout/failures',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ remote: 'mf-public', version: '1.2.0', reason: 'boom' }),
    });
    expect(res.statusCode).toBe(202);
    const { body } = await call(t.app, 'GET', '/api/lpk/rollout/failures?remote=mf-public');
    expect(body.data.items[0]).toMatchObject({ remote: 'mf-public', version: '1.2.0', failures: 1, last_reason: 'boom' });
  });

  it('refuses reports that are not a remote version (422 with field errors, nothing counted)', async () => {
    const bad = await report({ remote: '../etc', version: '1.0.0/../../x' }, { 'accept-language': 'en' });
    expect(bad.status).toBe(422);
    expect(bad.body.status).toBe('error');
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['remote', 'version']);
    const garbage = await t.app.inject({ method: 'POST', url: '/api/lpk/rollout/failures', headers: { 'content-type': 'text/plain' }, payload: 'not json' });
    expect(garbage.statusCode).toBe(422);
    const { body } = await call(t.app, 'GET', '/api/lpk/rollout/failures');
    expect(body.data.items).toEqual([]);
  });

  it.each([
    ['an unknown remote', { remote: 'mf-evil', version: '1.0.0' }, 'remote'],
    ['a remote name in another case', { remote: 'MF-PUBLIC', version: '1.0.0' }, 'remote'],
    ['a version with a path', { remote: 'mf-public', version: '1.0.0/../../x' }, 'version'],
    ['a version with a trailing newline', { remote: 'mf-public', version: '1.0.0\n' }, 'version'],
    ['a version with a space', { remote: 'mf-public', version: '1.0 .0' }, 'version'],
    ['a version over 64 characters', { remote: 'mf-public', version: `1${'0'.repeat(64)}` }, 'version'],
    ['a version that does not start with a letter or digit', { remote: 'mf-public', version: '-1.0.0' }, 'version'],
    ['a version that is not text', { remote: 'mf-public', version: 100 }, 'version'],
    ['a reason that is not text', { remote: 'mf-public', version: '1.0.0', reason: { stack: 'x' } }, 'reason'],
    ['a reason over 2000 characters', { remote: 'mf-public', version: '1.0.0', reason: 'x'.repeat(2001) }, 'reason'],
  ])('refuses %s (422, nothing stored)', async (_what, body, field) => {
    const res = await report(body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual([field]);
    const { body: list } = await call(t.app, 'GET', '/api/lpk/rollout/failures');
    expect(list.data.items).toEqual([]);
  });

  it('stores the reason as one printable line: controls, bidi overrides and piled-up marks replaced', async () => {
    const reason = `Loading script failed.\n(error: /remotes/mf-account/2.0.0/remoteEntry.js)\u202E\u0000 Z${'\u0301'.repeat(40)}`;
    expect((await report({ remote: 'mf-account', version: '2.0.0', reason })).status).toBe(202);
    const { body } = await call(t.app, 'GET', '/api/lpk/rollout/failures');
    expect(body.data.items[0].last_reason).toBe(`Loading script failed. (error: /remotes/mf-account/2.0.0/remoteEntry.js) Ź${'\u0301'.repeat(4)}`);
    expect((await call(t.app, 'GET', '/api/lpk/rollout/failures?remote=mf-evil')).status).toBe(422);
  });

  it('keeps long reasons short', async () => {
    await report({ remote: 'mf-public', version: '1.0.1', reason: 'x'.repeat(1500) });
    const { body } = await call(t.app, 'GET', '/api/lpk/rollout/failures');
    expect(body.data.items[0].last_reason).toHaveLength(500);
  });

  it('limits reports per IP with 429 and Retry-After', async () => {
    for (let i = 0; i < REPORTS_PER_MINUTE; i += 1) {
      expect((await report({ remote: 'mf-public', version: '9.9.9' })).status).toBe(202);
    }
    const limited = await report({ remote: 'mf-public', version: '9.9.9' });
    expect(limited.status).toBe(429);
    expect(Number(limited.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.status).toBe('error');
    const { body } = await call(t.app, 'GET', '/api/lpk/rollout/failures');
    expect(body.data.items[0].failures).toBe(REPORTS_PER_MINUTE);
  });
});

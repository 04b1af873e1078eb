import { createHmac } from 'node:crypto';
import { signChannel, verifyChannelAuth } from '../src/realtime/signature';
import { call, createTestApp, DEMO, login, registerCaregiver, type TestApp } from './helpers';

/** POST /broadcasting/auth: what pusher-js posts when Echo joins a private or presence channel. */
let t: TestApp;
let caregiver: { token: string; user: { id: number } };
let staffToken: string;
const SOCKET = '123.456';

beforeAll(async () => {
  t = await createTestApp();
  caregiver = await registerCaregiver(t.app);
  staffToken = await login(t.app, DEMO.staff1);
});
afterAll(() => t?.close());

const hmac = (text: string) => createHmac('sha256', t.app.config.pusher.secret).update(text).digest('hex');

/** As pusher-js sends it: application/x-www-form-urlencoded. */
function form(socketId: string, channel: string): string {
  return `socket_id=${encodeURIComponent(socketId)}&channel_name=${encodeURIComponent(channel)}`;
}

async function auth(token: string | undefined, body: unknown, lang?: string) {
  const headers: Record<string, string> = typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {};
  return call(t.app, 'POST', '/broadcasting/auth', { token, body, headers, ...(lang ? { lang } : {}) });
}

describe('signature', () => {
  test('matches the Pusher documentation example', () => {
    const app = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
    expect(signChannel(app, '1234.1234', 'private-foobar')).toBe('278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4');
    expect(verifyChannelAuth(app, signChannel(app, '1234.1234', 'private-foobar'), '1234.1234', 'private-foobar')).toBe(true);
    expect(verifyChannelAuth(app, signChannel(app, '1234.1234', 'private-foobar'), '1234.1235', 'private-foobar')).toBe(false);
    expect(verifyChannelAuth(app, undefined, '1234.1234', 'private-foobar')).toBe(false);
    expect(verifyChannelAuth(app, 'x'.repeat(1000), '1234.1234', 'private-foobar')).toBe(false);
  });
});

describe('POST /broadcasting/auth', () => {
  test('signs the user\u2019s own channel (form-urlencoded, as pusher-js posts), outside the envelope', async () => {
    const channel = `private-App.Models.User.${caregiver.user.id}`;
    const res = await auth(caregiver.token, form(SOCKET, channel));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ auth: `${t.app.config.pusher.key}:${hmac(`${SOCKET}:${channel}`)}` });
    expect(res.res.headers['cache-control']).toBe('no-store');
  });

  test('accepts JSON too', async () => {
    const channel = `private-App.Models.User.${caregiver.user.id}`;
    const res = await auth(caregiver.token, { socket_id: SOCKET, channel_name: channel });
    expect(res.status).toBe(200);
    expect((res.body as unknown as { auth: string }).auth).toBe(`${t.app.config.pusher.key}:${hmac(`${SOCKET}:${channel}`)}`);
  });

  test('staff: private-lpk and presence-lpk of their own LPK; presence answer carries signed channel_data', async () => {
    expect((await auth(staffToken, form(SOCKET, 'private-lpk.1'))).status).toBe(200);
    const res = await auth(staffToken, form(SOCKET, 'presence-lpk.1'));
    expect(res.status).toBe(200);
    const body = res.body as unknown as { auth: string; channel_data: string };
    const data = JSON.parse(body.channel_data) as { user_id: string; user_info: Record<string, unknown> };
    expect(typeof data.user_id).toBe('string');
    expect(data.user_info).toEqual({ id: Number(data.user_id), full_name: expect.any(String), avatar: null });
    expect(body.auth).toBe(`${t.app.config.pusher.key}:${hmac(`${SOCKET}:presence-lpk.1:${body.channel_data}`)}`);
  });

  test.each([
    ['another user', () => `private-App.Models.User.${caregiver.user.id + 1}`, () => caregiver.token],
    ['a caregiver on an LPK channel', () => 'private-lpk.1', () => caregiver.token],
    ['a caregiver on an LPK presence channel', () => 'presence-lpk.1', () => caregiver.token],
    ['staff on another LPK', () => 'private-lpk.2', () => staffToken],
    ['staff on another LPK presence', () => 'presence-lpk.2', () => staffToken],
    ['staff on a user channel not theirs', () => `private-App.Models.User.${caregiver.user.id}`, () => staffToken],
    ['a public channel', () => 'news', () => caregiver.token],
    ['an encrypted channel', () => `private-encrypted-App.Models.User.${caregiver.user.id}`, () => caregiver.token],
    ['an unknown private channel', () => 'private-admin', () => caregiver.token],
    ['a look-alike with a suffix', () => `private-App.Models.User.${caregiver.user.id}.x`, () => caregiver.token],
    ['a look-alike with leading zeros', () => `private-App.Models.User.0${caregiver.user.id}`, () => caregiver.token],
  ])('403 for %s', async (_what, channel, token) => {
    const res = await auth(token(), form(SOCKET, channel()));
    expect(res.status).toBe(403);
    expect(res.body.status).toBe('error');
    expect(res.body.message).toBe('Anda tidak memiliki izin untuk bergabung dengan kanal ini.');
  });

  test('403 message in English with Accept-Language: en', async () => {
    const res = await auth(caregiver.token, form(SOCKET, 'private-lpk.1'), 'en');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You are not allowed to join this channel.');
  });

  test('401 without a valid bearer token', async () => {
    for (const token of [undefined, '1|nottherealsecretnottherealsecret0000']) {
      const res = await auth(token, form(SOCKET, 'private-App.Models.User.1'), 'en');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 'error', message: 'Unauthenticated.' });
    }
  });

  test.each([
    ['missing socket_id', { channel_name: 'private-lpk.1' }, 'socket_id'],
    ['missing channel_name', { socket_id: SOCKET }, 'channel_name'],
    ['socket_id with three parts', { socket_id: '1.2.3', channel_name: 'private-lpk.1' }, 'socket_id'],
    ['socket_id not numeric', { socket_id: 'abc.def', channel_name: 'private-lpk.1' }, 'socket_id'],
    ['socket_id with injection', { socket_id: "1.1'; DROP TABLE users;--", channel_name: 'private-lpk.1' }, 'socket_id'],
    ['socket_id with unicode digits', { socket_id: '\u0661.\u0662', channel_name: 'private-lpk.1' }, 'socket_id'],
    ['socket_id as a number', { socket_id: 1.5, channel_name: 'private-lpk.1' }, 'socket_id'],
    ['channel_name with spaces', { socket_id: SOCKET, channel_name: 'private-lpk 1' }, 'channel_name'],
    ['channel_name with unicode', { socket_id: SOCKET, channel_name: 'private-l\u00f6k.1' }, 'channel_name'],
    ['channel_name too long', { socket_id: SOCKET, channel_name: `private-${'a'.repeat(200)}` }, 'channel_name'],
    ['channel_name as an array', { socket_id: SOCKET, channel_name: ['private-lpk.1'] }, 'channel_name'],
  ])('422 for %s', async (_what, body, field) => {
    const res = await auth(staffToken, body, 'en');
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('error');
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
  });

  test('422 messages are localised (id default)', async () => {
    const res = await auth(staffToken, { socket_id: 'x', channel_name: 'private-lpk.1' });
    expect(res.status).toBe(422);
    expect(res.body.errors?.socket_id).toEqual(['socket_id tidak valid.']);
    const en = await auth(staffToken, { socket_id: SOCKET, channel_name: 'bad name' }, 'en');
    expect(en.body.errors?.channel_name).toEqual(['The channel name is invalid.']);
  });
});

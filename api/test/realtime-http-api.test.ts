import type Pusher from 'pusher-js';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { createRateLimiter } from '../src/plugins/rate-limiter';
import { startRealtimeServer } from '../src/realtime/server';
import { DEMO, login, registerCaregiver } from './helpers';
import { answer, eventually, pusherJsFor, rawHttp, sdkFor, signed, socketIdOf, subscribe } from './realtime-http-api-helpers';
import { addStaff, closeTimerOf, echoFor, type EchoClient, once, pusherOf, sleep, type Stack, startStack, until } from './realtime-helpers';

/**
 * The Pusher Channels HTTP API on the real-time port, driven by the official `pusher` server SDK
 * (what any Node backend uses; Laravel's broadcaster speaks the same API) against the real
 * server, with real pusher-js and laravel-echo clients listening. One node, in memory.
 */
let stack: Stack;
const echoes: EchoClient[] = [];
const plain: Pusher[] = [];
const releases: Array<() => void> = [];

function echo(token: string | null): EchoClient {
  const client = echoFor(stack, token);
  echoes.push(client);
  return client;
}

function pusherJs(): Pusher {
  const client = pusherJsFor(stack);
  plain.push(client);
  return client;
}

let serial = 0;
/** A channel name of its own per test: the tests share one server. */
const fresh = (base: string) => `${base}-${++serial}`;

beforeAll(async () => {
  stack = await startStack();
});
afterEach(() => {
  echoes.splice(0).forEach((c) => c.disconnect());
  plain.splice(0).forEach((c) => c.disconnect());
  releases.splice(0).forEach((release) => release());
});
afterAll(() => stack?.close());

describe('publishing', () => {
  test('trigger reaches a pusher-js client; the answer is {}', async () => {
    const channel = fresh('news');
    const got = await subscribe(pusherJs(), channel, 'headline');
    const res = await answer(sdkFor(stack).trigger(channel, 'headline', { title: 'Halo' }));
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({});
    await until(() => got.length === 1, 1_000, 'event');
    expect(got[0]).toEqual({ title: 'Halo' });
  });

  test('a Laravel event (App\\Events\\...) reaches laravel-echo .listen() on a private channel', async () => {
    const { token, user } = await registerCaregiver(stack.app);
    const client = echo(token);
    const got: unknown[] = [];
    await once((cb) =>
      client
        .private(`App.Models.User.${user.id}`)
        .subscribed(() => cb(undefined))
        .listen('RegistrationStatusChanged', (e: unknown) => got.push(e)),
    );
    // What Laravel's pusher broadcaster sends for `broadcast(new RegistrationStatusChanged(...))`.
    const res = await answer(
      sdkFor(stack).trigger(`private-App.Models.User.${user.id}`, 'App\\Events\\RegistrationStatusChanged', { registration: { id: 9, status: 'approved' } }),
    );
    expect(res.status).toBe(200);
    await until(() => got.length === 1, 1_000, 'echo event');
    expect(got[0]).toEqual({ registration: { id: 9, status: 'approved' } });
  });

  test('one event to several channels reaches each; data sent as a string arrives as is', async () => {
    const [a, b] = [fresh('multi'), fresh('multi')];
    const client = pusherJs();
    const gotA = await subscribe(client, a, 'e');
    const gotB = await subscribe(client, b, 'e');
    expect((await answer(sdkFor(stack).trigger([a, b], 'e', 'plain text'))).status).toBe(200);
    await until(() => gotA.length === 1 && gotB.length === 1, 1_000, 'both channels');
    expect(gotA).toEqual(['plain text']);
  });

  test('triggerBatch publishes every event to its own channel', async () => {
    const [a, b] = [fresh('batch'), fresh('batch')];
    const client = pusherJs();
    const gotA = await subscribe(client, a, 'one');
    const gotB = await subscribe(client, b, 'two');
    const res = await answer(
      sdkFor(stack).triggerBatch([
        { channel: a, name: 'one', data: { n: 1 } },
        { channel: b, name: 'two', data: { n: 2 } },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({});
    await until(() => gotA.length === 1 && gotB.length === 1, 1_000, 'batch');
    expect([gotA[0], gotB[0]]).toEqual([{ n: 1 }, { n: 2 }]);
  });

  test('socket_id excludes that socket, in trigger and in batch', async () => {
    const channel = fresh('chat');
    const sender = pusherJs();
    const other = pusherJs();
    const gotSender = await subscribe(sender, channel, 'said');
    const gotOther = await subscribe(other, channel, 'said');
    const socketId = await socketIdOf(sender);
    const sdk = sdkFor(stack);
    expect((await answer(sdk.trigger(channel, 'said', { n: 1 }, { socket_id: socketId }))).status).toBe(200);
    expect((await answer(sdk.triggerBatch([{ channel, name: 'said', data: { n: 2 }, socket_id: socketId }]))).status).toBe(200);
    await until(() => gotOther.length === 2, 1_000, 'the other socket');
    await sleep(150);
    expect(gotSender).toEqual([]);
    expect(gotOther).toEqual([{ n: 1 }, { n: 2 }]);
  });

  test('info on trigger answers subscription_count per channel and user_count for presence channels', async () => {
    const channel = fresh('room');
    await subscribe(pusherJs(), channel, 'x');
    await subscribe(pusherJs(), channel, 'x');
    const staff = echo(await login(stack.app, DEMO.staff1));
    await once((cb) => staff.join('lpk.1').here(cb));
    const second = echo(await login(stack.app, DEMO.staff1)); // the same user, a second socket
    await once((cb) => second.join('lpk.1').here(cb));

    const res = await answer(sdkFor(stack).trigger([channel, 'presence-lpk.1'], 'x', {}, { info: 'subscription_count,user_count' }));
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      channels: {
        [channel]: { subscription_count: 2 },
        'presence-lpk.1': { user_count: 1, subscription_count: 2 },
      },
    });

    const batch = await answer(
      sdkFor(stack).triggerBatch([
        { channel, name: 'x', data: {}, info: 'subscription_count' },
        { channel: 'presence-lpk.1', name: 'x', data: {} },
      ]),
    );
    expect(batch.json()).toEqual({ batch: [{ subscription_count: 2 }, {}] });
  });

  test('our own API publishes through the same checks (and the same limits on channels)', async () => {
    const channel = fresh('own');
    const got = await subscribe(pusherJs(), channel, 'App\\Events\\Tick');
    await stack.app.broadcaster.event('Tick', channel, { n: 1 });
    await until(() => got.length === 1, 1_000, 'own event');
    const many = Array.from({ length: 101 }, (_, i) => `c${i}`);
    await expect(stack.realtime.broadcast(many, 'x', {})).rejects.toThrow(/channels/);
    await expect(stack.realtime.broadcast('ok', 'pusher:connection_established', {})).rejects.toThrow(/event name/);
  });
});

describe('channel queries', () => {
  test('GET /channels lists occupied channels, filtered by prefix, with user_count for presence', async () => {
    const channel = fresh('listed');
    await subscribe(pusherJs(), channel, 'x');
    const staff = echo(await login(stack.app, DEMO.staff2));
    await once((cb) => staff.join('lpk.2').here(cb));
    const other = await addStaff(stack, 2, 'Staf Dua B');
    const staffB = echo(other.token);
    await once((cb) => staffB.join('lpk.2').here(cb));
    const sdk = sdkFor(stack);

    const all = (await answer(sdk.get({ path: '/channels' }))).json() as { channels: Record<string, unknown> };
    expect(all.channels[channel]).toEqual({});
    expect(all.channels['presence-lpk.2']).toEqual({});

    const filtered = await answer(sdk.get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } }));
    expect(filtered.status).toBe(200);
    const channels = (filtered.json() as { channels: Record<string, unknown> }).channels;
    expect(channels['presence-lpk.2']).toEqual({ user_count: 2 });
    expect(Object.keys(channels).every((name) => name.startsWith('presence-'))).toBe(true);

    const prefixed = (await answer(sdk.get({ path: '/channels', params: { filter_by_prefix: channel } }))).json();
    expect(prefixed).toEqual({ channels: { [channel]: {} } });

    // user_count only for presence channels, as Pusher answers it.
    expect((await answer(sdk.get({ path: '/channels', params: { info: 'user_count' } }))).status).toBe(400);
  });

  test('GET /channels/{name}: occupied, subscription_count, user_count; an empty channel is not occupied', async () => {
    const channel = fresh('single');
    await subscribe(pusherJs(), channel, 'x');
    const sdk = sdkFor(stack);
    expect((await answer(sdk.get({ path: `/channels/${channel}` }))).json()).toEqual({ occupied: true });
    expect((await answer(sdk.get({ path: `/channels/${channel}`, params: { info: 'subscription_count' } }))).json()).toEqual({
      occupied: true,
      subscription_count: 1,
    });
    expect((await answer(sdk.get({ path: '/channels/nobody-here', params: { info: 'subscription_count' } }))).json()).toEqual({
      occupied: false,
      subscription_count: 0,
    });
    expect((await answer(sdk.get({ path: `/channels/${channel}`, params: { info: 'user_count' } }))).status).toBe(400);

    const staff = echo(await login(stack.app, DEMO.staff1));
    await once((cb) => staff.join('lpk.1').here(cb));
    const presence = await answer(sdk.get({ path: '/channels/presence-lpk.1', params: { info: 'user_count,subscription_count' } }));
    expect(presence.json()).toEqual({ occupied: true, user_count: 1, subscription_count: 1 });
  });

  test('GET /channels/{name}/users lists the users of a presence channel; other channels 400', async () => {
    const staff = echo(await login(stack.app, DEMO.staff1));
    await once((cb) => staff.join('lpk.1').here(cb));
    const other = await addStaff(stack, 1, 'Staf Satu B');
    const staffB = echo(other.token);
    await once((cb) => staffB.join('lpk.1').here(cb));
    const sdk = sdkFor(stack);
    const res = await answer(sdk.get({ path: '/channels/presence-lpk.1/users' }));
    expect(res.status).toBe(200);
    const { users } = res.json() as { users: Array<{ id: string }> };
    expect(users).toHaveLength(2);
    expect(users).toContainEqual({ id: String(other.id) });
    expect((await answer(sdk.get({ path: '/channels/public-room/users' }))).status).toBe(400);

    staffB.disconnect();
    await eventually(
      async () => ((await answer(sdk.get({ path: '/channels/presence-lpk.1/users' }))).json() as { users: unknown[] }).users.length === 1,
      2_000,
      'user left',
    );
  });
});

describe('terminate_connections', () => {
  test("closes every socket of the user; they do not reconnect; other users' sockets stay", async () => {
    const { token, user } = await registerCaregiver(stack.app);
    const first = echo(token);
    const second = echo(token);
    for (const client of [first, second]) {
      await once((cb) => client.private(`App.Models.User.${user.id}`).subscribed(() => cb(undefined)));
      releases.push(closeTimerOf(client));
    }
    const bystander = await registerCaregiver(stack.app);
    const stays = echo(bystander.token);
    await once((cb) => stays.private(`App.Models.User.${bystander.user.id}`).subscribed(() => cb(undefined)));

    const res = await answer(sdkFor(stack).terminateUserConnections(String(user.id)));
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({});
    await until(() => pusherOf(first).connection.state === 'disconnected' && pusherOf(second).connection.state === 'disconnected', 1_000, 'sockets closed');
    await sleep(1_200);
    expect(pusherOf(first).connection.state).toBe('disconnected');
    expect(pusherOf(second).connection.state).toBe('disconnected');
    expect(pusherOf(stays).connection.state).toBe('connected');
  });

  test('an id no socket can be bound to answers 200 and closes nothing', async () => {
    const client = pusherJs();
    await socketIdOf(client);
    expect((await answer(sdkFor(stack).terminateUserConnections('someone-else'))).status).toBe(200);
    await sleep(100);
    expect(client.connection.state).toBe('connected');
  });
});

describe('refusals (nothing is delivered)', () => {
  let channel: string;
  let got: unknown[];
  beforeEach(async () => {
    channel = fresh('guarded');
    got = await subscribe(pusherJs(), channel, 'e');
  });
  afterEach(async () => {
    await sleep(100);
    expect(got).toEqual([]);
  });

  test('a wrong secret: 401', async () => {
    const res = await answer(sdkFor(stack, { secret: 'not-the-secret' }).trigger(channel, 'e', {}));
    expect(res.status).toBe(401);
    expect(res.body).toMatch(/signature/i);
  });

  test('a wrong key: 401', async () => {
    expect((await answer(sdkFor(stack, { key: 'other-key' }).trigger(channel, 'e', {}))).status).toBe(401);
  });

  test('a stale or future timestamp (over 600 s): 401; within 600 s it passes', async () => {
    const body = JSON.stringify({ name: 'e', data: '{}', channels: [channel] });
    const sdk = sdkFor(stack);
    const stale = await signed(stack, sdk, 'POST', '/events', { body, nowMs: Date.now() - 601_000 });
    expect(stale.status).toBe(401);
    expect(stale.body).toMatch(/timestamp/i);
    expect((await signed(stack, sdk, 'POST', '/events', { body, nowMs: Date.now() + 601_000 })).status).toBe(401);
    expect((await signed(stack, sdk, 'GET', '/channels', { nowMs: Date.now() - 590_000 })).status).toBe(200);
  });

  test('a body other than the one signed (body_md5), or none signed: 401', async () => {
    const body = JSON.stringify({ name: 'e', data: '{}', channels: [channel] });
    const sdk = sdkFor(stack);
    expect((await signed(stack, sdk, 'POST', '/events', { body, sendBody: body.replace('{}', '{"x":1}') })).status).toBe(401);
    const unsignedBody = await signed(stack, sdk, 'POST', '/events', { sendBody: body });
    expect(unsignedBody.status).toBe(401);
    expect(unsignedBody.body).toMatch(/body_md5/);
  });

  test('no authentication at all: 401', async () => {
    const res = await fetch(`http://127.0.0.1:${stack.wsPort}/apps/${stack.app.config.pusher.appId}/events`, {
      method: 'POST',
      body: JSON.stringify({ name: 'e', data: '{}', channel }),
    });
    expect(res.status).toBe(401);
  });

  test('event data over the message limit (10 KB): 413; exactly at it passes elsewhere', async () => {
    const sdk = sdkFor(stack);
    const res = await answer(sdk.trigger(channel, 'e', 'x'.repeat(10 * 1024 + 1)));
    expect(res.status).toBe(413);
    // Counted in bytes: 5,121 two-byte characters are over it too.
    expect((await answer(sdk.trigger(channel, 'e', 'é'.repeat(5_121)))).status).toBe(413);
    const elsewhere = fresh('full');
    const gotFull = await subscribe(pusherJs(), elsewhere, 'e');
    expect((await answer(sdk.trigger(elsewhere, 'e', 'x'.repeat(10 * 1024)))).status).toBe(200);
    await until(() => gotFull.length === 1, 1_000, 'a 10 KB event');
  });

  test('one oversized event in a batch: 413 and none of the batch is published', async () => {
    const res = await answer(
      sdkFor(stack).triggerBatch([
        { channel, name: 'e', data: { ok: true } },
        { channel, name: 'e', data: 'x'.repeat(20_000) },
      ]),
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatch(/batch\[1\]/);
  });

  test('too many channels (101): 400', async () => {
    const channels = [channel, ...Array.from({ length: 100 }, (_, i) => `other-${i}`)];
    const res = await answer(sdkFor(stack).post({ path: '/events', body: { name: 'e', data: '{}', channels } as unknown as string }));
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/too many channels/i);
  });

  test('a batch of 11 events, or one invalid event among valid ones: 400', async () => {
    const sdk = sdkFor(stack);
    const eleven = Array.from({ length: 11 }, () => ({ channel, name: 'e', data: '{}' }));
    expect((await answer(sdk.post({ path: '/batch_events', body: { batch: eleven } as unknown as string }))).status).toBe(400);
    const mixed = {
      batch: [
        { channel, name: 'e', data: '{}' },
        { channel: 'bad channel!', name: 'e', data: '{}' },
      ],
    };
    const res = await answer(sdk.post({ path: '/batch_events', body: mixed as unknown as string }));
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/batch\[1\].*channel/);
  });

  test.each([
    ['data not a string', { name: 'e', data: { a: 1 }, channel: 'CH' }],
    ['no data', { name: 'e', channel: 'CH' }],
    ['invalid channel name', { name: 'e', data: '{}', channel: 'CH with spaces' }],
    ['no channel', { name: 'e', data: '{}' }],
    ['channel and channels', { name: 'e', data: '{}', channel: 'CH', channels: ['CH'] }],
    ['no event name', { data: '{}', channel: 'CH' }],
    ['event name over 200 characters', { name: 'e'.repeat(201), data: '{}', channel: 'CH' }],
    ['a protocol event name', { name: 'pusher_internal:member_added', data: '{}', channel: 'CH' }],
    ['a malformed socket_id', { name: 'e', data: '{}', channel: 'CH', socket_id: 'abc' }],
    ['an unknown info attribute', { name: 'e', data: '{}', channel: 'CH', info: 'everything' }],
    ['an array body', ['CH']],
  ])('%s: 400', async (_, template) => {
    const body = JSON.parse(JSON.stringify(template).replaceAll('"CH', `"${channel}`)) as unknown;
    const res = await answer(sdkFor(stack).post({ path: '/events', body: body as string }));
    expect(res.status).toBe(400);
  });

  test('a body that is not JSON: 400', async () => {
    const res = await signed(stack, sdkFor(stack), 'POST', '/events', { body: '{"name": "e", "data": ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/JSON/);
  });

  test('an unknown app id: 404', async () => {
    expect((await answer(sdkFor(stack, { appId: 'no-such-app' }).trigger(channel, 'e', {}))).status).toBe(404);
  });
});

describe('the HTTP edge of the port', () => {
  const appPath = () => `/apps/${stack.app.config.pusher.appId}`;

  test('/health and plain GETs answer as before; the upgrade still works', async () => {
    const health = await fetch(`http://127.0.0.1:${stack.wsPort}/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe('success');
    const plainGet = await fetch(`http://127.0.0.1:${stack.wsPort}/app/${stack.app.config.pusher.key}`);
    expect(plainGet.status).toBe(426);
    await socketIdOf(pusherJs());
  });

  test('unknown API paths 404; a known path with another method 405', async () => {
    const sdk = sdkFor(stack);
    expect((await signed(stack, sdk, 'GET', '/nothing')).status).toBe(404);
    expect((await signed(stack, sdk, 'GET', '/channels/a/b/c')).status).toBe(404);
    const wrongMethod = await signed(stack, sdk, 'GET', '/events');
    expect(wrongMethod.status).toBe(405);
    expect((await signed(stack, sdk, 'PUT', '/channels')).status).toBe(405);
    expect((await fetch(`http://127.0.0.1:${stack.wsPort}/apps`)).status).toBe(404);
  });

  test('the order of refusals: unknown app (404) before method (405); empty or overlong path parameters', async () => {
    const sdk = sdkFor(stack);
    // Another app with the wrong method is an unknown app, not a wrong method.
    const otherApp = await signed(stack, sdk, 'GET', '/events', { appId: 'no-such-app' });
    expect(otherApp.status).toBe(404);
    expect(otherApp.body).toMatch(/Unknown app/);
    const wrongMethod = await fetch(`http://127.0.0.1:${stack.wsPort}${appPath()}/users/7/terminate_connections`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect(wrongMethod.headers.get('content-type')).toMatch(/^text\/plain/);
    // A parameter left empty is no route; one too long for a channel name is an invalid channel (not an unknown path).
    expect((await signed(stack, sdk, 'GET', '/channels/')).status).toBe(404);
    expect((await signed(stack, sdk, 'POST', '/users//terminate_connections')).status).toBe(404);
    expect((await signed(stack, sdk, 'GET', `/channels/${'c'.repeat(300)}`)).body).toMatch(/Invalid channel name/);
    expect((await signed(stack, sdk, 'GET', '/channels/a%2Fb')).status).toBe(400);
  });

  test('a parameter given twice, or malformed percent-encoding in the path: 400', async () => {
    const query = sdkFor(stack).createSignedQueryString({ method: 'GET', path: `${appPath()}/channels`, params: { info: 'user_count' } });
    expect((await fetch(`http://127.0.0.1:${stack.wsPort}${appPath()}/channels?${query}&info=subscription_count`)).status).toBe(400);
    expect((await fetch(`http://127.0.0.1:${stack.wsPort}${appPath()}/channels/%E0%A4%A`)).status).toBe(400);
  });

  test('a body over the limit is refused with 413 without being read; the server goes on', async () => {
    const head = `POST ${appPath()}/batch_events?auth_key=x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n`;
    const reply = await rawHttp(stack.wsPort, head, Buffer.alloc(64 * 1024, 'a'));
    expect(reply).toMatch(/^HTTP\/1\.1 413/);
    // Chunked, no length announced: cut off once past the limit.
    const chunkedHead = `POST ${appPath()}/events?auth_key=x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const chunk = Buffer.alloc(512 * 1024, 'a');
    const chunked = await rawHttp(stack.wsPort, chunkedHead, Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]));
    expect(chunked).toMatch(/^HTTP\/1\.1 (413|401)/);
    expect((await fetch(`http://127.0.0.1:${stack.wsPort}/health`)).status).toBe(200);
  });

  test('a client that vanishes mid-body and garbage on the port do not hurt the server', async () => {
    const head = `POST ${appPath()}/events HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n`;
    await rawHttp(stack.wsPort, head, '{"name":', 100);
    await rawHttp(stack.wsPort, 'POST /apps/\u0000 HTTP/1.1\r\n\r\n', '', 300);
    const channel = fresh('after');
    const got = await subscribe(pusherJs(), channel, 'e');
    expect((await answer(sdkFor(stack).trigger(channel, 'e', {}))).status).toBe(200);
    await until(() => got.length === 1, 1_000, 'still serving');
  });

  test('requests over the per-address rate are answered 429 with Retry-After, in plain text, until the second ends', async () => {
    let now = 1_000_000;
    const limited = await startRealtimeServer({
      config: { ...stack.app.config, host: '127.0.0.1', redisUrl: undefined },
      logger: stack.app.log,
      port: 0,
      // PUSHER_HTTP_API_RATE=3, counted on a clock of the test's own.
      rateLimiter: createRateLimiter({ ...DEFAULT_RATE_LIMITS, pusher_http_api: { max: 3, windowSeconds: 1 } }, null, () => now),
    });
    try {
      const sdk = sdkFor({ ...stack, wsPort: limited.port });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await answer(sdk.get({ path: '/channels' }))).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      // Unsigned, unknown: counted before anything else is looked at.
      const refused = await fetch(`http://127.0.0.1:${limited.port}/apps/other/nothing`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.text()).toBe('Too many requests; slow down');
      now += 1_000;
      expect((await answer(sdk.get({ path: '/channels' }))).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

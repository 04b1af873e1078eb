import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { createClient } from 'redis';
import { call, DEMO, login, registerCaregiver } from './helpers';
import { addStaff, closeTimerOf, echoFor, type EchoClient, once, pusherOf, sleep, type Stack, startStack, until } from './realtime-helpers';

/**
 * Two API nodes (each: HTTP API + real-time server, on their own random ports) sharing one
 * Redis, as in a multi-node deployment. Needs Redis: REDIS_URL, or a local one on 6379.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

function redisReachable(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = `require('net').connect(${Number(port || 6379)}, ${JSON.stringify(hostname)}).on('connect', () => process.exit(0)).on('error', () => process.exit(1)); setTimeout(() => process.exit(1), 1000);`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0;
}

const reachable = redisReachable(REDIS_URL);
if (!reachable && process.env.REDIS_URL) throw new Error(`REDIS_URL is set but ${REDIS_URL} is not reachable`);
const describeWithRedis = reachable ? describe : describe.skip;

describeWithRedis('two nodes sharing Redis', () => {
  // A private app id per run: keys and the pub/sub topic cannot collide with other runs.
  const appId = `test-${randomBytes(6).toString('hex')}`;
  const pusher = { appId, key: 'lpk-local-key', secret: 'lpk-local-secret', cluster: 'ap1', port: 0 };
  let a: Stack;
  let b: Stack;
  const clients: EchoClient[] = [];
  const releases: Array<() => void> = [];
  const redis = createClient({ url: REDIS_URL });

  const echo = (stack: Stack, token: string | null) => {
    const client = echoFor(stack, token);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    await redis.connect();
    // Two API nodes of one deployment: one database, one Redis, each its own ports.
    a = await startStack({ config: { pusher }, redisUrl: REDIS_URL, heartbeatMs: 300, clientEvents: true });
    b = await startStack({ config: { pusher }, redisUrl: REDIS_URL, heartbeatMs: 300, clientEvents: true, shareDbWith: a });
  });
  afterEach(() => {
    clients.splice(0).forEach((c) => c.disconnect());
    releases.splice(0).forEach((release) => release());
  });
  afterAll(async () => {
    // Node B first: it shares node A's database, which A's close destroys.
    await b?.close();
    await a?.close();
    const keys = await redis.keys(`lpk-rt:${appId}:*`);
    if (keys.length) await redis.del(keys);
    await redis.close();
  });

  test('both nodes report the Redis bus', () => {
    expect(a.realtime.stats().bus).toBe('redis');
    expect(b.realtime.stats().bus).toBe('redis');
    expect(a.realtime.nodeId).not.toBe(b.realtime.nodeId);
  });

  test('an event published through node A reaches a client connected to node B within one second', async () => {
    const { token, user } = await registerCaregiver(b.app);
    const client = echo(b, token);
    const got: unknown[] = [];
    await once((cb) =>
      client
        .private(`App.Models.User.${user.id}`)
        .subscribed(() => cb(undefined))
        .listen('RegistrationStatusChanged', (e: unknown) => got.push(e)),
    );
    const started = Date.now();
    await a.app.broadcaster.event('RegistrationStatusChanged', `private-App.Models.User.${user.id}`, { registration: { id: 7, status: 'learning' } });
    await until(() => got.length === 1, 1_000, 'event across nodes');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(got[0]).toEqual({ registration: { id: 7, status: 'learning' } });
  });

  test('each client gets an event once, whichever node it is on, and the excepted socket none', async () => {
    const token = await login(a.app, DEMO.staff1);
    const onA = echo(a, token);
    const onB = echo(b, await login(b.app, DEMO.staff1));
    const gotA: unknown[] = [];
    const gotB: unknown[] = [];
    await once((cb) =>
      onA
        .private('lpk.1')
        .subscribed(() => cb(undefined))
        .listen('Tick', (e: unknown) => gotA.push(e)),
    );
    await once((cb) =>
      onB
        .private('lpk.1')
        .subscribed(() => cb(undefined))
        .listen('Tick', (e: unknown) => gotB.push(e)),
    );
    await b.realtime.broadcast('private-lpk.1', 'App\\Events\\Tick', { n: 1 });
    await a.realtime.broadcast('private-lpk.1', 'App\\Events\\Tick', { n: 2 }, onB.socketId());
    await until(() => gotA.length === 2 && gotB.length === 1, 1_000, 'ticks');
    await sleep(200);
    // Events published on different nodes may arrive in either order; each arrives once.
    expect(gotA).toHaveLength(2);
    expect(gotA).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }]));
    expect(gotB).toEqual([{ n: 1 }]);
  });

  test('client events cross nodes and never come back to the sender', async () => {
    const onA = echo(a, await login(a.app, DEMO.staff1));
    const onB = echo(b, await login(b.app, DEMO.staff1));
    const gotA: unknown[] = [];
    const gotB: unknown[] = [];
    await once((cb) =>
      onA
        .private('lpk.1')
        .subscribed(() => cb(undefined))
        .listenForWhisper('typing', (e: unknown) => gotA.push(e)),
    );
    await once((cb) =>
      onB
        .private('lpk.1')
        .subscribed(() => cb(undefined))
        .listenForWhisper('typing', (e: unknown) => gotB.push(e)),
    );
    onA.private('lpk.1').whisper('typing', { from: 'A' });
    await until(() => gotB.length === 1, 1_000, 'whisper on B');
    await sleep(150);
    expect(gotA).toEqual([]);
  });

  test('presence members are shared across nodes; a node shutting down removes its members', async () => {
    const staffA = echo(a, await login(a.app, DEMO.staff1));
    const hereA = await once<Array<{ id: number }>>((cb) => staffA.join('lpk.1').here(cb));
    expect(hereA).toHaveLength(1);

    // A third node, so that closing it leaves A and B running.
    const c = await startStack({ config: { pusher }, redisUrl: REDIS_URL, heartbeatMs: 300, shareDbWith: a });
    try {
      const other = await addStaff(c, 1, 'Sari Node C');
      const staffC = echoFor(c, other.token);
      const joining = once<{ full_name: string }>((cb) => staffA.join('lpk.1').joining(cb));
      const hereC = await once<Array<{ full_name: string }>>((cb) => staffC.join('lpk.1').here(cb));
      expect(hereC.map((m) => m.full_name)).toContain('Sari Node C');
      expect(hereC).toHaveLength(2);
      expect((await joining).full_name).toBe('Sari Node C');

      const leaving = once<{ full_name: string }>((cb) => staffA.join('lpk.1').leaving(cb), 5_000);
      await c.realtime.close();
      expect((await leaving).full_name).toBe('Sari Node C');
      staffC.disconnect();
      // Nothing of node C is left in Redis.
      const sockets = await redis.hGetAll(`lpk-rt:${appId}:presence:presence-lpk.1:sockets`);
      expect(Object.keys(sockets).some((field) => field.startsWith(`${c.realtime.nodeId}|`))).toBe(false);
      expect(await redis.exists(`lpk-rt:${appId}:node:${c.realtime.nodeId}`)).toBe(0);
    } finally {
      await c.close();
    }
  });

  test('members of a node that died without cleaning up are swept', async () => {
    const channel = 'presence-lpk.2';
    const socketsKey = `lpk-rt:${appId}:presence:${channel}:sockets`;
    const usersKey = `lpk-rt:${appId}:presence:${channel}:users`;
    // A crashed node: its member is in Redis, its heartbeat key is gone.
    await redis.hSet(socketsKey, 'deadnode|1.1', JSON.stringify({ user_id: '999999', user_info: { full_name: 'Ghost' } }));
    await redis.hSet(usersKey, '999999', '1');

    const staff2 = echo(b, await login(b.app, DEMO.staff2));
    const here = await once<Array<{ full_name: string }>>((cb) => staff2.join('lpk.2').here(cb));
    expect(here.map((m) => m.full_name)).not.toContain('Ghost');
    expect(Number(await redis.hExists(socketsKey, 'deadnode|1.1'))).toBe(0);
    expect(Number(await redis.hExists(usersKey, '999999'))).toBe(0);
  });

  test('a node that stops beating is noticed by the periodic sweep: its members leave', async () => {
    const channel = 'presence-lpk.3';
    // A node that is alive for another 600 ms and then dies silently (no clean-up).
    await redis.set(`lpk-rt:${appId}:node:fading`, '1', { PX: 600 });
    await redis.hSet(`lpk-rt:${appId}:presence:${channel}:sockets`, 'fading|2.2', JSON.stringify({ user_id: '888888', user_info: { full_name: 'Fading' } }));
    await redis.hSet(`lpk-rt:${appId}:presence:${channel}:users`, '888888', '1');
    const other = await addStaff(a, 3, 'Staf Tiga');
    const client = echo(a, other.token);
    const here = await once<Array<{ full_name: string }>>((cb) => client.join('lpk.3').here(cb));
    expect(here.map((m) => m.full_name).sort()).toEqual(['Fading', 'Staf Tiga']);
    const left = await once<{ full_name: string }>((cb) => client.join('lpk.3').leaving(cb), 5_000, 'sweep');
    expect(left.full_name).toBe('Fading');
  });

  describe('revoked tokens close their sockets on every node', () => {
    const tokenIdOf = (token: string) => Number(token.split('|')[0]);

    /** A client on `node` subscribed to the user's channel, its auth request posted to `authVia`. */
    async function subscribedOn(node: Stack, authVia: Stack, token: string, userId: number) {
      const client = echoFor(node, token, { authEndpoint: `${authVia.httpUrl}/broadcasting/auth` });
      clients.push(client);
      const got: unknown[] = [];
      await once((cb) =>
        client
          .private(`App.Models.User.${userId}`)
          .subscribed(() => cb(undefined))
          .listen('Ping', (e: unknown) => got.push(e)),
      );
      releases.push(closeTimerOf(client));
      return { client, got, state: () => pusherOf(client).connection.state };
    }

    test('a token revoked through node A closes its socket on node B within one second', async () => {
      const { token, user, email, password } = await registerCaregiver(a.app);
      const onB = await subscribedOn(b, b, token, user.id);
      // Bound on node B by an auth request that node A answered: the binding crossed the bus.
      const authViaA = await subscribedOn(b, a, token, user.id);
      const otherToken = await login(a.app, { email, password });
      const stays = await subscribedOn(a, a, otherToken, user.id);

      expect((await call(a.app, 'POST', '/api/lpk/logout', { token })).status).toBe(200);
      const started = Date.now();
      await a.app.broadcaster.terminateTokens([tokenIdOf(token)]);
      await until(() => onB.state() === 'disconnected' && authViaA.state() === 'disconnected', 1_000, 'sockets on node B closed');
      expect(Date.now() - started).toBeLessThan(1_000);

      await a.app.broadcaster.event('Ping', `private-App.Models.User.${user.id}`, { n: 1 });
      await until(() => stays.got.length === 1, 1_000, 'the other token still served');
      await sleep(200);
      expect(onB.got).toEqual([]);
      expect(authViaA.got).toEqual([]);
      expect(onB.state()).toBe('disconnected');
      expect(stays.state()).toBe('connected');
    });

    test('terminateUser through node B closes the user’s sockets on node A', async () => {
      const { token, user, email, password } = await registerCaregiver(a.app);
      const first = await subscribedOn(a, a, token, user.id);
      const second = await subscribedOn(a, b, await login(b.app, { email, password }), user.id);
      const started = Date.now();
      await b.app.broadcaster.terminateUser(user.id);
      await until(() => first.state() === 'disconnected' && second.state() === 'disconnected', 1_000, 'sockets on node A closed');
      expect(Date.now() - started).toBeLessThan(1_000);
    });
  });
});

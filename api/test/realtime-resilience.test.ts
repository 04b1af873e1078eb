import { RESYNC_EVENT } from 'contracts';
import { addressKey, AddressLimit } from '../src/realtime/address-limit';
import type { OwnRedis } from './faults/own-redis';
import { call, registerCaregiver } from './helpers';
import { closeTimerOf, echoFor, type EchoClient, once, pusherOf, RawClient, type Stack, startStack, twoNodesOnOwnRedis, until } from './realtime-helpers';

/**
 * What a real deployment meets on the real-time side: one address opening every slot, a
 * revocation whose order was lost, and a Redis outage between nodes (events published meanwhile
 * never arrive elsewhere: every node tells its clients to resync, and re-checks the tokens behind
 * its sockets). The outage tests run two nodes on a Redis of their own, killed and restarted.
 */

describe('connections per client address', () => {
  test('IPv6 clients count by their /64, IPv4-mapped ones as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('garbage')).toBe('garbage');
    const limit = new AddressLimit(2);
    expect(limit.tryAdd('2001:db8::1')).toBe(true);
    expect(limit.tryAdd('2001:db8::2')).toBe(true);
    expect(limit.tryAdd('2001:db8::3')).toBe(false);
    expect(limit.tryAdd('2001:db8:0:1::1')).toBe(true); // another /64
    limit.release('2001:db8::1');
    expect(limit.tryAdd('2001:db8::9')).toBe(true);
  });

  describe('on a node', () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ config: { trustProxy: 1 }, limits: { maxConnectionsPerAddress: 3, maxConnections: 10 } });
    });
    afterAll(() => stack?.close());

    const openFrom = (address: string) => RawClient.open(stack.wsPort, undefined, { 'x-forwarded-for': address });

    test('one address past its cap gets 4100; other addresses still get in; a slot frees when a socket closes', async () => {
      const mine = [await openFrom('198.51.100.1'), await openFrom('198.51.100.1'), await openFrom('198.51.100.1')];
      for (const c of mine) await c.next((f) => f.event === 'pusher:connection_established');
      const fourth = await openFrom('198.51.100.1');
      const refused = await fourth.next((f) => f.event === 'pusher:error');
      expect(refused.data).toEqual({ code: 4100, message: 'Over capacity: at most 3 connections per address' });
      await until(() => fourth.closeCode === 4100, 2_000, 'closed with 4100');

      const other = await openFrom('198.51.100.2');
      await other.next((f) => f.event === 'pusher:connection_established');

      mine[0]!.ws.close();
      await until(() => mine[0]!.closeCode !== undefined, 2_000, 'closed');
      await new Promise((r) => setTimeout(r, 50));
      const again = await openFrom('198.51.100.1');
      await again.next((f) => f.event === 'pusher:connection_established');
      [...mine, fourth, other, again].forEach((c) => c.ws.terminate());
    });
  });
});

describe('revocations that never reached a node', () => {
  let stack: Stack;
  const clients: EchoClient[] = [];
  beforeAll(async () => {
    stack = await startStack({ revocationCheckMs: 200 });
  });
  afterAll(async () => {
    clients.forEach((c) => c.disconnect());
    await stack?.close();
  });

  test('a socket whose token is gone from the database is closed with 4009 by the periodic check', async () => {
    const { token, user } = await registerCaregiver(stack.app);
    const client = echoFor(stack, token);
    clients.push(client);
    await once((cb) =>
      client
        .private(`App.Models.User.${user.id}`)
        .subscribed(() => cb(undefined))
        .listen('Ping', () => undefined),
    );
    const release = closeTimerOf(client);
    const codes: number[] = [];
    pusherOf(client).connection.bind('error', (e: { data?: { code?: number } }) => e.data?.code && codes.push(e.data.code));
    // The token is deleted as a logout on another node would, but no termination order arrives here.
    const tokenId = Number(token.split('|')[0]);
    await stack.app.db.deleteFrom('personal_access_tokens').where('id', '=', tokenId).execute();
    await until(() => codes.includes(4009), 3_000, 'closed by the check');
    await until(() => pusherOf(client).connection.state !== 'connected', 3_000, 'disconnected');
    release();
  });
});

describe('a Redis outage between two nodes', () => {
  const nodes = twoNodesOnOwnRedis('outage');
  let redis: OwnRedis;
  let a: Stack;
  let b: Stack;
  const { clients, releases } = nodes;
  beforeAll(() => ({ redis, a, b } = nodes));

  async function subscribedOnB(token: string, userId: number) {
    const client = echoFor(b, token);
    clients.push(client);
    const got: string[] = [];
    const channel = client.private(`App.Models.User.${userId}`);
    await once((cb) =>
      channel
        .subscribed(() => cb(undefined))
        .listen('Ping', () => got.push('Ping'))
        .listen(`.${RESYNC_EVENT}`, () => got.push(RESYNC_EVENT)),
    );
    releases.push(closeTimerOf(client));
    const codes: number[] = [];
    pusherOf(client).connection.bind('error', (e: { data?: { code?: number } }) => e.data?.code && codes.push(e.data.code));
    return { client, got, codes };
  }

  test('events sent meanwhile are lost to node B, its clients are told to resync, and a token revoked meanwhile closes its socket', async () => {
    const staying = await registerCaregiver(a.app);
    const revoked = await registerCaregiver(a.app);
    const stays = await subscribedOnB(staying.token, staying.user.id);
    const goes = await subscribedOnB(revoked.token, revoked.user.id);

    await redis.kill();
    // Published through node A while Redis is down: node B cannot hear it.
    await a.app.broadcaster.event('Ping', `private-App.Models.User.${staying.user.id}`, { n: 1 });
    // Logged out through node A: the termination order cannot reach node B either; node B's own
    // check while its link is down closes the socket (timed in realtime-revocation-outage.test.ts).
    expect((await call(a.app, 'POST', '/api/lpk/logout', { token: revoked.token })).status).toBe(200);

    await redis.start();
    const back = Date.now();
    await until(() => stays.got.includes(RESYNC_EVENT), 10_000, 'resync on node B');
    await until(() => goes.codes.includes(4009), 10_000, 'revoked socket closed');
    expect(Date.now() - back).toBeLessThan(10_000);
    expect(pusherOf(stays.client).connection.state).toBe('connected');

    // And live delivery between the nodes works again, once node A's link is back too.
    await until(() => a.realtime.stats().link === 'up' && b.realtime.stats().link === 'up', 10_000, 'both links up');
    await a.app.broadcaster.event('Ping', `private-App.Models.User.${staying.user.id}`, { n: 2 });
    await until(() => stays.got.filter((e) => e === 'Ping').length >= 1, 3_000, 'live again');
  }, 40_000);

  test('a subscription signed during the outage for a socket on the same node still works', async () => {
    const person = await registerCaregiver(b.app);
    await redis.kill();
    try {
      const client = echoFor(b, person.token);
      clients.push(client);
      await once((cb) => client.private(`App.Models.User.${person.user.id}`).subscribed(() => cb(undefined)), 5_000, 'subscribed during the outage');
    } finally {
      await redis.start();
    }
  }, 30_000);
});

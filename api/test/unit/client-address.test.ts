import Fastify from 'fastify';
import { clientAddress, clientAddressOf, compileTrust, parseTrustProxy, type TrustProxy } from '../../src/lib/client-address';

/**
 * The one function that says who the client is (lib/client-address.ts): the socket's peer, or
 * behind TRUST_PROXY the rightmost X-Forwarded-For entry that is not a trusted proxy. What a client
 * writes to the left of what our proxies appended never counts; text that is no address never
 * becomes one.
 */
const of = (setting: TrustProxy, peer: string | undefined, forwardedFor?: string | string[]) => clientAddress(peer, forwardedFor, compileTrust(setting));

describe('a hop count', () => {
  test('none (0): the peer, whatever X-Forwarded-For says', () => {
    expect(compileTrust(0)).toBeNull();
    expect(of(0, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(of(0, '203.0.113.9')).toBe('203.0.113.9');
  });

  test('one proxy: the rightmost entry (what the proxy appended), never the ones the client wrote', () => {
    expect(of(1, '10.0.0.1', '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(of(1, '10.0.0.1', '1.1.1.1, 2.2.2.2, 3.3.3.3, 203.0.113.9')).toBe('203.0.113.9');
    expect(of(1, '10.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    // No header: the peer (a request from the proxy itself, or one that did not go through it).
    expect(of(1, '10.0.0.1')).toBe('10.0.0.1');
  });

  test('two proxies: the peer and the rightmost entry are trusted, the entry left of them is the client', () => {
    expect(of(2, '10.0.0.2', '198.51.100.7, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
    // Fewer entries than hops (the request reached the inner proxy directly): the leftmost.
    expect(of(2, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(of(3, '10.0.0.3', '203.0.113.9, 10.0.0.8, 10.0.0.9')).toBe('203.0.113.9');
  });
});

describe('a list of proxy addresses and networks', () => {
  const proxies = ['10.0.0.0/8', '127.0.0.1', '::1', '2001:db8:ffff::/48'];

  test('a peer that is not a listed proxy is the client: its X-Forwarded-For is not believed', () => {
    expect(of(proxies, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(of(proxies, '11.0.0.1', '198.51.100.1')).toBe('11.0.0.1');
  });

  test('the walk goes right to left through the listed proxies and stops at the first other address', () => {
    expect(of(proxies, '10.0.0.2', '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(of(proxies, '10.0.0.2', '198.51.100.7, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
    expect(of(proxies, '127.0.0.1', '198.51.100.7, 203.0.113.9, 10.0.0.7, 10.9.9.9')).toBe('203.0.113.9');
    // A client that writes a proxy's address to the left of its own gains nothing.
    expect(of(proxies, '10.0.0.2', '10.0.0.5, 203.0.113.9')).toBe('203.0.113.9');
    // Every hop a proxy (a request sent by a proxy itself): the leftmost.
    expect(of(proxies, '10.0.0.2', '10.0.0.3, 10.0.0.4')).toBe('10.0.0.3');
    // The walk stops after 32 trusted hops: a header of trusted addresses cannot make it long.
    const chain = Array.from({ length: 40 }, (_, i) => `10.0.1.${i}`);
    expect(of(proxies, '10.0.0.2', ['203.0.113.9', ...chain].join(', '))).toBe('10.0.1.8');
  });

  test('IPv6 proxies and networks, IPv6 clients', () => {
    expect(of(proxies, '::1', '198.51.100.7, 2001:db8:5::1')).toBe('2001:db8:5::1');
    expect(of(proxies, '2001:db8:ffff:1::2', '2001:db8:5::1, 2001:db8:ffff:2::3')).toBe('2001:db8:5::1');
    expect(of(proxies, '2001:db8:fffe::2', '198.51.100.7')).toBe('2001:db8:fffe::2'); // outside the /48
  });

  test('an IPv4-mapped IPv6 peer or entry is its IPv4 address (a dual-stack socket)', () => {
    expect(of(proxies, '::ffff:10.0.0.2', '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(of(proxies, '::ffff:10.0.0.2', '198.51.100.7, 203.0.113.9, ::ffff:10.0.0.7')).toBe('203.0.113.9');
    expect(of(proxies, '::ffff:203.0.113.9', '198.51.100.7')).toBe('::ffff:203.0.113.9');
    expect(of(['::ffff:10.0.0.0/104'], '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
  });

  test('named ranges (proxy-addr): loopback, uniquelocal', () => {
    expect(of(['loopback', 'uniquelocal'], '127.0.0.1', '203.0.113.9, 192.168.1.2')).toBe('203.0.113.9');
  });
});

describe('garbage', () => {
  const settings: TrustProxy[] = [1, 2, 5, ['10.0.0.0/8', '::1']];

  test('an entry that is no address ends the walk: the client is the hop that handed it over', () => {
    expect(of(1, '10.0.0.1', 'not an address')).toBe('10.0.0.1');
    expect(of(1, '10.0.0.1', '203.0.113.9, ')).toBe('10.0.0.1');
    expect(of(1, '10.0.0.1', '203.0.113.9:4711')).toBe('10.0.0.1');
    expect(of(1, '10.0.0.1', '[2001:db8::1]')).toBe('10.0.0.1');
    expect(of(1, '10.0.0.1', '1.5')).toBe('10.0.0.1'); // inet_aton's short form is no address here
    expect(of(1, '10.0.0.1', '')).toBe('10.0.0.1');
    expect(of(3, '10.0.0.3', '198.51.100.7, , 10.0.0.8')).toBe('10.0.0.8');
    expect(of(['10.0.0.0/8'], '10.0.0.2', '198.51.100.7, unknown, 10.0.0.7')).toBe('10.0.0.7');
    // Garbage to the left of the client's entry is never reached.
    expect(of(1, '10.0.0.1', '"><script>, 203.0.113.9')).toBe('203.0.113.9');
  });

  test('nothing a client sends throws, and a made-up text never comes back as the address', () => {
    const nasty = [
      ',,,,',
      ' , ',
      '\u0000',
      '🙂, 203.0.113.9🙂',
      'x'.repeat(8_000),
      Array.from({ length: 4_000 }, (_, i) => `10.0.${i % 250}.1`).join(', '),
      '::ffff:999.1.1.1',
      'fe80::1%eth0',
      '2001:db8::1/64',
      '203.0.113.9\r\nSet-Cookie: a=b',
      '__proto__',
    ];
    for (const setting of settings) {
      for (const header of nasty) {
        for (const peer of ['10.0.0.1', '::1', '203.0.113.200']) {
          const address = of(setting, peer, header);
          expect(address === peer || header.includes(address)).toBe(true);
          expect(address.length).toBeLessThanOrEqual(45);
        }
      }
    }
    // Several X-Forwarded-For lines (an array), and a socket that has gone: no throw.
    expect(of(1, '10.0.0.1', ['198.51.100.7', '203.0.113.9'])).toBe('203.0.113.9');
    expect(of(1, undefined, '203.0.113.9')).toBe('unknown');
  });
});

describe('TRUST_PROXY as written', () => {
  test('hop counts, the old yes/no, lists', () => {
    expect(parseTrustProxy('0')).toBe(0);
    expect(parseTrustProxy('false')).toBe(0);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('On')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.0/8 ,127.0.0.1, ::1,')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(parseTrustProxy('fd00::/8')).toEqual(['fd00::/8']);
  });

  test('anything else is refused, saying why without repeating it', () => {
    for (const bad of ['33', '-1', '1.5', 'proxy.internal', '10.0.0.0/33', '::1/129', '10.0.0.0/8,10.0.0.1:80', ',', 'yes please']) {
      expect(() => parseTrustProxy(bad)).toThrow(TypeError);
    }
    expect(() => parseTrustProxy('10.0.0.1,proxy.internal')).toThrow(/entry 2 is not an IP address or CIDR/);
    try {
      parseTrustProxy('10.0.0.1,proxy.internal');
    } catch (error) {
      expect((error as Error).message).not.toContain('proxy.internal');
    }
  });
});

describe("Fastify's request.ip agrees (the app hands Fastify the same compiled setting)", () => {
  const cases: [TrustProxy, string, string | undefined][] = [
    [0, '203.0.113.9', '198.51.100.7'],
    [1, '10.0.0.1', '198.51.100.7, 203.0.113.9'],
    [2, '10.0.0.2', '198.51.100.7, 203.0.113.9, 10.0.0.7'],
    [['10.0.0.0/8'], '10.0.0.2', '198.51.100.7, 203.0.113.9, 10.0.0.7'],
    [['10.0.0.0/8'], '203.0.113.50', '198.51.100.7'],
    [['10.0.0.0/8', '::1'], '::ffff:10.0.0.2', '2001:db8:5::1, ::1'],
    [1, '10.0.0.1', undefined],
  ];

  test.each(cases)('%j, peer %s, X-Forwarded-For %s', async (setting, peer, forwardedFor) => {
    const trust = compileTrust(setting);
    const app = Fastify({ trustProxy: trust ?? false });
    app.decorate('proxyTrust', trust);
    app.get('/', async (request) => ({ ip: request.ip, client: clientAddressOf(request) }));
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/',
        remoteAddress: peer,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      });
      const { ip, client } = res.json() as { ip: string; client: string };
      expect(client).toBe(ip);
      expect(client).toBe(clientAddress(peer, forwardedFor, trust));
    } finally {
      await app.close();
    }
  });
});

import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import { rememberedPerHeader } from './header-memo';

/*
 * The client's address: the one answer every limit (HTTP rate limits, the login throttle, the
 * Pusher HTTP API's limit), the real-time per-address cap, the canary guard, the access log and
 * both audit logs (`client_address` of audit_logs and operator_audit) use. Nothing else reads
 * `request.ip`, `X-Forwarded-For` or the socket's peer for it.
 *
 * Behind reverse proxies (TRUST_PROXY) the hops a request went through are, nearest first: the
 * socket's peer, then the X-Forwarded-For entries from right to left (each proxy appends the
 * address it was reached from; everything left of what our own proxies wrote is the client's own
 * text). The walk goes through the trusted hops and stops at the first one that is not trusted:
 * that is the client.
 * - A hop count N trusts the N nearest hops: the peer and the N-1 rightmost entries. N=1 (one
 *   proxy): the rightmost entry is the client.
 * - A list of proxy addresses and networks trusts a hop whose address is in it.
 * - A hop that is not an IP address (garbage, an empty entry, a port) ends the walk: the client is
 *   then the trusted hop that handed it over, so made-up text never becomes an address of its own.
 * - When every hop is trusted, the leftmost entry is the client (a request from a proxy itself);
 *   the walk stops after MAX_PROXY_HOPS trusted hops (a header cannot make it long).
 */

/**
 * TRUST_PROXY as configured: how many proxy hops stand in front of the node (0 = none: the socket's
 * peer is the client), or the trusted proxies' addresses and networks (IPv4, IPv6, CIDR, or
 * `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = number | readonly string[];

/** Whether the hop at `hop` (0 = the socket's peer, 1 = the rightmost X-Forwarded-For entry, ...) is a trusted proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** Hop counts above this are a mistake in the setting, not a deployment; a walk stops after this many trusted hops. */
export const MAX_PROXY_HOPS = 32;

const HOP_COUNT = /^\d{1,9}$/;
const ON = ['true', 'yes', 'on'];
const OFF = ['false', 'no', 'off'];
/** proxy-addr's names for the loopback, link-local and private networks. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY's text as a setting; throws a TypeError saying what is wrong (never echoing the text).
 * `1`..`32` is a hop count, `0`/`false`/`no`/`off` none, `true`/`yes`/`on` one hop (what the
 * yes/no flag meant), anything else a comma-separated list of proxy addresses and networks.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const text = raw.trim().toLowerCase();
  if (OFF.includes(text)) return 0;
  if (ON.includes(text)) return 1;
  if (HOP_COUNT.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS) throw new TypeError(`is a hop count above ${MAX_PROXY_HOPS}`);
    return hops;
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new TypeError('names no proxy');
  entries.forEach((entry, index) => {
    try {
      // proxy-addr also takes short forms such as `10.1` (10.0.0.1); an entry must be an address as node:net reads one.
      const address = entry.split('/')[0]!;
      if (!NAMED_RANGES.includes(entry) && isIP(address) === 0) throw new TypeError('not an address');
      proxyAddr.compile(entry);
    } catch {
      throw new TypeError(
        `is neither a hop count (0 to ${MAX_PROXY_HOPS}) nor a list of proxy addresses and networks (e.g. 10.0.0.0/8,::1): entry ${index + 1} is not an IP address or CIDR`,
      );
    }
  });
  return entries;
}

/**
 * The setting as the walk uses it (and Fastify's `trustProxy`); null = no proxy. Throws on an
 * invalid list (parseTrustProxy checks it first). A list's answer for an address is remembered
 * (proxy-addr parses the address each time, ~1 µs): the proxies' own addresses come on every request.
 */
export function compileTrust(setting: TrustProxy): ProxyTrust | null {
  if (typeof setting === 'number') {
    if (setting <= 0) return null;
    return (_address, hop) => hop < setting;
  }
  if (setting.length === 0) return null;
  const inList = proxyAddr.compile([...setting]);
  const isProxy = rememberedPerHeader((address) => inList(address, 0), 1024);
  return (address) => isProxy(address);
}

/**
 * The client's address from the socket's peer and X-Forwarded-For (the walk described above);
 * for raw requests (the real-time port's upgrades and HTTP API) as for Fastify's. Any header text
 * is safe to give: it never throws. 'unknown' only when the socket has no peer any more.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trust: ProxyTrust | null): string {
  if (peer === undefined) return 'unknown';
  if (trust === null || forwardedFor === undefined || !trust(peer, 0)) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  let client = peer;
  // Entries from the right, without splitting the whole header: `end` is where the next one ends.
  for (let end = header.length, hop = 1; end >= 0 && hop <= MAX_PROXY_HOPS; hop += 1) {
    const start = end === 0 ? -1 : header.lastIndexOf(',', end - 1);
    const entry = header.slice(start + 1, end).trim();
    end = start;
    if (isIP(entry) === 0) return client;
    client = entry;
    if (!trust(entry, hop)) return client;
  }
  return client;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** TRUST_PROXY compiled (null = no proxy): read by clientAddressOf. */
    proxyTrust: ProxyTrust | null;
  }
}

/**
 * The client's address of an API request (TRUST_PROXY as the app was built with). Use this, not
 * `request.ip`: Fastify's answer differs where an entry is not an address (it returns the text).
 */
export function clientAddressOf(request: FastifyRequest): string {
  return clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], request.server.proxyTrust ?? null);
}

import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { safeDecode } from '../lib/uri';

/**
 * The untrusted edge of the real-time server: the request line and headers of an upgrade, read
 * before any WebSocket exists. Everything here is total: it returns a verdict for any input and
 * never throws (an exception in an `upgrade` listener would end the process). No regular
 * expressions run on what the client sent.
 */

/** Longest request target we look at (Node's header limit is 16 KB; a Pusher URL is ~80 bytes). */
export const MAX_TARGET_LENGTH = 4_096;
/** Longest Origin header we compare. */
const MAX_ORIGIN_LENGTH = 1_024;

export type UpgradeTarget =
  /** `/app/{key}?...`; `key` is null when its percent-encoding is malformed (refused as an unknown app). */
  | { kind: 'app'; key: string | null; query: URLSearchParams }
  /** Any other path (refused with 4005 after the upgrade, as Pusher does). */
  | { kind: 'other' };

/**
 * Reads the request target of an upgrade. Only the origin form (`/path?query`) is accepted;
 * anything else (the absolute form `http://host/...`, `*`, an empty or huge target) is
 * undefined, answered with 400 before the upgrade.
 */
export function parseUpgradeTarget(raw: unknown): UpgradeTarget | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_TARGET_LENGTH || raw[0] !== '/') return undefined;
  const hash = raw.indexOf('#');
  const target = hash < 0 ? raw : raw.slice(0, hash);
  const mark = target.indexOf('?');
  const path = mark < 0 ? target : target.slice(0, mark);
  const search = mark < 0 ? '' : target.slice(mark + 1);
  const prefix = '/app/';
  if (!path.startsWith(prefix)) return { kind: 'other' };
  const encodedKey = path.slice(prefix.length);
  if (encodedKey.length === 0 || encodedKey.includes('/')) return { kind: 'other' };
  // URLSearchParams never throws: malformed escapes in the query are kept as they are.
  return { kind: 'app', key: safeDecode(encodedKey) ?? null, query: new URLSearchParams(search) };
}

/**
 * Which browser origins may open a WebSocket: the CORS origins (CORS_ORIGINS) and the product's
 * own origin (APP_URL, where the front end may be served). Compared exactly, as @fastify/cors
 * compares them. A request without an Origin header (a server-side client: Node pusher-js, a
 * load balancer's probe) is allowed: browsers always send one, and the header only protects
 * browsers from pages of other sites.
 */
export function originPolicy(corsOrigins: readonly string[] = [], appUrl?: string): (origin: string | string[] | undefined) => boolean {
  const allowed = new Set(corsOrigins.map((o) => o.trim()).filter(Boolean));
  if (appUrl) {
    try {
      allowed.add(new URL(appUrl).origin);
    } catch {
      // An APP_URL that is not a URL adds nothing.
    }
  }
  return (origin) => {
    if (origin === undefined) return true;
    // Node joins repeated headers; an array or a joined list is not one origin.
    if (typeof origin !== 'string' || origin.length > MAX_ORIGIN_LENGTH) return false;
    return allowed.has(origin);
  };
}

/**
 * Answers an upgrade (or a request the HTTP parser gave up on) with a bare HTTP status and
 * closes the socket; never throws.
 */
export function rejectSocket(socket: Duplex, status: number, message = STATUS_CODES[status] ?? 'Error'): void {
  try {
    if (socket.writable) {
      const body = `${message}\n`;
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      // A peer that does not read the answer is cut off.
      setTimeout(() => socket.destroy(), 1_000).unref();
    } else {
      socket.destroy();
    }
  } catch {
    socket.destroy();
  }
}

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AppCredentials } from '../signature';
import { ApiError } from './events';

/**
 * Authentication of the Pusher HTTP API, as Pusher does it and every Pusher server SDK signs:
 *
 *   auth_key        the app key
 *   auth_timestamp  Unix seconds, within 600 s of the server's clock
 *   auth_version    1.0
 *   body_md5        hex MD5 of the body, when there is a body
 *   auth_signature  hex HMAC-SHA256(secret, "METHOD\nPATH\nQUERY"), QUERY being every other query
 *                   parameter (body_md5 included) as key=value, sorted by key, joined with &,
 *                   with the values as sent before URL-encoding
 */

/** How far the request's clock may be from ours, in seconds (Pusher's 600). */
export const MAX_CLOCK_SKEW_SECONDS = 600;

export function md5Hex(body: Buffer | string): string {
  return createHash('md5').update(body).digest('hex');
}

/** The string the signature covers. `params` must not hold auth_signature. */
export function stringToSign(method: string, path: string, params: ReadonlyMap<string, string>): string {
  const query = [...params.entries()]
    // Sorted by key as the SDKs sort them (code units, not locale).
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return `${method}\n${path}\n${query}`;
}

export function signRequest(secret: string, method: string, path: string, params: ReadonlyMap<string, string>): string {
  return createHmac('sha256', secret)
    .update(stringToSign(method, path, params))
    .digest('hex');
}

/**
 * Reads the query string into a map; a parameter given twice is refused (the string to sign
 * would be ambiguous). URLSearchParams never throws: malformed escapes are kept as they are.
 */
export function parseQuery(search: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(search)) {
    if (params.has(key)) throw new ApiError(400, `Query parameter ${JSON.stringify(key.slice(0, 40))} given more than once`);
    params.set(key, value);
  }
  return params;
}

const unauthorized = (message: string) => new ApiError(401, message);

/**
 * Checks key, timestamp, version and signature of a request (everything but body_md5, which
 * needs the body: see `checkBodyMd5`). Throws ApiError 401. Runs before the body is read.
 */
export function verifyRequest(app: AppCredentials, method: string, path: string, query: ReadonlyMap<string, string>, nowMs: number): void {
  const key = query.get('auth_key');
  const timestamp = query.get('auth_timestamp');
  const version = query.get('auth_version');
  const signature = query.get('auth_signature');
  if (key === undefined || timestamp === undefined || version === undefined || signature === undefined) {
    throw unauthorized('Missing authentication parameters: auth_key, auth_timestamp, auth_version and auth_signature are required');
  }
  if (key !== app.key) throw unauthorized('Unknown auth_key');
  if (version !== '1.0') throw unauthorized('Unsupported auth_version: 1.0 expected');
  const now = Math.floor(nowMs / 1000);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
    throw unauthorized(`Timestamp expired: given timestamp (${timestamp.slice(0, 20)}) not within ${MAX_CLOCK_SKEW_SECONDS}s of server time (${now})`);
  }
  const signed = new Map(query);
  signed.delete('auth_signature');
  const expected = Buffer.from(signRequest(app.secret, method, path, signed));
  const actual = Buffer.from(signature.toLowerCase());
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    // The string to sign helps whoever writes a client; it holds nothing secret.
    const hint = JSON.stringify(stringToSign(method, path, signed).slice(0, 1_000));
    throw unauthorized(`Invalid signature: expected the HMAC-SHA256 hex digest of ${hint} with the app secret`);
  }
}

/** A body needs `body_md5` and must match it; a `body_md5` without a body must be that of "". */
export function checkBodyMd5(query: ReadonlyMap<string, string>, body: Buffer): void {
  const given = query.get('body_md5');
  if (given === undefined) {
    if (body.length > 0) throw unauthorized('Missing body_md5: a request with a body must sign its MD5');
    return;
  }
  if (given.toLowerCase() !== md5Hex(body)) throw unauthorized('Invalid body_md5: the body is not the one signed');
}

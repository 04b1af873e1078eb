import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AppConfig } from '../src/config';
import { createLoggedApp, rateLimits, type LoggedApp } from './helpers';

/**
 * The front door (plugins/front-door.ts): a fresh cached search seen before is answered before
 * Fastify, over a real socket (app.inject never goes through it). Its answer must be the one
 * Fastify gives: the same headers in the same order, the same body, counted by the rate limiter,
 * with one access-log line; anything it is not sure about is Fastify's.
 */
type Served = LoggedApp & { port: number };

async function served(config: Partial<AppConfig> = {}): Promise<Served> {
  const t = await createLoggedApp(config);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...t, port: (t.app.server.address() as { port: number }).port };
}

interface Answer {
  status: number;
  /** Header names and values in the order they were written, without Date. */
  headers: [string, string][];
  body: Buffer;
}

function get(port: number, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) if (res.rawHeaders[i] !== 'Date') pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

const header = (answer: Answer, name: string) => answer.headers.find(([n]) => n.toLowerCase() === name)?.[1];
/** What changes from one answer to the next: the request id, the count left and the seconds to the window's end. */
const VARYING = new Set(['x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-cache']);
const steady = (answer: Answer) => answer.headers.map(([n, v]) => (VARYING.has(n) ? [n, '*'] : [n, v]));
const SEARCH = '/api/lpk/institutes?fee=medium&sort=price_asc&per_page=20';
const completed = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request completed');

describe('front door: a cached search answered before Fastify', () => {
  let t: Served;
  beforeAll(async () => {
    t = await served();
  });
  afterAll(() => t.close());

  test('gives the same status, headers (in order) and body as Fastify, counted by the rate limiter, one log line each', async () => {
    const asked: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip, deflate, br' }, { 'accept-language': 'en' }];
    for (const [i, headers] of asked.entries()) {
      const before = completed(t.lines).length;
      // A URL of its own each time (the cache keeps one answer for both encodings).
      const url = `${SEARCH}&page=${i + 1}`;
      const first = await get(t.port, url, headers); // Fastify: a miss, computed and cached
      const second = await get(t.port, url, headers); // the front door
      expect(header(first, 'x-cache')).toBe('MISS');
      expect(header(second, 'x-cache')).toBe('HIT');
      expect(second.status).toBe(200);
      expect(steady(second)).toEqual(steady(first));
      expect(second.body.equals(first.body)).toBe(true);
      expect(Number(header(second, 'x-ratelimit-remaining'))).toBe(Number(header(first, 'x-ratelimit-remaining')) - 1);
      expect(header(second, 'x-request-id')).not.toBe(header(first, 'x-request-id'));
      const lines = completed(t.lines).slice(before);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatchObject({ reqId: header(second, 'x-request-id'), method: 'GET', url, status: 200 });
    }
    const gzip = await get(t.port, SEARCH, { 'accept-encoding': 'gzip' });
    expect(header(gzip, 'content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString()).status).toBe('success');
  });

  test('a request with an Origin and a URL never asked before are answered by Fastify', async () => {
    await get(t.port, SEARCH);
    const cors = await get(t.port, SEARCH, { origin: 'https://elsewhere.example' });
    expect(header(cors, 'x-cache')).toBe('HIT'); // Fastify's preParsing answer, with CORS's own handling
    expect(header(cors, 'vary')).toBe('Origin, Accept-Language, Accept-Encoding');
    const fresh = await get(t.port, `${SEARCH}&page=9`);
    expect(header(fresh, 'x-cache')).toBe('MISS');
    const invalid = await get(t.port, '/api/lpk/institutes?per_page=0');
    expect(invalid.status).toBe(422);
  });
});

test('front door: over the rate limit, the request is given to Fastify for its 429', async () => {
  const t = await served({ rateLimit: rateLimits({ search: { max: 3, windowSeconds: 60 } }) });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await get(t.port, SEARCH)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await get(t.port, SEARCH);
    expect(header(refused, 'retry-after')).toBeDefined();
    expect(JSON.parse(refused.body.toString()).status).toBe('error');
  } finally {
    await t.close();
  }
});

test('front door: without rate limits, the answer has no rate-limit headers, as through Fastify', async () => {
  const t = await served({ rateLimit: rateLimits({}, false) });
  try {
    const first = await get(t.port, SEARCH);
    const second = await get(t.port, SEARCH);
    expect(header(second, 'x-cache')).toBe('HIT');
    expect(steady(second)).toEqual(steady(first));
    expect(header(second, 'x-ratelimit-limit')).toBeUndefined();
  } finally {
    await t.close();
  }
});

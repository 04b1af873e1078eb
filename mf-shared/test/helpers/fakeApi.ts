/**
 * A fake API for screen tests, checked against the contracts (issue 36): a real loopback server
 * (server.ts) that answers each route — keyed `'METHOD /path/:param'` — with its default fixture or
 * with what a test set (`api.use`), and records what the screen sent (`api.requests`). Every answer
 * with a JSON body is parsed with the response schema the contracts give that route for that status
 * (contracts/src/http: `route.response[status]`); an answer that drifts from the contract fails the
 * test that gave it (after it, with the route and the schema's complaint). Each remote holds its own
 * route table with default fixtures (mf-account/test/fake-api, mf-public/test/fake-api).
 */
import type { z } from 'zod';
import { startServer, type Reply, type SeenRequest } from './server';

export type { Reply };

/** What the fake needs of a contracts route object: its answers by status (a zod schema; a file's answer is an OpenAPI description, not checked). */
export interface ContractRoute {
  response: Partial<Record<number, z.ZodType | object>>;
}

/** One route of a remote's table: its contract, and the data it answers with unless a test says otherwise. */
export interface RouteDef {
  route: ContractRoute;
  /** The default `data` of a 200 answer (a fresh value per call); without it the route answers 404 until a test sets it. */
  data?: () => unknown;
}

/** `'GET /api/lpk/sessions'`, `'DELETE /api/lpk/sessions/:id'` → its contract and default. */
export type RouteTable = Record<string, RouteDef>;

/** One request as the screen sent it. */
export interface Call {
  /** The table's key it matched (`'POST /api/lpk/reports/:id/notes'`), or `'GET /api/lpk/unknown'` for an unknown path. */
  route: string;
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body parsed; any other body (multipart) as its raw text; undefined when empty. */
  body: unknown;
  headers: SeenRequest['headers'];
}

export type Answer = Reply | ((call: Call) => Reply);

export interface FakeApi {
  readonly url: string;
  /** Answers `route` (a key of the table) with `answer` until the end of the test (or the next `use` of it). */
  use(route: string, answer: Answer): void;
  /** The requests sent so far in this test, all or those of one route key. */
  requests(route?: string): Call[];
  /** Requests the table has no route for (answered 404). */
  readonly unrouted: Call[];
  /** This test's answers that broke their contract so far (the test fails after it unless this is emptied). */
  readonly breaches: string[];
}

/** `{ status: 'success', data }` as the API answers (and `message` when given). */
export function ok(data: unknown, message?: string): Reply {
  return { body: message === undefined ? { status: 'success', data } : { status: 'success', message, data } };
}

/** An error answer as the API gives it: `{ status: 'error', message, errors? }`. */
export function fail(status: number, message: string, errors?: Record<string, string[]>): Reply {
  return { status, body: errors ? { status: 'error', message, errors } : { status: 'error', message } };
}

const NOT_FOUND: Reply = fail(404, 'Not found');

interface Compiled {
  key: string;
  method: string;
  pattern: RegExp;
  names: string[];
  def: RouteDef;
}

function compile(table: RouteTable): Compiled[] {
  return Object.entries(table).map(([key, def]) => {
    const [method, path] = key.split(' ') as [string, string];
    const names: string[] = [];
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { key, method, pattern: new RegExp(`^${source}$`), names, def };
  });
}

function parseBody(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(Buffer.from(raw, 'latin1').toString('utf8')) as unknown;
  } catch {
    return raw;
  }
}

const isSchema = (value: unknown): value is z.ZodType => typeof (value as Partial<z.ZodType> | undefined)?.safeParse === 'function';

/**
 * The contract's complaints about `reply` on `route`: none for a raw answer (a file's bytes), none
 * for a server failure (5xx: any route may give one, the contracts list the answers of the API's own rules).
 */
function breaches(found: Compiled, reply: Reply): string[] {
  const status = reply.status ?? 200;
  if (reply.raw !== undefined || reply.hang || reply.drop || status >= 500) return [];
  const schema = found.def.route.response[status];
  if (!schema) return [`${found.key}: the contract has no ${status} answer`];
  if (!isSchema(schema)) return [];
  const parsed = schema.safeParse(reply.body ?? { status: 'success', data: null });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${found.key} ${status}: ${issue.path.join('.') || '(body)'}: ${issue.message}`);
}

/**
 * Starts the fake API for one test file (beforeAll) and points mf-shared's client at it; after each
 * test it fails the test if an answer broke its contract, then forgets the test's answers and requests.
 */
export function fakeApiForFile(table: RouteTable): FakeApi {
  const routes = compile(table);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let answers = new Map<string, Answer>();
  let calls: Call[] = [];
  let unrouted: Call[] = [];
  let violations: string[] = [];

  const handle = (request: SeenRequest): Reply => {
    const url = new URL(request.url, 'http://api.test');
    const call = { method: request.method, path: url.pathname, query: url.searchParams, body: parseBody(request.body), headers: request.headers };
    for (const found of routes) {
      const match = found.method === request.method ? found.pattern.exec(url.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(found.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
      const seen: Call = { route: found.key, params, ...call };
      calls.push(seen);
      const answer = answers.get(found.key) ?? (found.def.data ? ok(found.def.data()) : undefined);
      if (!answer) return NOT_FOUND; // no answer given: the fake's own 404, not the route's
      const reply = typeof answer === 'function' ? answer(seen) : answer;
      violations.push(...breaches(found, reply));
      return reply;
    }
    const seen: Call = { route: `${request.method} ${url.pathname}`, params: {}, ...call };
    calls.push(seen);
    unrouted.push(seen);
    return NOT_FOUND;
  };

  beforeAll(async () => {
    server = await startServer(handle);
    window.__LPK_CONFIG__ = { ...window.__LPK_CONFIG__, apiBaseUrl: server.url };
  });
  afterAll(async () => {
    delete window.__LPK_CONFIG__;
    await server?.close();
  });
  afterEach(() => {
    const broken = violations;
    answers = new Map();
    calls = [];
    unrouted = [];
    violations = [];
    expect(broken).toEqual([]);
  });

  return {
    get url() {
      if (!server) throw new Error('fakeApiForFile: the server starts in beforeAll');
      return server.url;
    },
    use(route, answer) {
      if (!routes.some((found) => found.key === route)) throw new Error(`fake API: no route ${route} in the table (add it with its contract)`);
      answers.set(route, answer);
    },
    requests: (route) => (route ? calls.filter((call) => call.route === route) : [...calls]),
    get unrouted() {
      return unrouted;
    },
    get breaches() {
      return violations;
    },
  };
}

import { DOCUMENTED } from '../src/plugins/contract';
import { call, createTestApp, type TestApp } from './helpers';

/**
 * The API's contract (docs/contract.md): every route declares its schemas from the contracts
 * package, and the OpenAPI document at /api/docs/json covers every route with them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const documented = () => t.app.routeCatalogue.filter((route) => DOCUMENTED.test(route.url));
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

test('the API has routes to document (the catalogue is filled)', () => {
  expect(documented().length).toBeGreaterThan(25);
});

test('every API route declares its answers, its parameters and its body', () => {
  const missing: string[] = [];
  for (const { method, url, schema } of documented()) {
    const what: string[] = [];
    if (!schema?.response) what.push('response');
    if (url.includes(':') && !schema?.params) what.push('params');
    if (['POST', 'PUT', 'PATCH'].includes(method) && !schema?.body && !(schema as { consumes?: string[] } | undefined)?.consumes) what.push('body');
    if (what.length) missing.push(`${method} ${url}: ${what.join(', ')}`);
  }
  expect(missing).toEqual([]);
});

test('the OpenAPI 3.1 document at /api/docs/json covers every API route with its schemas', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  type Operation = { responses?: Record<string, { content?: unknown }> };
  const doc = res.json() as { openapi: string; info: { version: string }; paths: Record<string, Record<string, Operation>> };
  expect(doc.openapi).toBe('3.1.0');
  const absent: string[] = [];
  for (const { method, url } of documented()) {
    const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
    // A route without a schema still appears, with a bare "Default Response": not documented.
    if (!Object.values(operation?.responses ?? {}).some((answer) => answer.content !== undefined)) absent.push(`${method} ${url}`);
  }
  expect(absent).toEqual([]);
  // Only the API: neither the site's files nor the development sign-in provider.
  expect(Object.keys(doc.paths).every((path) => DOCUMENTED.test(path))).toBe(true);
});

test('/api/docs is a browsable page', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).toContain('swagger');
});

test('invalid input answers the localised 422 of the route schema, field by field', async () => {
  const en = await call(t.app, 'GET', '/api/lpk/institutes?page=0', { lang: 'en' });
  expect(en.status).toBe(422);
  expect(en.body.status).toBe('error');
  expect(Object.keys(en.body.errors ?? {})).toEqual(['page']);
  const id = await call(t.app, 'GET', '/api/lpk/institutes?page=0', { lang: 'id' });
  expect(id.body.errors?.page?.[0]).not.toEqual(en.body.errors?.page?.[0]);
});

test('an anonymous request is refused before its body is looked at (401, not 422)', async () => {
  const res = await call(t.app, 'POST', '/api/lpk/change-password', { body: { nonsense: true } });
  expect(res.status).toBe(401);
});

describe('the OpenAPI document a client generator reads', () => {
  type Operation = { operationId?: string; tags?: string[]; responses?: Record<string, { description?: string }> };
  let doc: { tags?: { name: string; description?: string }[]; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  const operations = () =>
    Object.entries(doc.paths).flatMap(([url, byMethod]) => Object.entries(byMethod).map(([method, op]) => ({ at: `${method.toUpperCase()} ${url}`, op })));

  test('every operation has an operationId, and no two share one', () => {
    expect(
      operations()
        .filter(({ op }) => !op.operationId)
        .map(({ at }) => at),
    ).toEqual([]);
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    // named by what the call does (the contract's name), not by its path
    expect(doc.paths['/api/lpk/institutes']?.get?.operationId).toBe('instituteSearch');
  });

  test('every tag an operation uses is declared with a description, and every declared tag is used', () => {
    const declared = (doc.tags ?? []).map((tag) => tag.name);
    expect((doc.tags ?? []).filter((tag) => !tag.description)).toEqual([]);
    const used = new Set(operations().flatMap(({ op }) => op.tags ?? []));
    expect([...used].filter((tag) => !declared.includes(tag))).toEqual([]);
    expect(declared.filter((tag) => !used.has(tag))).toEqual([]);
    expect(
      operations()
        .filter(({ op }) => !op.tags?.length)
        .map(({ at }) => at),
    ).toEqual([]);
  });

  test('every response is described (none is "Default Response")', () => {
    const bare = operations().flatMap(({ at, op }) =>
      Object.entries(op.responses ?? {})
        .filter(([, answer]) => !answer.description || answer.description === 'Default Response')
        .map(([status]) => `${at} ${status}`),
    );
    expect(bare).toEqual([]);
  });
});

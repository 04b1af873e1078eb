import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { validate } from '@readme/openapi-parser';
import { createTestApp, type TestApp } from './helpers';

/**
 * The OpenAPI document is one a client generator can use: it validates as OpenAPI 3.1, and
 * openapi-typescript generates types from it that give a typed client (openapi-fetch) which
 * compiles, refuses a wrong call at compile time, and searches the running API.
 */
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');
const bin = (file: string) => path.join(ROOT, 'node_modules', file);

let t: TestApp;
let baseUrl: string;
let dir: string;
let doc: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  doc = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as Record<string, unknown>;
  // Inside the repository, so the generated client resolves openapi-fetch and typescript from node_modules.
  mkdirSync(bin('.cache'), { recursive: true });
  dir = mkdtempSync(path.join(bin('.cache'), 'openapi-client-'));
  writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
  await run(process.execPath, [bin('openapi-typescript/bin/cli.js'), path.join(dir, 'openapi.json'), '-o', path.join(dir, 'api.d.ts')]);
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the document is valid OpenAPI 3.1', async () => {
  const result = await validate(structuredClone(doc) as Parameters<typeof validate>[0]);
  expect(result.valid ? [] : result.errors).toEqual([]);
});

const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api';

const client = createClient<paths>({ baseUrl: process.argv[2] });
async function main(): Promise<void> {
  const { data, error } = await client.GET('/api/lpk/institutes', { params: { query: { q: 'a', per_page: '5' } } });
  if (error || !data) throw new Error('search failed');
  const names: string[] = data.data.items.map((item) => item.name);
  const total: number = data.data.meta.total;
  console.log(JSON.stringify({ names: names.length, total }));
}
void main();
`;

const tsc = (file: string) =>
  run(process.execPath, [
    bin('typescript/bin/tsc'),
    '--noEmit',
    '--strict',
    '--skipLibCheck',
    '--module',
    'nodenext',
    '--moduleResolution',
    'nodenext',
    '--target',
    'es2022',
    path.join(dir, file),
  ]).then(
    () => '',
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );

test('a typed client generated from it compiles and searches the running API', async () => {
  writeFileSync(path.join(dir, 'client.ts'), CLIENT);
  expect(await tsc('client.ts')).toBe('');
  const { stdout } = await run(process.execPath, [bin('tsx/dist/cli.mjs'), path.join(dir, 'client.ts'), baseUrl]);
  const answer = JSON.parse(stdout.trim()) as { names: number; total: number };
  expect(answer.names).toBeGreaterThan(0);
  expect(answer.total).toBeGreaterThanOrEqual(answer.names);
}, 60_000);

test('the generated types refuse a call the contract does not allow', async () => {
  // A query-string integer is digits in a string (the contract's pattern), not a number.
  writeFileSync(path.join(dir, 'wrong.ts'), CLIENT.replace("per_page: '5'", 'per_page: 5'));
  expect(await tsc('wrong.ts')).toMatch(/wrong\.ts\(\d+,\d+\): error TS2322/);
  writeFileSync(path.join(dir, 'nopath.ts'), CLIENT.replace("'/api/lpk/institutes'", "'/api/lpk/no-such-route'"));
  expect(await tsc('nopath.ts')).toMatch(/nopath\.ts\(\d+,\d+\): error TS/);
}, 60_000);

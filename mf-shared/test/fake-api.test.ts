/**
 * The fake API of the remotes' screen tests (test/helpers/fakeApi.ts): answers by route with a
 * default or a test's own answer, records what was sent, and holds every answer to its contract.
 */
import { errorAnswers, envelope } from 'contracts';
import { z } from 'zod';
import { ApiError, getData, postData } from '../src';
import { fail, fakeApiForFile, ok } from './helpers/fakeApi';

const item = z.object({ id: z.number().int(), name: z.string() });
const api = fakeApiForFile({
  'GET /api/lpk/things': { route: { response: { 200: envelope(z.object({ items: z.array(item) })) } }, data: () => ({ items: [{ id: 1, name: 'one' }] }) },
  'POST /api/lpk/things/:id/rename': { route: { response: { 200: envelope(item), ...errorAnswers(422) } } },
});

test('a route answers its default until a test sets its own answer, for that test only', async () => {
  await expect(getData('/api/lpk/things', { silent: true })).resolves.toEqual({ items: [{ id: 1, name: 'one' }] });
  api.use('GET /api/lpk/things', ok({ items: [] }));
  await expect(getData('/api/lpk/things')).resolves.toEqual({ items: [] });
});

test('the answer of the previous test is forgotten; a route without a default answers 404', async () => {
  await expect(getData('/api/lpk/things')).resolves.toEqual({ items: [{ id: 1, name: 'one' }] });
  await expect(postData('/api/lpk/things/2/rename', { name: 'two' }, { silent: true })).rejects.toBeInstanceOf(ApiError);
});

test('what the screen sent is recorded by route, with its path parameters, query and JSON body', async () => {
  api.use('POST /api/lpk/things/:id/rename', (call) => ok({ id: Number(call.params.id), name: (call.body as { name: string }).name }));
  await expect(postData('/api/lpk/things/2/rename', { name: 'dua ✓' })).resolves.toEqual({ id: 2, name: 'dua ✓' });
  await getData('/api/lpk/things', { page: 3 });
  const [rename] = api.requests('POST /api/lpk/things/:id/rename');
  expect(rename).toMatchObject({ method: 'POST', path: '/api/lpk/things/2/rename', params: { id: '2' }, body: { name: 'dua ✓' } });
  expect(api.requests('GET /api/lpk/things')[0]!.query.get('page')).toBe('3');
  expect(api.requests().map((call) => call.route)).toEqual(['POST /api/lpk/things/:id/rename', 'GET /api/lpk/things']);
});

test('an answer outside the contract is caught, with the route and the field', async () => {
  api.use('GET /api/lpk/things', ok({ items: [{ id: 'one', name: 'one' }] }));
  await getData('/api/lpk/things');
  api.use('POST /api/lpk/things/:id/rename', fail(409, 'Taken'));
  await postData('/api/lpk/things/2/rename', { name: 'x' }, { silent: true }).catch(() => undefined);
  expect(api.breaches.splice(0)).toEqual([
    'GET /api/lpk/things 200: data.items.0.id: Invalid input: expected number, received string',
    'POST /api/lpk/things/:id/rename: the contract has no 409 answer',
  ]);
});

test('an error the contract lists passes; a path outside the table answers 404 and is listed', async () => {
  api.use('POST /api/lpk/things/:id/rename', fail(422, 'Check the name.', { name: ['Too short.'] }));
  await expect(postData('/api/lpk/things/2/rename', { name: '' }, { silent: true })).rejects.toMatchObject({ status: 422 });
  await expect(getData('/api/lpk/elsewhere', {}, { silent: true })).rejects.toMatchObject({ status: 404 });
  expect(api.unrouted.map((call) => call.route)).toEqual(['GET /api/lpk/elsewhere']);
  expect(() => api.use('GET /api/lpk/elsewhere', ok(null))).toThrow('no route GET /api/lpk/elsewhere in the table');
});

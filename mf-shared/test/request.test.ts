import { ApiError, api, getData, postData, request, toast } from '../src';
import { testApiServer } from './helpers/server';

/** The one place answers are opened: request/getData/postData/getFile of mf-shared. */

const testApi = testApiServer();

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (error instanceof ApiError) return error;
  throw new Error('expected an ApiError');
}

test('getData opens the envelope and leaves empty query values out of the URL', async () => {
  testApi.reply = () => ({ body: { status: 'success', data: { items: [1] } } });
  await expect(getData('/api/lpk/institutes', { q: 'sakura', province: '', program: undefined, page: 2 })).resolves.toEqual({ items: [1] });
  expect(testApi.seen[0]!.url).toBe('/api/lpk/institutes?q=sakura&page=2');
});

test('a success without data is a failure (no toast), unless none is expected; the message comes along', async () => {
  testApi.reply = () => ({ body: { status: 'success', message: 'Done.' } });
  const error = await failure(postData('/api/lpk/registrations', { lpk_id: 1 }));
  expect(error).toMatchObject({ kind: 'envelope', message: 'An error occurred. Please try again.' });
  expect(toast.list()).toEqual([]);
  await expect(request({ method: 'delete', url: '/api/lpk/me' }, true)).resolves.toEqual({ data: undefined, message: 'Done.' });
});

test('bytes asked as such (a PDF) pass the success rule; a refusal is read from its JSON, as a toast', async () => {
  testApi.reply = () => ({ raw: Buffer.from('%PDF-1.3', 'latin1'), headers: { 'Content-Type': 'application/pdf' } });
  const response = await api.get<ArrayBuffer>('/api/lpk/registrations/1/certificate.pdf', { responseType: 'arraybuffer' });
  expect(new TextDecoder().decode(response.data)).toBe('%PDF-1.3');
  expect(response.headers['content-type']).toBe('application/pdf');

  testApi.reply = () => ({ status: 404, body: { status: 'error', message: 'No certificate yet.' } });
  expect(await failure(api.get('/x.pdf', { responseType: 'arraybuffer' }))).toMatchObject({ status: 404, message: 'No certificate yet.' });
  expect(toast.list().map((item) => item.message)).toEqual(['No certificate yet.']);
});

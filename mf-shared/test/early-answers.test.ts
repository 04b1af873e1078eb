/**
 * Early answers (src/api/early.ts): the first GETs of a public page, started by the page's early
 * script before the code has loaded, are taken by the first getData asking for them, once; in any
 * other case (another language, a signed-in user, an old or failed answer, another API) the
 * request goes to the API as usual, with its usual error handling.
 */
import { EARLY_GET_META, FIRST_GETS_NAMED_META } from 'contracts';
import { earlyKey, getData, setSession, toast } from '../src';
import { hasEarlyAnswers, startEarlyGets, takeEarly } from '../src/api/early';
import { makeUser } from './helpers/fixtures';
import { testApiServer } from './helpers/server';

const testApi = testApiServer();
const FACTS = '/api/lpk/facts';

function early(answers: Record<string, unknown>, overrides: { lang?: string; at?: number; origin?: string } = {}): void {
  window.__LPK_EARLY__ = {
    origin: overrides.origin ?? testApi.url,
    lang: overrides.lang ?? 'en',
    at: overrides.at ?? Date.now(),
    answers: Object.fromEntries(Object.entries(answers).map(([key, body]) => [key, Promise.resolve(body)])),
  };
}
const success = (data: unknown) => ({ status: 'success', data });

beforeEach(() => {
  testApi.reply = () => ({ body: success('from the API') });
});
afterEach(() => {
  window.__LPK_EARLY__ = undefined;
});

test('one name per GET whatever the order of its query; empty values left out', () => {
  expect(earlyKey('/api/lpk/jobs', { page: 1, per_page: 12, experience: 'experienced', lpk_id: undefined, q: '' })).toBe(
    earlyKey('/api/lpk/jobs', new URLSearchParams('experience=experienced&page=1&per_page=12')),
  );
  expect(earlyKey(FACTS)).toBe(FACTS);
});

test('the first getData of a GET asked early takes its answer without a request; the next one asks the API', async () => {
  early({ [earlyKey('/api/lpk/jobs', { page: 1, per_page: 12 })]: success({ items: ['early'] }) });
  await expect(getData('/api/lpk/jobs', { per_page: 12, page: 1 })).resolves.toEqual({ items: ['early'] });
  expect(testApi.seen).toHaveLength(0);
  await expect(getData('/api/lpk/jobs', { per_page: 12, page: 1 })).resolves.toBe('from the API');
  expect(testApi.seen).toHaveLength(1);
});

test.each([
  ['another language', () => early({ [FACTS]: success('early') }, { lang: 'id' })],
  ['older than the query cache keeps answers', () => early({ [FACTS]: success('early') }, { at: Date.now() - 31_000 })],
  ['asked of another API', () => early({ [FACTS]: success('early') }, { origin: 'https://elsewhere.example' })],
  [
    'a signed-in user',
    () => {
      early({ [FACTS]: success('early') });
      setSession('1|token', makeUser());
    },
  ],
])('not taken: %s (the API is asked)', async (_case, arrange) => {
  arrange();
  await expect(getData(FACTS)).resolves.toBe('from the API');
  expect(testApi.seen).toHaveLength(1);
});

test('a failed early answer is asked again, and its error reported as any other', async () => {
  early({ [FACTS]: null });
  testApi.reply = () => ({ status: 503, body: { status: 'error', message: 'Down for maintenance' } });
  await expect(getData(FACTS)).rejects.toMatchObject({ status: 503, message: 'Down for maintenance' });
  expect(testApi.seen).toHaveLength(1);
  expect(toast.list().map((item) => item.message)).toEqual(['Down for maintenance']);
});

test('a GET asked with options of its own (here an answer type) is never taken early', async () => {
  early({ [FACTS]: success('early') });
  await expect(getData(FACTS, {}, { responseType: 'json' })).resolves.toBe('from the API');
  expect(takeEarly(FACTS, testApi.url, 'en')).toBeDefined();
});

describe('the early script', () => {
  // jsdom has no fetch: what the early script reads of an answer.
  const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });
  const fetchMock = jest.fn<Promise<ReturnType<typeof answer>>, [URL, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(answer(200, success('early')));
    global.fetch = fetchMock as unknown as typeof fetch;
    for (const content of ['/api/lpk/jobs?page=1&per_page=12', FACTS, 'https://elsewhere.example/api/x', '/not-api']) {
      const meta = document.createElement('meta');
      meta.name = EARLY_GET_META;
      meta.content = content;
      document.head.appendChild(meta);
    }
    named(true);
  });
  afterEach(() => {
    document.head.querySelectorAll(`meta[name="${EARLY_GET_META}"], meta[name="${FIRST_GETS_NAMED_META}"]`).forEach((meta) => meta.remove());
  });
  /** Whether the page says its first GETs are all named. */
  function named(yes: boolean): void {
    document.head.querySelector(`meta[name="${FIRST_GETS_NAMED_META}"]`)?.remove();
    if (!yes) return;
    const meta = document.createElement('meta');
    meta.name = FIRST_GETS_NAMED_META;
    document.head.appendChild(meta);
  }

  test('asks the page’s own /api GETs named in the page, in the visitor’s language', async () => {
    startEarlyGets('id', false);
    expect(fetchMock.mock.calls.map(([url]) => `${url.pathname}${url.search}`)).toEqual(['/api/lpk/jobs?page=1&per_page=12', FACTS]);
    expect(fetchMock.mock.calls[0]![1].headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'id' });
    await expect(takeEarly(FACTS, window.location.origin, 'id')).resolves.toEqual(success('early'));
  });

  test('asks nothing for a signed-in user, when the URL has a query, or when the page does not name all its first GETs', () => {
    startEarlyGets('id', true);
    window.history.replaceState(null, '', '/search?province=31');
    startEarlyGets('id', false);
    window.history.replaceState(null, '', '/');
    named(false);
    startEarlyGets('id', false);
    expect(fetchMock).not.toHaveBeenCalled();
    // The shell then loads its HTTP client at once.
    expect(hasEarlyAnswers()).toBe(false);
  });

  test('a page that names no first GET at all needs no HTTP client for its first screen', () => {
    document.head.querySelectorAll(`meta[name="${EARLY_GET_META}"]`).forEach((meta) => meta.remove());
    startEarlyGets('en', false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hasEarlyAnswers()).toBe(true);
  });

  test('an answer that is not a success is kept as null (the screen asks again)', async () => {
    fetchMock.mockResolvedValue(answer(503, 'busy'));
    startEarlyGets('en', false);
    await expect(takeEarly(FACTS, window.location.origin, 'en')).resolves.toBeNull();
  });
});

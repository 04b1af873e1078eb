import { ApiError, REQUEST_TIMEOUT_MS, api, clear, endingSession, getToken, getUser, setLanguage, setNavigator, setSession, toast } from '../src';
import { testApiServer, type SeenRequest } from './helpers/server';
import { makeUser } from './helpers/fixtures';
import { loadClient } from '../src/api/client';

const user = makeUser();

const testApi = testApiServer();
let navigations: string[];

beforeEach(() => {
  navigations = [];
  setNavigator((url) => navigations.push(url));
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  jest.useRealTimers();
  setNavigator(null);
});

function lastRequest(): SeenRequest {
  const request = testApi.seen[testApi.seen.length - 1];
  if (!request) throw new Error('no request reached the server');
  return request;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('go to the run-time base URL with JSON headers, the language and a 10000 ms time-out', async () => {
    testApi.reply = () => ({ body: { status: 'success', data: { ok: true } } });
    const response = await api.get('/api/lpk/facts');
    expect(response.data).toEqual({ status: 'success', data: { ok: true } });
    const seen = lastRequest();
    expect(seen.url).toBe('/api/lpk/facts');
    expect(seen.headers.accept).toBe('application/json');
    expect(seen.headers['accept-language']).toBe('en');
    expect((await loadClient()).defaults.timeout).toBe(10000);
    expect(REQUEST_TIMEOUT_MS).toBe(10000);

    await api.post('/api/lpk/echo', { a: 1 });
    expect(lastRequest().headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(lastRequest().body)).toEqual({ a: 1 });

    await setLanguage('id');
    await api.get('/api/lpk/facts');
    expect(lastRequest().headers['accept-language']).toBe('id');
  });

  it('carry the bearer token only when one is stored, read at request time', async () => {
    await api.get('/api/lpk/jobs');
    expect(lastRequest().headers.authorization).toBeUndefined();

    setSession('1|first-token', user);
    await api.get('/api/lpk/jobs');
    expect(lastRequest().headers.authorization).toBe('Bearer 1|first-token');

    localStorage.setItem('lpk_token', '1|changed-elsewhere');
    await api.get('/api/lpk/jobs');
    expect(lastRequest().headers.authorization).toBe('Bearer 1|changed-elsewhere');

    clear();
    await api.get('/api/lpk/jobs');
    expect(lastRequest().headers.authorization).toBeUndefined();
  });
});

describe('success rule (docs/product.md section 8)', () => {
  it("rejects a 200 whose status is not 'success', toasting the body's message for 5000 ms", async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    testApi.reply = () => ({ body: { status: 'error', message: 'Kuota pendaftaran penuh' } });
    const error = await failure(api.get('/api/lpk/anything'));
    expect(error.kind).toBe('envelope');
    expect(error.message).toBe('Kuota pendaftaran penuh');
    expect(toast.list()).toEqual([expect.objectContaining({ kind: 'error', message: 'Kuota pendaftaran penuh', duration: 5000 })]);
    jest.advanceTimersByTime(4999);
    expect(toast.list()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toast.list()).toHaveLength(0);
  });

  it("falls back to 'Error' when the body has no message, and to it for a status other than exactly 'success'", async () => {
    testApi.reply = () => ({ body: { status: 'SUCCESS' } });
    expect((await failure(api.get('/x'))).message).toBe('Error');
    testApi.reply = () => ({ raw: 'not json at all' });
    expect((await failure(api.get('/x'))).message).toBe('Error');
    testApi.reply = () => ({ body: { message: '' } });
    expect((await failure(api.get('/x'))).message).toBe('Error');
    expect(toast.list().map((t) => [t.message, t.duration])).toEqual([
      ['Error', 5000],
      ['Error', 5000],
      ['Error', 5000],
    ]);
  });
});

describe('transport and HTTP failures', () => {
  it("toast the server's message, or 'Request failed' without one, for 5000 ms", async () => {
    testApi.reply = () => ({ status: 422, body: { status: 'error', message: 'Data tidak valid.', errors: { email: ['Email wajib diisi.'] } } });
    const invalid = await failure(api.post('/api/lpk/register', {}));
    expect(invalid.message).toBe('Data tidak valid.');
    expect(invalid.status).toBe(422);
    expect(invalid.errors).toEqual({ email: ['Email wajib diisi.'] });

    testApi.reply = () => ({ status: 404, raw: '' });
    expect((await failure(api.get('/nothing'))).message).toBe('Request failed');
    expect(toast.list().map((t) => [t.kind, t.message, t.duration])).toEqual([
      ['error', 'Data tidak valid.', 5000],
      ['error', 'Request failed', 5000],
    ]);

    await setLanguage('id');
    expect((await failure(api.get('/nothing'))).message).toBe('Permintaan gagal');
  });

  it('map 5xx without a message to the server error and 403 without one to not authorised', async () => {
    testApi.reply = () => ({ status: 503, raw: '' });
    expect((await failure(api.get('/down'))).message).toBe('Server error. Please try again later.');
    testApi.reply = () => ({ status: 500, body: { status: 'error', message: 'Kesalahan server.' } });
    expect((await failure(api.get('/down'))).message).toBe('Kesalahan server.');
    testApi.reply = () => ({ status: 403, raw: '' });
    expect((await failure(api.get('/staff-only'))).message).toBe('You are not authorized.');
  });

  it('time out (network error message) when the server never answers; default time-out is 10000 ms', async () => {
    expect((await loadClient()).defaults.timeout).toBe(10000);
    testApi.reply = () => ({ hang: true });
    const error = await failure(api.get('/slow', { timeout: 300 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Network error. Please check your internet connection.');
    expect(toast.list()[0]).toEqual(expect.objectContaining({ message: 'Network error. Please check your internet connection.', duration: 5000 }));
  });

  it('report a lost connection (offline) as a network error, in Indonesian by default', async () => {
    await setLanguage('id');
    testApi.reply = () => ({ drop: true });
    // jsdom reports the lost connection on its virtual console as well.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A short time-out only so jsdom's XHR, which leaves its time-out timer running after a
    // network error, does not hold jest for 10 s.
    const error = await failure(api.get('/x', { timeout: 500 }));
    quiet.mockRestore();
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Kesalahan jaringan. Silakan periksa koneksi internet Anda.');
  });
});

describe('401', () => {
  it('clears token and user and goes to /login with the full path (and query) as redirect', async () => {
    setSession('1|old', user);
    window.history.replaceState(null, '', '/admin/edit-profile?tab=ktp&x=1#top');
    testApi.reply = () => ({ status: 401, body: { status: 'error', message: 'Unauthenticated.' } });
    const error = await failure(api.get('/api/lpk/profile'));
    expect(error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
    expect(localStorage.getItem('lpk_token')).toBeNull();
    expect(localStorage.getItem('lpk_user')).toBeNull();
    expect(navigations).toEqual([`/login?redirect=${encodeURIComponent('/admin/edit-profile?tab=ktp&x=1#top')}`]);
    expect(toast.list()[0]?.message).toBe('Session expired. Please login again.');
  });

  it('puts no unsafe path in the redirect (the one rule of contracts): plain /login', async () => {
    setSession('1|old', user);
    window.history.replaceState(null, '', '/admin/%5Cevil.example');
    testApi.reply = () => ({ status: 401, body: { status: 'error', message: 'Unauthenticated.' } });
    expect((await failure(api.get('/api/lpk/profile'))).status).toBe(401);
    expect(navigations).toEqual(['/login']);
  });

  it('does nothing on a login path', async () => {
    setSession('1|kept', user);
    testApi.reply = () => ({ status: 401, body: { status: 'error', message: 'Unauthenticated.' } });
    for (const path of ['/login', '/login?redirect=%2Fadmin%2Fdashboard', '/login/expired']) {
      window.history.replaceState(null, '', path);
      const error = await failure(api.get('/api/lpk/profile'));
      expect(error.status).toBe(401);
    }
    expect(getToken()).toBe('1|kept');
    expect(getUser()).toEqual(user);
    expect(navigations).toEqual([]);
    expect(toast.list()).toEqual([]);
  });
  it('a session ended on purpose (an account being deleted: endingSession): a 401 ends nothing and shows no toast', async () => {
    setSession('1|deleting', user);
    window.history.replaceState(null, '', '/admin/settings');
    testApi.reply = () => ({ status: 401, body: { status: 'error', message: 'Unauthenticated.' } });
    const error = await endingSession(() => failure(api.get('/api/lpk/profile')));
    expect(error.status).toBe(401);
    expect(getToken()).toBe('1|deleting');
    expect(navigations).toEqual([]);
    expect(toast.list()).toEqual([]);
    // Afterwards a 401 is an expiry again.
    await failure(api.get('/api/lpk/profile'));
    expect(getToken()).toBeNull();
    expect(toast.list()[0]?.message).toBe('Session expired. Please login again.');
  });

  it('a 401 of a request sent under a session that has ended or changed since: no toast, the current session stays', async () => {
    setSession('1|before', user);
    window.history.replaceState(null, '', '/admin/settings');
    testApi.reply = () => ({ status: 401, body: { status: 'error', message: 'Unauthenticated.' }, delayMs: 300 });
    const before = testApi.seen.length;
    const pending = failure(api.get('/api/lpk/profile'));
    while (testApi.seen.length === before) await new Promise((resolve) => setTimeout(resolve, 10));
    // Signed in again (another tab, another account) while the old session's request is out.
    setSession('2|after', user);
    expect((await pending).status).toBe(401);
    expect(getToken()).toBe('2|after');
    expect(navigations).toEqual([]);
    expect(toast.list()).toEqual([]);
  });
});

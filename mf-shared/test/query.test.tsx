import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import {
  ApiError,
  clear,
  clearQueries,
  getData,
  getQueryData,
  invalidate,
  queryDefaults,
  setLanguage,
  setSession,
  sharedKeys,
  toast,
  useInvalidateOn,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '../src';
import { makeUser } from './helpers/fixtures';
import { startServer, type Reply } from './helpers/server';
import { createFakeEcho, useFakeRealtime } from '../testing';

/**
 * The query cache of mf-shared (useQuery): one cache for the page, requests shared and retried
 * by rule, aborted when no screen shows them, invalidated by key prefix and by real-time
 * events, cleared on a new session.
 */

/** A loader whose calls are counted and answered from `answers` in turn (the last repeats). */
function loaderOf<T>(...answers: (T | Error)[]) {
  const signals: AbortSignal[] = [];
  let calls = 0;
  const load = jest.fn((signal: AbortSignal): Promise<T> => {
    signals.push(signal);
    const answer: T | Error | undefined = answers[Math.min(calls++, answers.length - 1)];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as T);
  });
  return Object.assign(load, { signals });
}

function useShown<T>(key: QueryKey | null, load: (signal: AbortSignal) => Promise<T>, options?: UseQueryOptions) {
  return useQuery(key, load, options);
}

const serverError = () => new ApiError('http', 'Server error', 500);
const defaults = { ...queryDefaults };

beforeEach(() => {
  localStorage.clear();
  clear();
  clearQueries();
  toast.clear();
  Object.assign(queryDefaults, defaults, { retryDelay: 1 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('cache and stale time', () => {
  it('shows a fresh answer again without a request, and loads a stale one again while showing it', async () => {
    const load = loaderOf('first', 'second');
    const one = renderHook(() => useShown(['facts'], load, { staleTime: 60_000 }));
    expect(one.result.current).toMatchObject({ status: 'loading', data: undefined });
    await waitFor(() => expect(one.result.current).toMatchObject({ status: 'success', data: 'first', fetching: false }));
    one.unmount();

    // Back within the stale time: the same answer at once, no request.
    const two = renderHook(() => useShown(['facts'], load, { staleTime: 60_000 }));
    expect(two.result.current).toMatchObject({ status: 'success', data: 'first' });
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);
    two.unmount();

    // Stale (stale time 0): shown at once, and read again behind it.
    const three = renderHook(() => useShown(['facts'], load, { staleTime: 0 }));
    expect(three.result.current).toMatchObject({ status: 'success', data: 'first' });
    await waitFor(() => expect(three.result.current).toMatchObject({ data: 'second', fetching: false }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keys are equal whatever the order of their objects’ fields; undefined fields are left out', async () => {
    const load = loaderOf({ items: [1] });
    renderHook(() => useShown(['jobs', { page: 2, experience: 'inexperienced' }], load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const again = renderHook(() => useShown(['jobs', { experience: 'inexperienced', lpk_id: undefined, page: 2 }], load));
    await waitFor(() => expect(again.result.current.data).toEqual({ items: [1] }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(getQueryData(['jobs', { experience: 'inexperienced', page: 2 }])).toEqual({ items: [1] });
  });

  it('setData changes the cached data for every screen showing it, without a request', async () => {
    const load = loaderOf([1, 2]);
    const a = renderHook(() => useShown<number[]>(['registrations'], load));
    const b = renderHook(() => useShown<number[]>(['registrations'], load));
    await waitFor(() => expect(b.result.current.data).toEqual([1, 2]));
    act(() => a.result.current.setData((list) => [0, ...(list ?? [])]));
    expect(b.result.current.data).toEqual([0, 1, 2]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keepPrevious shows the last page while the next one loads; without it the new key starts empty', async () => {
    const load = jest.fn(
      (signal: AbortSignal, page: number) => new Promise<string>((resolve) => setTimeout(() => resolve(`page ${page}`), signal.aborted ? 0 : 20)),
    );
    const kept = renderHook(({ page }) => useShown(['list', page], (signal) => load(signal, page), { keepPrevious: true }), { initialProps: { page: 1 } });
    await waitFor(() => expect(kept.result.current.data).toBe('page 1'));
    kept.rerender({ page: 2 });
    expect(kept.result.current).toMatchObject({ status: 'success', data: 'page 1', fetching: true });
    await waitFor(() => expect(kept.result.current).toMatchObject({ data: 'page 2', fetching: false }));

    const plain = renderHook(({ page }) => useShown(['list', page], (signal) => load(signal, page)), { initialProps: { page: 2 } });
    plain.rerender({ page: 3 });
    expect(plain.result.current).toMatchObject({ status: 'loading', data: undefined });
  });
});

describe('one request per key', () => {
  it('screens asking the same key at once share one request', async () => {
    let answer: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    function Both() {
      const a = useQuery(['facts'], load);
      const b = useQuery(['facts'], load);
      return <p>{`${a.data ?? '…'} ${b.data ?? '…'}`}</p>;
    }
    render(
      <>
        <Both />
        <Both />
      </>,
    );
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => answer('ok'));
    expect(screen.getAllByText('ok ok')).toHaveLength(2);
  });
});

describe('retry rules', () => {
  it('retries a 5xx and a lost connection a bounded number of times, then fails', async () => {
    const network = new ApiError('network', 'Network error.');
    const load = loaderOf<string>(serverError(), network, 'ok');
    const passes = renderHook(() => useShown(['a'], load));
    await waitFor(() => expect(passes.result.current.data).toBe('ok'));
    expect(load).toHaveBeenCalledTimes(3);

    const fails = loaderOf<string>(serverError());
    const failed = renderHook(() => useShown(['b'], fails));
    await waitFor(() => expect(failed.result.current.status).toBe('error'));
    expect(fails).toHaveBeenCalledTimes(1 + queryDefaults.retry);
    expect(failed.result.current.error).toBeInstanceOf(ApiError);

    const once = loaderOf<string>(serverError());
    const noRetry = renderHook(() => useShown(['c'], once, { retry: 0 }));
    await waitFor(() => expect(noRetry.result.current.status).toBe('error'));
    expect(once).toHaveBeenCalledTimes(1);
  });

  it('never retries another 4xx, an envelope failure, a time-out, a 429 that does not say when, or an answer asking to wait over 10 s', async () => {
    for (const error of [
      new ApiError('http', 'Not found', 404),
      new ApiError('http', 'Invalid', 422),
      new ApiError('http', 'Too many', 429),
      new ApiError('http', 'Too many', 429, undefined, undefined, 60_000),
      new ApiError('http', 'Maintenance', 503, undefined, undefined, 60_000),
      new ApiError('envelope', 'Error'),
      new ApiError('timeout', 'Network error.'),
    ]) {
      const load = loaderOf<string>(error);
      const view = renderHook(() => useShown([error.kind, error.status ?? 0, error.retryAfter ?? 0], load));
      await waitFor(() => expect(view.result.current.status).toBe('error'));
      expect(load).toHaveBeenCalledTimes(1);
    }
  });

  it('waits for the Retry-After of a 429, and doubles the wait between other attempts', async () => {
    jest.useFakeTimers();
    queryDefaults.retryDelay = 1000;
    const load = loaderOf<string>(new ApiError('http', 'Too many', 429, undefined, undefined, 3000), 'ok');
    const view = renderHook(() => useShown(['throttled'], load));
    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(view.result.current.data).toBe('ok');

    const backoff = loaderOf<string>(serverError(), serverError(), 'ok');
    renderHook(() => useShown(['backoff'], backoff));
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(backoff).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(backoff).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(backoff).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(backoff).toHaveBeenCalledTimes(3);
  });

  describe('through the shared client', () => {
    let replies: Reply[] = [];
    let server: Awaited<ReturnType<typeof startServer>>;
    beforeAll(async () => {
      server = await startServer(() => replies.shift() ?? { body: { status: 'success', data: 'late' } });
      window.__LPK_CONFIG__ = { apiBaseUrl: server.url };
    });
    afterAll(async () => {
      delete window.__LPK_CONFIG__;
      await server.close();
    });

    it('a retried failure shows no toast; the last attempt’s failure shows one, localised', async () => {
      await setLanguage('en');
      replies = [{ status: 503, raw: '' }, { body: { status: 'success', data: 'ok' } }];
      const passes = renderHook(() => useShown(['retried'], (signal) => getData<string>('/api/lpk/facts', {}, { signal })));
      // Real requests to a loopback server: generous waits, as a loaded CI machine may need them.
      await waitFor(() => expect(passes.result.current.data).toBe('ok'), { timeout: 5_000 });
      expect(toast.list()).toEqual([]);

      replies = [
        { status: 500, raw: '' },
        { status: 500, raw: '' },
        { status: 500, raw: '' },
      ];
      const fails = renderHook(() => useShown(['failing'], (signal) => getData<string>('/api/lpk/facts', {}, { signal })));
      await waitFor(() => expect(fails.result.current.status).toBe('error'), { timeout: 5_000 });
      expect(toast.list().map((item) => item.message)).toEqual(['Server error. Please try again later.']);

      // A 404 is not retried: its toast shows at once.
      toast.clear();
      replies = [{ status: 404, body: { status: 'error', message: 'Institute not found.' } }];
      const missing = renderHook(() => useShown(['missing'], (signal) => getData<string>('/api/lpk/institutes/9', {}, { signal })));
      await waitFor(() => expect(missing.result.current.status).toBe('error'), { timeout: 5_000 });
      expect(toast.list().map((item) => item.message)).toEqual(['Institute not found.']);
      for (const view of [passes, fails, missing]) view.unmount();
      await setLanguage('id');
    });

    it('reads Retry-After from the answer (seconds)', async () => {
      replies = [
        { status: 429, body: { status: 'error', message: 'Too many' }, headers: { 'Retry-After': '0', 'Access-Control-Expose-Headers': 'Retry-After' } },
      ];
      const error = await getData('/api/lpk/jobs').catch((caught: unknown) => caught);
      expect(error).toMatchObject({ status: 429, retryAfter: 0 });
    });
  });
});

describe('abort', () => {
  it('the last screen showing a key going away aborts its request, and a late answer is dropped', async () => {
    let answer: (value: string) => void = () => undefined;
    const load = loaderOf<string>();
    load.mockImplementation((signal: AbortSignal) => {
      load.signals.push(signal);
      return new Promise<string>((resolve) => (answer = resolve));
    });
    const view = renderHook(() => useShown(['slow'], load));
    await act(() => Promise.resolve());
    view.unmount();
    await act(() => Promise.resolve());
    expect(load.signals[0]!.aborted).toBe(true);
    answer('late');
    await act(() => Promise.resolve());
    expect(getQueryData(['slow'])).toBeUndefined();

    // Shown again: a new request.
    load.mockImplementation((signal: AbortSignal) => {
      load.signals.push(signal);
      return Promise.resolve('fresh');
    });
    const again = renderHook(() => useShown(['slow'], load));
    await waitFor(() => expect(again.result.current.data).toBe('fresh'));
  });

  it('a new key aborts the request of the previous one; another screen still showing a key keeps its request', async () => {
    const pending = new Map<string, (value: string) => void>();
    const signals = new Map<string, AbortSignal>();
    const load = (id: string) => (signal: AbortSignal) => {
      signals.set(id, signal);
      return new Promise<string>((resolve) => pending.set(id, resolve));
    };
    const view = renderHook(({ id }) => useShown(['detail', id], load(id)), { initialProps: { id: '1' } });
    await act(() => Promise.resolve());
    view.rerender({ id: '2' });
    await act(() => Promise.resolve());
    expect(signals.get('1')!.aborted).toBe(true);
    expect(signals.get('2')!.aborted).toBe(false);

    const other = renderHook(() => useShown(['detail', '2'], load('2')));
    view.unmount();
    await act(() => Promise.resolve());
    expect(signals.get('2')!.aborted).toBe(false);
    await act(async () => pending.get('2')!('two'));
    expect(other.result.current.data).toBe('two');
  });

  it('`forget`: dropped from the cache as soon as no screen shows it', async () => {
    const load = loaderOf('secret');
    const view = renderHook(() => useShown(['applicant', 31], load, { forget: true }));
    await waitFor(() => expect(view.result.current.data).toBe('secret'));
    view.unmount();
    await act(() => Promise.resolve());
    expect(getQueryData(['applicant', 31])).toBeUndefined();
    const again = renderHook(() => useShown(['applicant', 31], load, { forget: true }));
    expect(again.result.current.status).toBe('loading');
    await waitFor(() => expect(again.result.current.data).toBe('secret'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('invalidation', () => {
  it('invalidate(prefix) loads again what is shown under it and marks the rest stale', async () => {
    const shown = loaderOf('a1', 'a2');
    const hidden = loaderOf('b1', 'b2');
    const other = loaderOf('c1');
    const a = renderHook(() => useShown(['applicants', { page: 1 }], shown));
    const b = renderHook(() => useShown(['applicants', { page: 2 }], hidden));
    const c = renderHook(() => useShown(['applicant', 5], other));
    await waitFor(() => expect([a, b, c].map((view) => view.result.current.data)).toEqual(['a1', 'b1', 'c1']));
    b.unmount();

    await act(() => invalidate(['applicants']));
    expect(a.result.current.data).toBe('a2');
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);

    // The hidden page is stale: shown again, it is read again (showing the old answer meanwhile).
    const back = renderHook(() => useShown(['applicants', { page: 2 }], hidden));
    expect(back.result.current.data).toBe('b1');
    await waitFor(() => expect(back.result.current.data).toBe('b2'));
  });

  it('changes during a request load once more after it; several at once only once', async () => {
    const answers: ((value: number) => void)[] = [];
    const load = jest.fn(() => new Promise<number>((resolve) => answers.push(resolve)));
    const view = renderHook(() => useShown(['messages', 'unread'], load));
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 2));
    void invalidate(['messages']);
    void invalidate(['messages', 'unread']);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => answers[0]!(1));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => answers[1]!(2));
    expect(view.result.current.data).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a change in the same millisecond as a request, but after it was sent, loads once more', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    try {
      const answers: ((value: number) => void)[] = [];
      const load = jest.fn(() => new Promise<number>((resolve) => answers.push(resolve)));
      const view = renderHook(() => useShown(['messages', 'unread', 'same-ms'], load));
      await act(() => Promise.resolve());
      expect(load).toHaveBeenCalledTimes(1);
      void invalidate(['messages', 'unread', 'same-ms']);
      await act(async () => answers[0]!(1));
      expect(load).toHaveBeenCalledTimes(2);
      await act(async () => answers[1]!(2));
      expect(view.result.current.data).toBe(2);
    } finally {
      now.mockRestore();
    }
  });

  it('useInvalidateOn: an event on the channel reloads the keys shown (when it matters)', async () => {
    const echo = createFakeEcho();
    useFakeRealtime(echo);
    setSession('1|t', makeUser({ id: 4 }));
    const load = loaderOf('v1', 'v2', 'v3');
    function Live() {
      const query = useQuery(['registrations'], load);
      useInvalidateOn<{ status: string }>('App.Models.User.4', 'RegistrationStatusChanged', [['registrations']], (event) => event.status !== 'pending');
      return <p>{query.data ?? '…'}</p>;
    }
    const view = render(<Live />);
    expect(await screen.findByText('v1')).toBeInTheDocument();
    await waitFor(() => expect(echo.listenerCount('App.Models.User.4', 'RegistrationStatusChanged')).toBe(1));

    act(() => echo.emit('App.Models.User.4', 'RegistrationStatusChanged', { status: 'pending' }));
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);

    act(() => echo.emit('App.Models.User.4', 'RegistrationStatusChanged', { status: 'approved' }));
    expect(await screen.findByText('v2')).toBeInTheDocument();
    view.unmount();
    expect(echo.listenerCount('App.Models.User.4', 'RegistrationStatusChanged')).toBe(0);
  });

  it('another language makes every answer stale (they carry texts in the language asked)', async () => {
    await setLanguage('id');
    const load = loaderOf('Indonesia', 'English');
    const view = renderHook(() => useShown(['facts'], load, { staleTime: Infinity }));
    await waitFor(() => expect(view.result.current.data).toBe('Indonesia'));
    await act(() => setLanguage('en'));
    await waitFor(() => expect(view.result.current.data).toBe('English'));
    await act(() => setLanguage('id'));
  });
});

describe('per session', () => {
  it('logout forgets every answer, so the next user on the phone never sees the previous one’s', async () => {
    setSession('1|a', makeUser({ id: 1 }));
    const load = loaderOf(['registration of user 1']);
    const hidden = renderHook(() => useShown(['registrations'], load));
    await waitFor(() => expect(hidden.result.current.data).toEqual(['registration of user 1']));
    hidden.unmount();

    act(() => clear());
    expect(getQueryData(['registrations'])).toBeUndefined();
    act(() => setSession('2|b', makeUser({ id: 2 })));
    load.mockImplementation(() => Promise.resolve(['registration of user 2']));
    const next = renderHook(() => useShown(['registrations'], load));
    expect(next.result.current.status).toBe('loading');
    await waitFor(() => expect(next.result.current.data).toEqual(['registration of user 2']));
  });

  it('a screen still showing a query when the user changes empties at once and loads it again; the old request is dropped', async () => {
    setSession('1|a', makeUser({ id: 1 }));
    let answerOld: (value: string) => void = () => undefined;
    const load = jest.fn((): Promise<string> => new Promise((resolve) => (answerOld = resolve)));
    const view = renderHook(() => useShown(['profile'], load));
    await act(() => Promise.resolve());
    const signal = (load.mock.calls[0] as unknown as [AbortSignal])[0];

    load.mockImplementation(() => Promise.resolve('user 2'));
    act(() => setSession('2|b', makeUser({ id: 2 })));
    expect(signal.aborted).toBe(true);
    expect(view.result.current).toMatchObject({ status: 'loading', data: undefined });
    answerOld('user 1');
    await waitFor(() => expect(view.result.current.data).toBe('user 2'));

    // A new token for the same user (re-authorised) keeps the answers.
    act(() => setSession('2|c', makeUser({ id: 2 })));
    expect(view.result.current.data).toBe('user 2');
  });
});

test('a query definition (key and fetcher owned by its api module) loads like a key and a loader, and shares their cache entry', async () => {
  const fetch = jest.fn(async () => ({ name: 'LPK Sakura' }));
  const definition = { key: sharedKeys.institute(7), fetch };
  const { result } = renderHook(() => useQuery(definition, { staleTime: 60_000 }));
  await waitFor(() => expect(result.current.data).toEqual({ name: 'LPK Sakura' }));
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(getQueryData(['institute', 7])).toEqual({ name: 'LPK Sakura' });
  const none = renderHook(() => useQuery(null as typeof definition | null));
  expect(none.result.current.status).toBe('loading');
  expect(fetch).toHaveBeenCalledTimes(1);
});

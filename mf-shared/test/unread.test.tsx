import { act, render, screen } from '@testing-library/react';
import { clear, createPrivateListener, getUnreadCount, refreshUnread, setSession, useUnreadMessages } from '../src';
import { makeUser } from './helpers/fixtures';
import { startServer } from './helpers/server';
import { createFakeEcho, useFakeRealtime } from '../testing';

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('listenPrivate', () => {
  it('leaves a channel only when its last listener anywhere stops', async () => {
    const echo = createFakeEcho();
    const listen = createPrivateListener(() => Promise.resolve(echo));
    const heard: string[] = [];
    const stopA = listen('App.Models.User.4', 'MessageSent', () => heard.push('a'));
    const stopB = listen('App.Models.User.4', 'RegistrationStatusChanged', () => heard.push('b'));
    const stopC = listen('App.Models.User.4', 'MessageSent', () => heard.push('c'));
    await flush();
    echo.emit('App.Models.User.4', 'MessageSent');
    expect(heard).toEqual(['a', 'c']);

    stopA();
    expect(echo.left).toEqual([]);
    echo.emit('App.Models.User.4', 'MessageSent');
    expect(heard).toEqual(['a', 'c', 'c']);
    stopB();
    expect(echo.left).toEqual([]);
    stopC();
    stopC();
    expect(echo.left).toEqual(['App.Models.User.4']);
    expect(echo.listenerCount('App.Models.User.4', 'MessageSent')).toBe(0);
  });

  it('does nothing when stopped before the connection opened, or without one', async () => {
    const echo = createFakeEcho();
    const listen = createPrivateListener(() => Promise.resolve(echo));
    listen('c', 'E', () => undefined)();
    await flush();
    expect(echo.listenerCount('c', 'E')).toBe(0);
    const none = createPrivateListener(() => Promise.resolve(null));
    const stop = none('c', 'E', () => undefined);
    await flush();
    expect(() => stop()).not.toThrow();
  });
});

describe('unread messages store', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let counts = [2, 1];
  const echo = createFakeEcho();
  const channel = 'App.Models.User.4';

  beforeAll(async () => {
    server = await startServer((request) =>
      request.url.startsWith('/api/lpk/messages')
        ? {
            body: {
              status: 'success',
              data: { items: counts.map((unread_count) => ({ unread_count })), meta: { page: 1, per_page: 100, total: counts.length } },
            },
          }
        : { status: 404, body: { status: 'error', message: 'no' } },
    );
    window.__LPK_CONFIG__ = { apiBaseUrl: server.url };
    useFakeRealtime(echo);
  });
  afterAll(async () => {
    act(() => clear());
    delete window.__LPK_CONFIG__;
    await server.close();
  });

  function Badge() {
    return <p>unread: {useUnreadMessages()}</p>;
  }

  it('sums the threads, follows MessageSent, focus and refreshUnread, and clears on logout', async () => {
    counts = [2, 1];
    setSession('token-1', makeUser({ id: 4 }));
    const view = render(<Badge />);
    expect(await screen.findByText('unread: 3')).toBeInTheDocument();
    expect(echo.listenerCount(channel, 'MessageSent')).toBe(1);
    expect(server.seen.at(-1)!.headers.authorization).toBe('Bearer token-1');

    counts = [2, 2];
    act(() => echo.emit(channel, 'MessageSent', {}));
    expect(await screen.findByText('unread: 4')).toBeInTheDocument();

    counts = [0, 2];
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('unread: 2')).toBeInTheDocument();

    counts = [0, 0];
    await act(() => refreshUnread());
    expect(screen.getByText('unread: 0')).toBeInTheDocument();

    counts = [5];
    await act(() => refreshUnread());
    expect(screen.getByText('unread: 5')).toBeInTheDocument();
    act(() => clear());
    expect(screen.getByText('unread: 0')).toBeInTheDocument();
    expect(echo.left).toContain(channel);

    // The next login starts it again; the last component gone stops it.
    counts = [1];
    act(() => setSession('token-2', makeUser({ id: 4 })));
    expect(await screen.findByText('unread: 1')).toBeInTheDocument();
    view.unmount();
    expect(echo.listenerCount(channel, 'MessageSent')).toBe(0);
    const before = server.seen.length;
    await refreshUnread();
    expect(server.seen.length).toBe(before);
    expect(getUnreadCount()).toBe(1);
  });

  it('after a resync (messages may have been missed while the server nodes were cut off) the count is fetched again without any event', async () => {
    counts = [1];
    setSession('token-3', makeUser({ id: 4 }));
    const view = render(<Badge />);
    expect(await screen.findByText('unread: 1')).toBeInTheDocument();
    expect(echo.listenerCount(channel, '.resync')).toBe(1);
    // Two messages arrived on another node while Redis was down: no MessageSent reached this page.
    counts = [3];
    act(() => echo.emit(channel, '.resync', { reason: 'bus_recovered' }));
    expect(await screen.findByText('unread: 3')).toBeInTheDocument();
    view.unmount();
    expect(echo.listenerCount(channel, '.resync')).toBe(0);
    act(() => clear());
  });
});

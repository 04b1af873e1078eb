import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  api,
  buildRealtimeOptions,
  clear,
  connectRealtime,
  disconnectRealtime,
  getRealtime,
  getSocketId,
  reauthorizeOptions,
  replaceToken,
  setSession,
} from '../src';
import { startServer, type SeenRequest } from './helpers/server';
import { makeUser } from './helpers/fixtures';

const user = makeUser({ id: 4, full_name: 'Ayu' });

/** The bits of pusher-js the tests look into (not in its public types). */
interface PusherInternals {
  config: {
    channelAuthorizer: (params: { socketId: string; channelName: string }, callback: (error: unknown, data: unknown) => void) => void;
    wsPort: number;
    wsHost: string;
  };
  key: string;
  connection: { socket_id: string };
}

function pusherOf(): PusherInternals {
  const echo = getRealtime();
  if (!echo) throw new Error('not connected');
  return (echo.connector as unknown as { pusher: PusherInternals }).pusher;
}

let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer((request) =>
    request.url === '/broadcasting/auth' ? { body: { auth: 'lpk-local-key:sig' } } : { body: { status: 'success', data: null } },
  );
});
afterAll(async () => {
  delete window.__LPK_CONFIG__;
  await server.close();
});
beforeEach(() => {
  // Nothing listens on port 1: pusher-js fails to connect and retries quietly in the background.
  window.__LPK_CONFIG__ = { apiBaseUrl: server.url, wsHost: '127.0.0.1', wsPort: 1, pusherKey: 'test-key' };
  localStorage.clear();
  clear();
  server.seen.length = 0;
});
afterEach(() => disconnectRealtime());

function authorize(channelName: string): Promise<SeenRequest> {
  return new Promise((resolve, reject) => {
    pusherOf().config.channelAuthorizer({ socketId: '123.456', channelName }, (error) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(server.seen[server.seen.length - 1]!);
    });
  });
}

describe('real-time connection', () => {
  it('options: pusher broadcaster, ap1, port 6001 by default, no TLS, ws only, no stats, bearer + JSON auth', () => {
    window.__LPK_CONFIG__ = {};
    expect(buildRealtimeOptions('1|tok')).toEqual({
      broadcaster: 'pusher',
      key: 'lpk-local-key',
      cluster: 'ap1',
      wsHost: 'localhost',
      wsPort: 6001,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      authEndpoint: '/broadcasting/auth',
      bearerToken: '1|tok',
      auth: { headers: { Authorization: 'Bearer 1|tok', Accept: 'application/json' } },
    });
    window.__LPK_CONFIG__ = { apiBaseUrl: 'https://api.example', wsHost: 'ws.example', wsPort: 7001, pusherKey: 'k' };
    expect(buildRealtimeOptions('2|t')).toEqual(
      expect.objectContaining({ key: 'k', wsHost: 'ws.example', wsPort: 7001, authEndpoint: 'https://api.example/broadcasting/auth' }),
    );
  });

  it('reauthorizeOptions swaps the bearer token in place (the object pusher-js reads)', () => {
    const options = buildRealtimeOptions('1|old');
    const headers = options.auth.headers;
    reauthorizeOptions(options, '2|new');
    expect(options.auth.headers).toBe(headers);
    expect(headers).toEqual({ Authorization: 'Bearer 2|new', Accept: 'application/json' });
    expect(options.bearerToken).toBe('2|new');
  });

  it('does not connect when logged out', async () => {
    await expect(connectRealtime()).resolves.toBeNull();
    expect(getRealtime()).toBeNull();
  });

  it('connects with the configured settings and authorises channels with the token', async () => {
    setSession('1|first', user);
    const echo = await connectRealtime();
    expect(echo).not.toBeNull();
    expect(await connectRealtime()).toBe(echo);
    const pusher = pusherOf();
    expect(pusher.key).toBe('test-key');
    expect(pusher.config.wsPort).toBe(1);
    expect(pusher.config.wsHost).toBe('127.0.0.1');
    const seen = await authorize('private-App.Models.User.4');
    expect(seen.url).toBe('/broadcasting/auth');
    expect(seen.headers.authorization).toBe('Bearer 1|first');
    expect(seen.headers.accept).toContain('application/json'); // jsdom's XHR adds its own */* first
    expect(seen.body).toContain('channel_name=private-App.Models.User.4');
  });

  it('re-authorises when the token is replaced: the next channel authorisation carries the new token', async () => {
    setSession('1|first', user);
    await connectRealtime();
    replaceToken('2|second');
    expect((await authorize('private-App.Models.User.4')).headers.authorization).toBe('Bearer 2|second');
  });

  it('sends X-Socket-Id on API calls once the connection has a socket id', async () => {
    setSession('1|first', user);
    await connectRealtime();
    await api.get('/api/lpk/messages');
    expect(server.seen[server.seen.length - 1]?.headers['x-socket-id']).toBeUndefined();
    pusherOf().connection.socket_id = '987.654';
    expect(getSocketId()).toBe('987.654');
    await api.get('/api/lpk/messages');
    expect(server.seen[server.seen.length - 1]?.headers['x-socket-id']).toBe('987.654');
  });

  it('closes when the session ends (logout, 401, another tab)', async () => {
    setSession('1|first', user);
    await connectRealtime();
    expect(getRealtime()).not.toBeNull();
    clear();
    expect(getRealtime()).toBeNull();
    expect(getSocketId()).toBeUndefined();
  });

  it('a connect cancelled while its modules load stays closed', async () => {
    setSession('1|first', user);
    const pending = connectRealtime();
    disconnectRealtime();
    await expect(pending).resolves.toBeNull();
    expect(getRealtime()).toBeNull();
  });

  it('loads pusher-js and laravel-echo lazily (no static import in src)', () => {
    const root = path.join(__dirname, '..', 'src');
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? walk(full) : [full];
      });
    })(root);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*from\s+'(pusher-js|laravel-echo)'/gm)) {
        throw new Error(`${file} imports ${match[1]} statically`);
      }
    }
    const connection = readFileSync(path.join(root, 'realtime', 'connection.ts'), 'utf8');
    expect(connection).toContain("import('laravel-echo')");
    expect(connection).toContain("import('pusher-js')");
  });
});

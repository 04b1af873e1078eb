/**
 * End to end against the real API and real-time server of api/, started in a child process on
 * loopback: login through mf-shared, the Echo connection it opens, private-channel authorisation
 * with the stored token, and re-authorisation after the token is replaced.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { clear, connectRealtime, disconnectRealtime, getRealtime, getToken, login, replaceToken, setNavigator, toast } from '../src';

interface Stack {
  httpUrl: string;
  wsPort: number;
  key: string;
}

let child: ChildProcess;
let stack: Stack;

function startApi(): Promise<Stack> {
  const root = path.join(__dirname, '..', '..');
  child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(__dirname, 'helpers', 'api-stack.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`api stack exited with ${String(code)}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve(JSON.parse(line) as Stack);
    });
  });
}

beforeAll(async () => {
  stack = await startApi();
});
afterAll(async () => {
  disconnectRealtime();
  toast.clear();
  delete window.__LPK_CONFIG__;
  child?.stdin?.end();
  await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
});
beforeEach(() => {
  window.__LPK_CONFIG__ = { apiBaseUrl: stack.httpUrl, wsHost: '127.0.0.1', wsPort: stack.wsPort, pusherKey: stack.key };
  localStorage.clear();
  clear();
  setNavigator(() => undefined);
});
afterEach(() => setNavigator(null));

/** A request from another browser (node's http, not this page's client). */
function elsewhere(method: string, url: string, token?: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${stack.httpUrl}${url}`,
      {
        method,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function subscribe(channel: string): Promise<'ok' | 'refused'> {
  const echo = getRealtime();
  if (!echo) throw new Error('not connected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer for ${channel}`)), 5000);
    echo
      .private(channel)
      .subscribed(() => {
        clearTimeout(timer);
        resolve('ok');
      })
      .error(() => {
        clearTimeout(timer);
        resolve('refused');
      });
  });
}

it('login opens the connection; private channels authorise with the current (replaced) token', async () => {
  const { user } = await login({ email: 'caregiver@demo.test', password: 'Caregiver#2026' });
  const echo = await connectRealtime();
  expect(echo).not.toBeNull();
  await expect(subscribe(`App.Models.User.${user.id}`)).resolves.toBe('ok');

  // A token that is not valid: new subscriptions must now be refused, proving the new token is used.
  replaceToken('999999|not-a-valid-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
  echo!.leave(`App.Models.User.${user.id}`);
  await expect(subscribe(`App.Models.User.${user.id}`)).resolves.toBe('refused');

  // A fresh valid token (a second login) is picked up again.
  const again = await login({ email: 'caregiver@demo.test', password: 'Caregiver#2026' });
  expect(getRealtime()).toBe(echo);
  echo!.leave(`App.Models.User.${user.id}`);
  await expect(subscribe(`App.Models.User.${again.user.id}`)).resolves.toBe('ok');
});

it('a session ended from another browser ends here at once: the socket closed with 4009, the session checked, signed out to /login', async () => {
  const navigated: string[] = [];
  setNavigator((url) => navigated.push(url));
  const { user } = await login({ email: 'caregiver@demo.test', password: 'Caregiver#2026' });
  await connectRealtime();
  await expect(subscribe(`App.Models.User.${user.id}`)).resolves.toBe('ok');
  const mine = getToken()!;

  // Another browser signs in and ends this device (the list of signed-in devices on /admin/settings).
  const other = await elsewhere('POST', '/api/lpk/login', undefined, { email: 'caregiver@demo.test', password: 'Caregiver#2026' });
  const { token } = (other.body as { data: { token: string } }).data;
  expect((await elsewhere('DELETE', `/api/lpk/sessions/${mine.split('|')[0]}`, token)).status).toBe(200);

  const deadline = Date.now() + 5_000;
  while (getToken() !== null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(getToken()).toBeNull();
  expect(navigated.at(-1)).toMatch(/^\/login\?redirect=/);
});

import {
  ApiError,
  avatarUrl,
  changePassword,
  clear,
  disconnectRealtime,
  getProfile,
  getProfileSection,
  getRealtime,
  getToken,
  getUser,
  login,
  logout,
  register,
  saveProfileSection,
  setLanguage,
  setNavigator,
  setSession,
  toast,
  updateProfile,
  uploadAvatar,
} from '../src';
import { loadClient } from '../src/api/client';
import { startServer, type Handler, type SeenRequest } from './helpers/server';
import { makeUser } from './helpers/fixtures';

const user = makeUser();

let handler: Handler;
let server: Awaited<ReturnType<typeof startServer>>;
let navigations: string[];

beforeAll(async () => {
  server = await startServer((request) => handler(request));
});
afterAll(async () => {
  toast.clear();
  delete window.__LPK_CONFIG__;
  await server.close();
});
beforeEach(async () => {
  // The real-time server is nowhere: port 1 refuses, pusher-js just retries in the background.
  window.__LPK_CONFIG__ = { apiBaseUrl: server.url, wsHost: '127.0.0.1', wsPort: 1 };
  localStorage.clear();
  clear();
  toast.clear();
  server.seen.length = 0;
  navigations = [];
  setNavigator((url) => navigations.push(url));
  window.history.replaceState(null, '', '/');
  handler = () => ({ body: { status: 'success', data: null } });
  await setLanguage('en');
});
afterEach(() => {
  disconnectRealtime();
  setNavigator(null);
});

function only(path: string): SeenRequest {
  const hits = server.seen.filter((request) => request.url === path);
  expect(hits).toHaveLength(1);
  return hits[0]!;
}

describe('login and register', () => {
  it('login posts the credentials, stores token and user, opens the real-time connection', async () => {
    handler = () => ({ body: { status: 'success', message: 'ok', data: { token: '5|abc', user } } });
    const data = await login({ email: user.email, password: 'Secret#2026' });
    expect(data.token).toBe('5|abc');
    expect(JSON.parse(only('/api/lpk/login').body)).toEqual({ email: user.email, password: 'Secret#2026' });
    expect(localStorage.getItem('lpk_token')).toBe('5|abc');
    expect(JSON.parse(localStorage.getItem('lpk_user') ?? 'null')).toEqual(user);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getRealtime()).not.toBeNull();
    expect(toast.list().at(-1)).toEqual(expect.objectContaining({ kind: 'success', message: 'Login successful. Welcome!' }));
  });

  it('register posts the registration payload and logs in', async () => {
    handler = () => ({ status: 201, body: { status: 'success', data: { token: '6|def', user } } });
    const input = {
      full_name: user.full_name,
      email: user.email,
      phone: user.phone,
      password: 'Secret#2026',
      password_confirmation: 'Secret#2026',
      referral_code: 'FRIEND1',
      agree: true,
    };
    expect(getRealtime()).toBeNull();
    await register(input);
    expect(JSON.parse(only('/api/lpk/register').body)).toEqual(input);
    expect(getToken()).toBe('6|def');
    expect(getUser()).toEqual(user);
    expect(localStorage.getItem('lpk_token')).toBe('6|def');
    expect(JSON.parse(localStorage.getItem('lpk_user') ?? 'null')).toEqual(user);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getRealtime()).not.toBeNull();
    expect(toast.list().at(-1)).toEqual(expect.objectContaining({ kind: 'success', message: 'Registration successful. Welcome!' }));
  });

  it('a failed registration stores nothing and opens no real-time connection', async () => {
    handler = () => ({ status: 422, body: { status: 'error', message: 'Pendaftaran gagal. Silakan coba lagi.' } });
    await expect(
      register({ full_name: 'X', email: 'x@example.test', phone: '+6281', password: 'Secret#2026', password_confirmation: 'Secret#2026', agree: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getRealtime()).toBeNull();
  });

  it("a success answer without data rejects with the generic error ('An error occurred') and stores nothing", async () => {
    handler = () => ({ body: { status: 'success' } });
    const error = await login({ email: user.email, password: 'Secret#2026' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('An error occurred. Please try again.');
    expect(getToken()).toBeNull();
    await setLanguage('id');
    await expect(login({ email: user.email, password: 'Secret#2026' })).rejects.toThrow('Terjadi kesalahan. Silakan coba lagi.');
  });

  it('a failed login stores nothing', async () => {
    handler = () => ({ status: 422, body: { status: 'error', message: 'Login gagal. Silakan coba lagi.' } });
    window.history.replaceState(null, '', '/login');
    await expect(login({ email: user.email, password: 'wrong' })).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(toast.list()[0]?.message).toBe('Login gagal. Silakan coba lagi.');
  });
});

describe('logout', () => {
  it('sends the token, clears everything, closes the real-time connection and goes to /login', async () => {
    setSession('5|abc', user);
    localStorage.setItem('lpk_lang', 'en');
    await logout();
    expect(only('/api/lpk/logout').headers.authorization).toBe('Bearer 5|abc');
    expect(localStorage.getItem('lpk_token')).toBeNull();
    expect(localStorage.getItem('lpk_user')).toBeNull();
    expect(getRealtime()).toBeNull();
    expect(navigations).toEqual(['/login']);
    expect(toast.list()).toEqual([]);
  });

  it('swallows errors silently: 500, 401, envelope error, unreachable server', async () => {
    for (const reply of [{ status: 500, raw: '' }, { status: 401, body: { status: 'error', message: 'Unauthenticated.' } }, { body: { status: 'error' } }]) {
      setSession('5|abc', user);
      handler = () => reply;
      await expect(logout()).resolves.toBeUndefined();
      expect(getToken()).toBeNull();
      expect(getUser()).toBeNull();
    }
    setSession('5|abc', user);
    handler = () => ({ drop: true }); // connection lost
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // jsdom's XHR leaves its time-out timer running after a network error: keep it short here.
    const client = await loadClient();
    client.defaults.timeout = 500;
    try {
      await expect(logout()).resolves.toBeUndefined();
    } finally {
      client.defaults.timeout = 10000;
      quiet.mockRestore();
    }
    expect(getToken()).toBeNull();
    expect(toast.list()).toEqual([]);
    expect(navigations).toEqual(['/login', '/login', '/login', '/login']);
  });
});

describe('profile', () => {
  it('change-password posts the payload and answers the envelope', async () => {
    setSession('5|abc', user);
    handler = () => ({ body: { status: 'success', message: 'Password changed.', data: null } });
    const body = await changePassword({ current_password: 'Old#2026x', password: 'New#2026x', password_confirmation: 'New#2026x' });
    expect(body).toEqual({ status: 'success', message: 'Password changed.', data: null });
    expect(JSON.parse(only('/api/lpk/change-password').body)).toEqual({
      current_password: 'Old#2026x',
      password: 'New#2026x',
      password_confirmation: 'New#2026x',
    });
  });

  it('a successful profile update replaces the stored user; a failed one keeps it', async () => {
    setSession('5|abc', user);
    const updated = { ...user, full_name: 'Siti R.', phone: '+628111' };
    handler = () => ({ body: { status: 'success', data: { user: updated } } });
    await expect(updateProfile({ full_name: 'Siti R.', phone: '+628111' })).resolves.toEqual(updated);
    expect(JSON.parse(only('/api/lpk/profile').body)).toEqual({ full_name: 'Siti R.', phone: '+628111' });
    expect(getUser()).toEqual(updated);

    handler = () => ({ body: { status: 'error', message: 'Nope' } });
    await expect(updateProfile({ full_name: 'X' })).rejects.toBeInstanceOf(ApiError);
    expect(getUser()).toEqual(updated);
  });

  it('getProfile reads the profile', async () => {
    setSession('5|abc', user);
    handler = () => ({ body: { status: 'success', data: { user, completeness: { percent: 40 } } } });
    await expect(getProfile()).resolves.toEqual({ user, completeness: { percent: 40 } });
    expect(server.seen[0]?.method).toBe('GET');
  });

  it('avatar upload sends multipart field avatar and updates the stored avatar', async () => {
    setSession('5|abc', user);
    handler = () => ({ body: { status: 'success', data: { avatar_url: '/storage/avatars/7-a1b2.webp' } } });
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' });
    const data = await uploadAvatar(png, 'me.png');
    expect(data.avatar_url).toBe('/storage/avatars/7-a1b2.webp');
    const seen = only('/api/lpk/profile/avatar');
    expect(seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('name="avatar"; filename="me.png"');
    expect(seen.body).toContain('\x89PNG');
    expect(getUser()).toEqual({ ...user, avatar: '/storage/avatars/7-a1b2.webp' });

    // Without status success the stored avatar stays as it was.
    handler = () => ({ body: { status: 'error', message: 'Berkas tidak valid.', data: { avatar_url: '/storage/avatars/evil.webp' } } });
    await expect(uploadAvatar(png, 'me.png')).rejects.toBeInstanceOf(ApiError);
    expect(getUser()?.avatar).toBe('/storage/avatars/7-a1b2.webp');
  });

  it('reads and saves each section at /api/lpk/profile/{section}', async () => {
    setSession('5|abc', user);
    handler = (request) => ({
      body: { status: 'success', data: { section: request.method === 'POST' ? JSON.parse(request.body) : null, completeness: 0, updated_at: null } },
    });
    for (const section of ['ktp', 'education', 'family', 'additional-info', 'quiz', 'essay'] as const) {
      await expect(getProfileSection(section)).resolves.toEqual({ section: null, completeness: 0, updated_at: null });
      await expect(saveProfileSection(section, { a: section })).resolves.toEqual(expect.objectContaining({ section: { a: section } }));
    }
    expect(server.seen.map((r) => `${r.method} ${r.url}`)).toEqual(
      ['ktp', 'education', 'family', 'additional-info', 'quiz', 'essay'].flatMap((s) => [`GET /api/lpk/profile/${s}`, `POST /api/lpk/profile/${s}`]),
    );
  });
});

describe('avatarUrl', () => {
  it('prefixes relative URLs with the API host and keeps absolute ones', () => {
    window.__LPK_CONFIG__ = { apiBaseUrl: 'https://api.lpk.example/' };
    expect(avatarUrl({ avatar: '/storage/avatars/7.webp' })).toBe('https://api.lpk.example/storage/avatars/7.webp');
    expect(avatarUrl('storage/avatars/7.webp')).toBe('https://api.lpk.example/storage/avatars/7.webp');
    expect(avatarUrl({ avatar: 'https://cdn.example/a.png' })).toBe('https://cdn.example/a.png');
    expect(avatarUrl({ avatar: 'http://cdn.example/a.png' })).toBe('http://cdn.example/a.png');
    expect(avatarUrl({ avatar: '//cdn.example/a.png' })).toBe('//cdn.example/a.png');
    expect(avatarUrl({ avatar: null })).toBeNull();
    expect(avatarUrl(null)).toBeNull();
    window.__LPK_CONFIG__ = {};
    expect(avatarUrl('/storage/avatars/7.webp')).toBe('/storage/avatars/7.webp');
  });
});

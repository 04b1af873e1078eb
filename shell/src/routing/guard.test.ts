import { clear, setSession, type User } from 'mf-shared';
import { guardRedirect, installGuard } from './guard';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const user = { id: 1, full_name: 'Siti', email: 's@example.test' } as User;

describe('guardRedirect', () => {
  it.each([
    '/admin',
    '/admin/dashboard',
    '/admin/account',
    '/admin/edit-profile',
    '/admin/edit-ktp',
    '/admin/edit-education',
    '/admin/edit-family',
    '/admin/edit-additional',
    '/admin/edit-japanese-certificate',
    '/admin/edit-resume',
    '/admin/change-password',
    '/admin/registration',
    '/admin/settings',
    '/admin/messages',
    '/registration',
  ])('sends a visitor without a token from %s to login', (pathname) => {
    expect(guardRedirect(at(pathname), false)).toBe(`/login?redirect=${encodeURIComponent(pathname)}`);
  });

  it('keeps the full intended path, query and hash in the redirect', () => {
    const target = guardRedirect(at('/admin/messages', '?thread=4&x=a%20b', '#latest'), false);
    expect(target).toMatch(/^\/login\?redirect=/);
    expect(new URL(target!, 'http://localhost').searchParams.get('redirect')).toBe('/admin/messages?thread=4&x=a%20b#latest');
  });

  it.each([
    ['/admin/%5Cevil.example', ''],
    ['/admin/messages', '?next=%0a'],
    ['/admin/%09x', ''],
  ])('puts no unsafe path in the redirect (the one rule of contracts): %s%s goes to plain /login', (pathname, search) => {
    expect(guardRedirect(at(pathname, search), false)).toBe('/login');
  });

  it('lets a visitor with a token stay', () => {
    expect(guardRedirect(at('/admin/dashboard'), true)).toBeNull();
    expect(guardRedirect(at('/registration'), true)).toBeNull();
  });

  it.each([
    '/',
    '/search',
    '/search/tokyo',
    '/lpk/3',
    '/about',
    '/login',
    '/register',
    '/register/ABC',
    '/registration-success',
    '/registration-certificate',
    '/jobs',
    '/administrator',
    '/job-detail/1/2',
  ])('leaves the public path %s alone', (pathname) => {
    expect(guardRedirect(at(pathname), false)).toBeNull();
  });
});

describe('installGuard', () => {
  afterEach(() => {
    clear();
    window.history.replaceState(null, '', '/');
  });

  it('redirects at start and replaces the protected entry in history', () => {
    window.history.replaceState(null, '', '/admin/settings?tab=2');
    const before = window.history.length;
    const uninstall = installGuard();
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/login?redirect=${encodeURIComponent('/admin/settings?tab=2')}`);
    expect(window.history.length).toBe(before);
    uninstall();
  });

  it('checks again before every route change', () => {
    const uninstall = installGuard();
    window.history.pushState(null, '', '/registration');
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
    expect(window.location.pathname).toBe('/login');
    uninstall();
  });

  it('leaves a logged-in visitor where they are, and moves them once the session ends', async () => {
    setSession('1|token', user);
    window.history.replaceState(null, '', '/admin/dashboard');
    const uninstall = installGuard();
    expect(window.location.pathname).toBe('/admin/dashboard');
    clear();
    await Promise.resolve(); // deferred so a 401's own redirect runs first
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/login?redirect=${encodeURIComponent('/admin/dashboard')}`);
    uninstall();
  });
});

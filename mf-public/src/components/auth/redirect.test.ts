import { DEFAULT_AFTER_LOGIN, isSafeRedirect, resolveRedirect } from './redirect';

describe('redirect after login', () => {
  it.each(['/admin/dashboard', '/admin/messages?thread=3#last', '/search/tokyo', '/registration', '/'])('accepts the site path %s', (path) => {
    expect(isSafeRedirect(path)).toBe(true);
    expect(resolveRedirect(path)).toEqual({ to: path, rejected: false });
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/a\\b',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'admin/dashboard',
    '/login',
    '/login?redirect=%2Fadmin',
    // Issue 32: "//evil.example" once the dot segments are resolved, or once decoded.
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
  ])('refuses %j', (target) => {
    expect(isSafeRedirect(target)).toBe(false);
    expect(resolveRedirect(target)).toEqual({ to: DEFAULT_AFTER_LOGIN, rejected: true });
  });

  it('follows the resolved path: dot segments are gone', () => {
    expect(resolveRedirect('/admin/./x/../messages?thread=3#last')).toEqual({ to: '/admin/messages?thread=3#last', rejected: false });
  });

  it('goes to the dashboard, without complaint, when no redirect was asked for', () => {
    expect(resolveRedirect(null)).toEqual({ to: '/admin/dashboard', rejected: false });
    expect(resolveRedirect('')).toEqual({ to: '/admin/dashboard', rejected: false });
  });
});

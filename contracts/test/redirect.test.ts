import { MAX_REDIRECT_LENGTH, safeRedirect } from '../src';

/**
 * The one rule for where to go after signing in (API and front ends): after dot segments are
 * resolved, only a path with a single leading '/' is kept; the forms a browser or a later decoding
 * turns into another host are dropped (null: the caller's default target).
 */
describe('safeRedirect', () => {
  it.each([
    ['/admin/dashboard', '/admin/dashboard'],
    ['/admin/messages?thread=3#last', '/admin/messages?thread=3#last'],
    ['/search/tokyo', '/search/tokyo'],
    ['/search?q=tokyo%20osaka', '/search?q=tokyo%20osaka'],
    ['/staff-invitation?token=abc_DEF-123', '/staff-invitation?token=abc_DEF-123'],
    ['/', '/'],
    // Dot segments are resolved: what is kept is what a browser would open.
    ['/admin/./dashboard', '/admin/dashboard'],
    ['/admin/x/../messages', '/admin/messages'],
    ['/../admin', '/admin'],
    ['/admin/%2e%2e/registration', '/registration'],
  ])('keeps the site path %j as %j', (raw, kept) => {
    expect(safeRedirect(raw)).toBe(kept);
  });

  it.each([
    // Another host, written or in disguise.
    '//evil.example',
    '/.//evil.example',
    '/././/evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/a\\b',
    // Encoded.
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/x?next=%5C',
    // Control characters and whitespace, written or encoded.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '/ /evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%00',
    '/%7F',
    // Not a path.
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'admin/dashboard',
    '',
    // Malformed encoding.
    '/%E0%A4%A',
    // Sign-in pages would loop back.
    '/login',
    '/login?redirect=%2Fadmin',
    '/x/../login',
    '/%6Cogin',
    '/auth/callback?code=1',
  ])('drops %j', (raw) => {
    expect(safeRedirect(raw)).toBeNull();
  });

  it('drops what is not a string, and what is too long', () => {
    for (const raw of [undefined, null, 42, ['/admin'], { path: '/admin' }]) expect(safeRedirect(raw)).toBeNull();
    expect(safeRedirect(`/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`)).toHaveLength(MAX_REDIRECT_LENGTH);
    expect(safeRedirect(`/${'a'.repeat(MAX_REDIRECT_LENGTH)}`)).toBeNull();
  });

  it('what it keeps, it keeps again unchanged (the API stores it, the front end checks it once more)', () => {
    for (const raw of ['/admin/./dashboard', '/admin/messages?thread=3#last', '/é/x', '/a"b']) {
      const kept = safeRedirect(raw);
      expect(kept).not.toBeNull();
      expect(safeRedirect(kept)).toBe(kept);
    }
  });
});

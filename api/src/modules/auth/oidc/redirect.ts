/** Longest destination kept with a sign-in. */
const MAX_LENGTH = 2048;

/** Control characters, spaces and backslashes: browsers drop or rewrite some of them ("/\t/evil" becomes "//evil"). */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f\\]/;

/**
 * Where to go after signing in, when `raw` is a path of this site: exactly one leading '/', no
 * backslash, whitespace or control character, the same origin once resolved, and not a login
 * path (which would loop back). Anything else is null (the front end's default, the dashboard).
 * The same rules as the front end's own check (mf-public components/auth/redirect.ts).
 */
export function safeRedirect(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || UNSAFE_CHARACTERS.test(raw)) return null;
  const base = 'http://this.site';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname.startsWith('/login') || url.pathname.startsWith('/auth/callback')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

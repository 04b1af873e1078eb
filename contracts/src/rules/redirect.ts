/**
 * Where to go after signing in (the `redirect` of /login, of Google sign-in, of the route guard):
 * one rule for the API, which stores the destination with a sign-in and returns it, and for the
 * front ends, which follow it (docs/product.md sections 2 and 8).
 */

/** Longest destination kept. */
export const MAX_REDIRECT_LENGTH = 2048;

/** Control characters, whitespace and backslashes: browsers drop or rewrite some of them ("/\t/evil" and "/\evil" become "//evil"). */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f\\]/;

/** Control characters and the backslash percent-encoded (%00-%1F, %7F, %5C), anywhere: a later decoding must not bring them back. (An encoded space is data, as in "?q=tokyo%20osaka".) */
const UNSAFE_ENCODED = /%(?:[01][0-9a-f]|7f|5c)/i;

/** The pages that sign in: going back to one after signing in would loop. */
const SIGN_IN_PATHS = ['/login', '/auth/callback'];

/** The WHATWG URL parser, as Node and every browser have it (contracts is built without DOM or Node types). */
interface ParsedUrl {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}
declare const URL: new (input: string, base: string) => ParsedUrl;

/** Only for resolving: a path keeps this origin unless it names another host. */
const BASE = 'http://this.site';

/** `value` percent-decoded, round after round (a double encoding, %252F, is decoded too); null when malformed. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < 3 && current.includes('%'); round += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    forms.push(current);
  }
  return forms;
}

/** A path that starts with exactly one '/': not '//', not '/\' (which browsers read as '//'). */
const singleSlash = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * The destination `raw` names when it is a path of this site, normalised (dot segments resolved:
 * what is stored and followed), else null (the caller's default target). Kept only when:
 * - it is a string of at most MAX_REDIRECT_LENGTH characters starting with exactly one '/';
 * - it holds no control character, whitespace or backslash (nor, percent-encoded, a control
 *   character or backslash);
 * - once its dot segments are resolved ("/.//x" is "//x"), its path still starts with exactly one
 *   '/', and so does every percent-decoded form of it ("/%2F%2Fx");
 * - it is not a sign-in page (/login..., /auth/callback...), which would loop back.
 */
export function safeRedirect(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_REDIRECT_LENGTH) return null;
  if (!singleSlash(raw) || UNSAFE_CHARACTERS.test(raw) || UNSAFE_ENCODED.test(raw)) return null;
  let url: ParsedUrl;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const forms = decodedForms(url.pathname);
  if (!forms || !forms.every(singleSlash)) return null;
  if (forms.some((form) => SIGN_IN_PATHS.some((page) => form.startsWith(page)))) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return target.length > MAX_REDIRECT_LENGTH ? null : target;
}

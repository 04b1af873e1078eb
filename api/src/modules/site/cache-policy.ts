/**
 * Cache-Control for the front end (DEVELOPERS.md, definition of done 5):
 * - entry points — index.html, rollout.json, and any remoteEntry.js whose URL holds no version —
 *   are never cached without asking again (`no-cache`: revalidated with the ETag every time);
 * - content-hashed files and everything under a versioned remote folder are immutable for a year.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** A webpack content hash in the name: `main.1a2b3c4d.js`, `123.1a2b3c4d.css`. */
const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|svg|webp|jpg)$/;

export function cacheControlFor(urlPath: string, options: { versioned: boolean }): string {
  if (options.versioned) return IMMUTABLE;
  return HASHED.test(urlPath) ? IMMUTABLE : REVALIDATE;
}

/**
 * Cache-Control for the front end:
 * - entry points — index.html, rollout.json, and any remoteEntry.js whose URL holds no version —
 *   are never cached without asking again (`no-cache`: revalidated with the ETag every time);
 * - content-hashed files and everything under a versioned remote folder are immutable for a year.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** A webpack content hash in the name: `main.1a2b3c4d.js`, `123.1a2b3c4d.css`. */
const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|svg|webp|jpg)$/;

/** A file under a remote's version folder; `dev` is `npm run dev`'s rebuilt-on-save folder. */
const VERSIONED = /^\/remotes\/[^/]+\/(?!dev\/)[^/]+\//;

/** The Cache-Control of a front-end file by its URL path. */
export function cacheControlFor(urlPath: string): string {
  return VERSIONED.test(urlPath) || HASHED.test(urlPath) ? IMMUTABLE : REVALIDATE;
}

import { promises as fs } from 'node:fs';
import path from 'node:path';
import { EARLY_GET_META, FIRST_DATA_ID, FIRST_GETS_NAMED_META, type FirstData } from 'contracts';
import { safeDecode } from '../../lib/uri';

/**
 * Pre-rendered page heads (docs/architecture.md, "First paint"): a remote's build may write
 * `page-heads.json` beside its remoteEntry.js (scripts/webpack/page-heads.cjs) with, per route whose
 * first screenful is static text, the markup of its heading and lead in both languages, and the CSS
 * those need. The page served for such a route carries the head of the remote's stable version
 * (rollout.json), so the text paints before any JavaScript has run; the remote's first render
 * replaces it (a canary's first render replaces it with its own).
 *
 * Both languages are written; the inline early script of index.html sets `<html lang>` from the
 * saved choice before the body is parsed, and the style below shows only that language's head.
 */

export interface PageHeads {
  schema: 1;
  /** The id of the element the remote mounts into (`app-mf-public`). */
  container: string;
  css: string;
  /**
   * By route: `/about`, or a pattern with numeric parameters (`/lpk/:id`) for a data head.
   * `firstGets`: the API GETs the screen sends first there (`/api/...`, with the route's `:name`s),
   * which the page's early script starts before the code has loaded.
   */
  /**
   * `preload`: the remote's files (js, css) the route needs first: its `./app` and its screen, named
   * as in the version folder; the page preloads them so they download beside the shell's code.
   */
  heads: Record<string, { id: string; en: string; data?: DataKind; firstGets?: string[]; preload?: string[] }>;
  /**
   * The fingerprint of the first-screen bundle built from the same sources (first-screen.ts): when
   * the host holds that very bundle, it renders the route's first screen with its data instead.
   */
  firstScreen?: string;
}

/** What a data head is filled with: the institute (`/lpk/:id`) or the vacancy (`/job-detail/:id/:lpkId`) of the URL, or its text query (`/search/:query`). */
export type DataKind = 'institute' | 'job' | 'query';

/** The fields of a data head's `{{field}}`s in one language, or null when the URL names nothing public. */
export type HeadData = (kind: DataKind, params: string[], lang: 'id' | 'en') => Promise<Record<string, string | number> | null>;

export interface PageHead {
  /** remote@version: which build the markup comes from. */
  source: string;
  container: string;
  css: string;
  markup: { id: string; en: string };
  /** Filled from the database (a data head): kept for a short while only. */
  data: boolean;
  /** The route's first GETs with its parameters filled (path and query on this origin); null when the remote names none. */
  firstGets: string[] | null;
  /**
   * URLs of the remote's files the route needs first (page-heads.json `preload`), to preload; [] when
   * a canary may be chosen instead, or when the host cannot read one of them now.
   */
  preload: string[];
  /** The remote and the fingerprint of its first-screen bundle (page-heads.json), null when it names none. */
  remote: string;
  firstScreen: string | null;
  /** A first screen rendered with its data: the answers it was rendered with, for the remote (FIRST_DATA_ID). */
  firstData?: FirstData;
}

/**
 * Only the head in `<html lang>`'s language shows; and the head fills the viewport, so that what the
 * shell draws below it (the footer) does not paint in the first screenful of a short page before
 * the screen does (it would become the Largest Contentful Paint, late).
 */
const HEAD_RULES = 'html:not([lang=en]) [data-prerender-lang=en],html[lang=en] [data-prerender-lang=id]{display:none}[data-prerender]{min-height:100vh}';
const CONTAINER_ID = /^[A-Za-z][\w-]{0,63}$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
const REMOTE = /^mf-[a-z][a-z0-9-]*$/;
/** A first GET as a remote may declare it: a path of this API with a plain query, `:name`s for the route's parameters. */
const FIRST_GET = /^\/api\/(?!.*\.\.)[\w\-/.:]*(\?[\w\-.:=&,%]*)?$/;
const MAX_FIRST_GETS = 8;
const PRELOAD_FILE = /^[\w.-]{1,120}\.(?:js|css)$/;
const MAX_PRELOADS = 16;

function isPreload(value: unknown): boolean {
  return (
    value === undefined || (Array.isArray(value) && value.length <= MAX_PRELOADS && value.every((file) => typeof file === 'string' && PRELOAD_FILE.test(file)))
  );
}

function isFirstGets(value: unknown): boolean {
  return (
    value === undefined ||
    (Array.isArray(value) && value.length <= MAX_FIRST_GETS && value.every((get) => typeof get === 'string' && get.length <= 300 && FIRST_GET.test(get)))
  );
}

function isHeads(value: unknown): value is PageHeads {
  const v = value as Partial<PageHeads> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.schema === 1 &&
    typeof v.container === 'string' &&
    CONTAINER_ID.test(v.container) &&
    typeof v.css === 'string' &&
    typeof v.heads === 'object' &&
    v.heads !== null &&
    (v.firstScreen === undefined || (typeof v.firstScreen === 'string' && /^[\w-]{8,64}$/.test(v.firstScreen))) &&
    Object.values(v.heads).every(
      (h) =>
        typeof h?.id === 'string' &&
        typeof h?.en === 'string' &&
        (h.data === undefined || h.data === 'institute' || h.data === 'job' || h.data === 'query') &&
        isFirstGets(h.firstGets) &&
        isPreload(h.preload),
    )
  );
}

/** A file of a remote version (the deploy folder's, or the shared release store's), null when absent. */
export type VersionFileReader = (remote: string, version: string, file: string) => Promise<Buffer | string | null>;

/** Whether a file of a remote version can be read now. */
export type VersionFileCheck = (remote: string, version: string, file: string) => Promise<boolean>;

/** Reads version files from a deploy folder. */
export const folderReader =
  (root: string): VersionFileReader =>
  (remote, version, file) =>
    fs.readFile(path.join(root, remote, version, file), 'utf8').catch(() => null);

/** Whether a version file is in a deploy folder (without reading it). */
export const folderCheck =
  (root: string): VersionFileCheck =>
  (remote, version, file) =>
    fs.access(path.join(root, remote, version, file)).then(
      () => true,
      () => false,
    );

/** How long a version whose page-heads.json could not be read goes without being asked again (ms). */
export const UNREAD_RETRY_MS = 30_000;

/**
 * page-heads.json of the stable version of each remote served (versions are immutable: read once;
 * one that could not be read is asked again after UNREAD_RETRY_MS).
 * `readable` tells whether a file the head would preload can be read now (default: `read` it);
 * `now` is the clock of the retry.
 */
export function pageHeadReader(
  read: VersionFileReader,
  fill: HeadData,
  readable: VersionFileCheck = (remote, version, file) =>
    read(remote, version, file).then(
      (content) => content !== null,
      () => false,
    ),
  now: () => number = Date.now,
) {
  const byVersion = new Map<string, PageHeads | null>();
  /** Versions whose page-heads.json could not be read, until when they are not asked again (ms). */
  const unreadUntil = new Map<string, number>();

  async function headsOf(remote: string, version: string): Promise<PageHeads | null> {
    const key = `${remote}@${version}`;
    if (byVersion.has(key)) return byVersion.get(key) ?? null;
    if ((unreadUntil.get(key) ?? 0) > now()) return null;
    const content = await read(remote, version, 'page-heads.json').catch(() => null);
    if (content === null) {
      // Not there (yet): a version's folder still being copied, or a store briefly unreachable, or a
      // version built before page heads. Asked again after a while, not remembered as headless.
      if (unreadUntil.size > 200) unreadUntil.clear();
      unreadUntil.set(key, now() + UNREAD_RETRY_MS);
      return null;
    }
    const heads = parseHeads(content.toString());
    if (byVersion.size > 200) byVersion.clear();
    byVersion.set(key, heads);
    return heads;
  }

  /**
   * The URLs to preload. Only where every visitor gets the stable version: a canary's visitors would
   * download these for nothing. And only while the host can read every one of them: the browser
   * hands a failed preload (a 404 while the version is unavailable) to the page's next request of
   * that URL, the remote's own, so the fallback panel's retry in that page view would fail again.
   */
  async function preloadOf(remote: string, version: string, mayCanary: boolean, files: string[]): Promise<string[]> {
    if (mayCanary || files.length === 0) return [];
    const present = await Promise.all(files.map((file) => readable(remote, version, file)));
    return present.every(Boolean) ? files.map((file) => `/remotes/${remote}/${version}/${file}`) : [];
  }

  /** The head for `pathname` in the rollout manifest `rollout` (its text), or null. */
  return async function headFor(rollout: string | null, pathname: string): Promise<PageHead | null> {
    const remotes = servedRemotes(rollout);
    if (!remotes) return null;
    for (const [remote, remoteRollout] of Object.entries(remotes)) {
      const version = remoteRollout?.stable;
      if (!REMOTE.test(remote) || typeof version !== 'string' || !VERSION.test(version)) continue;
      const heads = await headsOf(remote, version);
      if (!heads) continue;
      const found = routeOf(heads, pathname);
      if (!found) continue;
      const source = `${remote}@${version}`;
      const { entry, params, route } = found;
      const named = entry.firstGets?.map((get) => withParams(get, route, params));
      const firstGets = named && named.every((get) => get !== null) ? (named as string[]) : null;
      const firstScreen = heads.firstScreen ?? null;
      const canary = remoteRollout?.canary;
      const mayCanary = typeof canary === 'object' && canary !== null && typeof canary.percent === 'number' && canary.percent > 0;
      const preload = await preloadOf(remote, version, mayCanary, entry.preload ?? []);
      if (!entry.data)
        return {
          source,
          container: heads.container,
          css: heads.css,
          markup: { id: entry.id, en: entry.en },
          data: false,
          firstGets,
          preload,
          remote,
          firstScreen,
        };
      const [id, en] = await Promise.all([fill(entry.data, params, 'id'), fill(entry.data, params, 'en')]);
      const markup = id && en ? { id: filled(entry.id, id), en: filled(entry.en, en) } : null;
      return markup && markup.id !== null && markup.en !== null
        ? { source, container: heads.container, css: heads.css, markup: { id: markup.id, en: markup.en }, data: true, firstGets, preload, remote, firstScreen }
        : null;
    }
    return null;
  };
}

/** A remote's entry in rollout.json: its stable version, and its canary's share. */
type RemoteRollout = { stable?: unknown; canary?: { percent?: unknown } | null } | null;

/** The remotes of a rollout manifest (its text) when their files are served here (`/remotes`); null for none, or an unreadable manifest. */
function servedRemotes(rollout: string | null): Record<string, RemoteRollout> | null {
  type Manifest = { baseUrl?: unknown; remotes?: Record<string, RemoteRollout> | null };
  let manifest: Manifest | null;
  try {
    manifest = JSON.parse(rollout ?? 'null') as Manifest | null;
  } catch {
    return null;
  }
  if (!manifest || typeof manifest !== 'object' || typeof manifest.remotes !== 'object' || manifest.remotes === null) return null;
  // Remotes served from another origin: their files are not here.
  if (manifest.baseUrl !== undefined && manifest.baseUrl !== '/remotes') return null;
  return manifest.remotes;
}

/** A version's page-heads.json, or null when it is not one. */
function parseHeads(text: string): PageHeads | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isHeads(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const patterns = new Map<string, RegExp>();

/** A route pattern as a RegExp (compiled once): `:name` is a positive integer, or any segment for a text query. */
function patternOf(route: string, data: DataKind): RegExp {
  const key = `${data} ${route}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const segments = route
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? (data === 'query' ? '([^/]{1,300})' : '([1-9][0-9]{0,9})') : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      );
    pattern = new RegExp(`^${segments.join('/')}$`);
    if (patterns.size > 1000) patterns.clear();
    patterns.set(key, pattern);
  }
  return pattern;
}

/** The head of a route: an exact path, else a pattern whose `:name` segments are positive integers (a text query: any segment). */
function routeOf(heads: PageHeads, pathname: string): { entry: PageHeads['heads'][string]; params: string[]; route: string } | null {
  if (Object.prototype.hasOwnProperty.call(heads.heads, pathname)) {
    const entry = heads.heads[pathname];
    if (entry && !entry.data) return { entry, params: [], route: pathname };
  }
  for (const [route, entry] of Object.entries(heads.heads)) {
    if (!entry.data || !route.includes(':')) continue;
    const match = patternOf(route, entry.data).exec(pathname);
    if (match) return { entry, params: match.slice(1), route };
  }
  return null;
}

/** A first GET with the route's `:name`s replaced by the URL's values (encoded); null when it names one the route lacks. */
function withParams(get: string, route: string, params: string[]): string | null {
  const names = route.split('/').filter((segment) => segment.startsWith(':'));
  let missing = false;
  const url = get.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[names.indexOf(`:${name}`)];
    if (value === undefined) missing = true;
    return encodeURIComponent(safeDecode(value ?? '') ?? value ?? '');
  });
  return missing ? null : url;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A data head's markup with its `{{field}}`s filled (escaped); null when it names a field the data lacks. */
function filled(markup: string, fields: Record<string, string | number>): string | null {
  let missing = false;
  const text = markup.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(fields, name) ? fields[name] : undefined;
    if (value === undefined) missing = true;
    return escapeHtml(String(value ?? ''));
  });
  return missing ? null : text;
}

/**
 * index.html with the head written in: its style before `</head>`, its markup in the remote's
 * (empty) container. The page as it was when either is missing.
 */
export function withPageHead(html: string, head: PageHead): string {
  const container = new RegExp(`(<div id="${head.container}">)(\\s*</div>)`);
  if (!container.test(html) || !html.includes('</head>')) return html;
  const markup =
    `<div data-prerender="${head.source}">` +
    `<div data-prerender-lang="id" lang="id">${head.markup.id}</div>` +
    `<div data-prerender-lang="en" lang="en">${head.markup.en}</div>` +
    '</div>';
  // No '<' in the CSS (escaped as CSS does): nothing in it can end the style element.
  const style = `<style>${head.css.replace(/</g, '\\3c ')}${HEAD_RULES}</style>`;
  // The first GETs (and that they are all named), before the first script: the early script reads them while the head is parsed.
  const gets =
    head.firstGets === null
      ? ''
      : `${head.firstGets.map((get) => `<meta name="${EARLY_GET_META}" content="${escapeHtml(get)}">`).join('')}<meta name="${FIRST_GETS_NAMED_META}">`;
  // A first screen's answers: JSON, never run (no '<' in it: nothing can end the element).
  const data = head.firstData
    ? `<script type="application/json" id="${FIRST_DATA_ID}">${JSON.stringify(head.firstData)
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029')}</script>`
    : '';
  // The remote's files the route needs first, downloading beside the shell's code (the chain no longer waits for the shell to run).
  const preloads = head.preload.map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="${url.endsWith('.css') ? 'style' : 'script'}">`).join('');
  const headEnd = html.indexOf('</head>');
  const firstScript = html.slice(0, headEnd).indexOf('<script');
  const at = firstScript >= 0 ? firstScript : headEnd;
  const withGets = `${html.slice(0, at)}${gets}${preloads}${html.slice(at)}`;
  return withGets.replace('</head>', () => `${style}${data}</head>`).replace(container, (_whole, open: string, close: string) => `${open}${markup}${close}`);
}

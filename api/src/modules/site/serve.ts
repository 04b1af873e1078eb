import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE, cacheControlFor } from './cache-policy';
import { CONFIG_MARKER, configScript, pagePolicy, remotesOrigin } from './page-config';
import { HttpError } from '../../lib/http-error';
import { safeDecode } from '../../lib/uri';
import { translator } from '../../i18n';
import { onCatalogueCleared } from '../catalogue/cache';
import { catalogueService } from '../catalogue/service';
import crawlPlugin from './crawl';
import { notFoundHead, seoFor, withSeoHead, type SeoHead } from './seo';
import { siteRoute, urlLanguage, type SiteRoute } from './site-routes';
import { firstScreens, type FirstScreens } from './first-screen';
import { folderCheck, folderReader, pageHeadReader, withPageHead, type HeadData, type PageHead } from './page-heads';
import { sharedRemotes } from './shared-remotes';

/** Paths owned by the API host: never answered with the page. */
const API_PATHS = /^\/(?:api|broadcasting|storage|health)(?:\/|$)/;
const REMOTE_URL = /^\/remotes\/(mf-[a-z][a-z0-9-]*)\/([0-9A-Za-z][0-9A-Za-z.+_-]{0,63})\/(.+)$/;
/** Precompressed copies are only sent through content negotiation, never asked for by name. */
const COMPRESSED_COPY = /\.(?:gz|br)$/;

/** A longer URL query than this gets the plain head, not a first screen of its own. */
const MAX_SCREEN_QUERY = 300;

type PageEncoding = 'br' | 'gzip' | 'identity';
const PAGE_ENCODINGS: PageEncoding[] = ['br', 'gzip', 'identity'];

interface Page {
  mtimeMs: number;
  /** Of rollout.json (its mtime, or the shared store's revision; '': none), which may move the remotes to another origin the policy allows. */
  rolloutTag: string;
  /** The text, configuration written in. */
  html: string;
  bodies: Record<PageEncoding, Buffer>;
  etag: string;
  /** When a page with a data head is built again (ms since the epoch); never for the others. */
  expiresAt?: number;
  /** The page's Content-Security-Policy for the host name it was asked for (page-config.ts). */
  policy: (pageHost: string) => string;
  /** 404: the not-found page (an unknown route, or a URL naming nothing public). */
  status: 200 | 404;
}

/**
 * Serves the front end from `STATIC_DIR` (the deploy folder of scripts/build.mjs) on the API's own
 * origin: `/shell/*` (the host's files), `/remotes/<remote>/<version>/*` (immutable remote builds),
 * `/rollout.json`, and index.html — with the run-time configuration written in — for every other
 * GET that is not an API path, so client-side routes load on reload.
 *
 * Files go through @fastify/static: the precompressed `.br`/`.gz` copy beside a file is sent to a
 * browser that accepts it, ETag/304, no dotfiles, nothing outside the folder. Cache headers follow
 * cache-policy.ts.
 *
 * With the shared release store (DATABASE_URL: modules/release), `/rollout.json` and the remotes'
 * version folders come from it instead (shared-remotes.ts), the same on every node; the shell's
 * own files stay in the folder (each node's deployment).
 *
 * Each page carries its own head for search engines (seo.ts: title, description, canonical,
 * hreflang, structured data) in the language its URL names; a path no route of the front end
 * matches (site-routes.ts), or one naming no public institute or vacancy, is answered 404 with the
 * not-found page. /robots.txt and /sitemap.xml: crawl.ts.
 */
const sitePlugin: FastifyPluginAsync = async (app) => {
  await app.register(crawlPlugin);
  const staticDir = app.config.site.staticDir;
  if (!staticDir) return;
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'shell', 'index.html');
  const rolloutFile = path.join(root, 'rollout.json');
  const script = configScript(app.config);
  let page: Page | null = null;
  /** The page with a pre-rendered head (page-heads.ts), by the head's source and route; emptied when the page or the rollout changes. */
  const headed = new Map<string, Page>();
  let rolloutText: string | null = null;
  const shared = app.release.sync;
  const headFor = shared
    ? pageHeadReader((remote, version, file) => shared.file(remote, version, file), headData(app))
    : pageHeadReader(folderReader(root), headData(app), folderCheck(root));
  if (shared) shared.onChange(() => headed.clear());
  const screens = firstScreens();
  const catalogue = catalogueService(app.db, { exchangeRate: app.config.exchangeRate, cache: app.config.catalogueCache });
  const seoContext = { db: app.db, catalogue, appUrl: app.config.appUrl.replace(/\/+$/, ''), apiBaseUrl: app.config.site.apiBaseUrl };
  // A catalogue change (an LPK edited its listing or a vacancy, here or on another node): the
  // pages written from the catalogue (a data head, a first screen with its data) are built again
  // on their next request.
  const stopListening = onCatalogueCleared(app.db, () => {
    for (const [key, page] of headed) if (page.expiresAt !== undefined) headed.delete(key);
  });
  app.addHook('onClose', async () => stopListening());
  /** Pages being built, by key: one build for a burst of visitors of the same URL. */
  const building = new Map<string, Promise<Page>>();

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
    allowedPath: (pathName) => !COMPRESSED_COPY.test(pathName),
    // Only a file that is there gets a cache lifetime: a 404 is never kept.
    setHeaders: (reply: FastifyReply) => reply.header('Cache-Control', cacheControlFor(reply.request.url.split('?')[0] ?? '')),
  });

  function sendFile(reply: FastifyReply, folder: string, file: string | null) {
    // A way out of the folder or to a hidden file is simply not there (404), as for any missing file.
    if (file === null || file.split('/').some((segment) => segment.startsWith('.'))) return reply.callNotFound();
    return reply.sendFile(file, path.join(root, folder));
  }

  /**
   * index.html with the configuration written in, compressed once per deployed version, and its
   * Content-Security-Policy, whose script hashes are taken from that very text (and which follows
   * the rollout manifest's origin of the remotes).
   */
  async function loadPage(): Promise<Page | null> {
    const [stat, rollout] = await Promise.all([fs.stat(indexFile).catch(() => null), currentRollout()]);
    if (!stat) return null;
    if (page && page.mtimeMs === stat.mtimeMs && page.rolloutTag === rollout.tag) return page;
    const html = (await fs.readFile(indexFile, 'utf8')).replace(CONFIG_MARKER, () => script);
    rolloutText = await rollout.text();
    headed.clear();
    page = compose(html, stat.mtimeMs, rollout.tag, `page-${Math.floor(stat.mtimeMs).toString(16)}`);
    return page;
  }

  /** The not-found page in a language (status 404, not to be indexed), built once per page version. */
  function notFoundPage(base: Page, lang: 'id' | 'en'): Page {
    const key = ` 404 ${lang}`;
    const known = headed.get(key);
    if (known) return known;
    const built = compose(
      withSeoHead(base.html, notFoundHead(lang)),
      base.mtimeMs,
      base.rolloutTag,
      `page-${Math.floor(base.mtimeMs).toString(16)}-404${lang}`,
      true,
    );
    built.status = 404;
    headed.set(key, built);
    return built;
  }

  /** The rollout manifest served: a tag that changes with it, and its text. */
  async function currentRollout(): Promise<{ tag: string; text: () => Promise<string | null> }> {
    if (shared) {
      const snapshot = await shared.current();
      return { tag: `r${snapshot.revision}`, text: async () => snapshot.text };
    }
    const rolloutStat = await fs.stat(rolloutFile).catch(() => null);
    return { tag: rolloutStat ? String(rolloutStat.mtimeMs) : '', text: async () => (rolloutStat ? fs.readFile(rolloutFile, 'utf8').catch(() => null) : null) };
  }

  /** A page's bodies (compressed once), ETag and policy (whose hashes are those of this very text). */
  function compose(html: string, mtimeMs: number, rolloutTag: string, tag: string, quick = false): Page {
    const raw = Buffer.from(html);
    return {
      mtimeMs,
      rolloutTag,
      html,
      // A page per URL (a data head) is compressed quickly: a stream of new URLs must not cost a brotli-11 each.
      bodies: quick
        ? { identity: raw, gzip: gzipSync(raw, { level: 6 }), br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) }
        : { identity: raw, gzip: gzipSync(raw), br: brotliCompressSync(raw) },
      etag: `${tag}-${raw.length.toString(16)}`,
      policy: pagePolicy(app.config, html, remotesOrigin(rolloutText)),
      status: 200,
    };
  }

  /**
   * The page for a route: with the route's pre-rendered head when the stable public remote has one,
   * and its first screen with the data when the host holds that remote's first-screen bundle
   * (first-screen.ts; then the URL's query, a search's filters, is part of it).
   */
  async function pageFor(pathname: string | null, search = ''): Promise<Page | null> {
    const base = await loadPage();
    if (!base || pathname === null) return base;
    const lang = urlLanguage(search);
    const route = siteRoute(pathname);
    if (!route) return notFoundPage(base, lang);
    const head = await headFor(rolloutText, pathname);
    const withScreen =
      head !== null && head.firstScreen !== null && search.length <= MAX_SCREEN_QUERY && (await screens.fingerprint(head.remote)) === head.firstScreen;
    // A version asked for in the URL (`?mf-public=...`): the stable version's files are not the ones to preload.
    const override = /[?&]mf-/.test(search);
    if (head && override) head.preload = [];
    // Which institutes a comparison shows decides whether it is there at all (a 404 for one not public).
    const compared = route.kind === 'static' && route.page.key === 'compare' ? (new URLSearchParams(search).get('ids') ?? '') : '';
    // With or without its preloads (page-heads.ts: none while the host cannot read the files): two pages.
    // Every account path (and referral link) without a head of its own is the same page: one key, not one per path.
    const samePage = route.kind === 'account' || route.kind === 'referral' ? route.kind : pathname;
    const key = head
      ? `${head.source}${pathname} ${lang} ${compared}${withScreen || override ? search : ''}${head.preload.length ? '' : ' (no preload)'}`
      : `-${samePage} ${lang} ${compared}`;
    let variant = headed.get(key);
    // A data head (an institute's or vacancy's name) is kept a minute: an edit shows on the next page soon.
    if (variant?.expiresAt !== undefined && variant.expiresAt < Date.now()) variant = undefined;
    if (variant) return variant;
    let pending = building.get(key);
    if (!pending) {
      pending = (async () => {
        let seo: SeoHead | null;
        try {
          seo = await seoFor(route, lang, search, seoContext);
        } catch (error) {
          // The database unreachable (an outage): the page still answers, as it is (asked again next time).
          app.log.warn({ err: error, url: pathname }, 'page head: not written');
          return base;
        }
        const fromData = dataRoute(route);
        if (headed.size > 500) headed.clear();
        if (!seo) {
          // Nothing public at this URL (now): the not-found page, asked again after the same minute or a catalogue change.
          const missing: Page = { ...notFoundPage(base, lang), expiresAt: Date.now() + 60_000 };
          headed.set(key, missing);
          return missing;
        }
        const shown = head && withScreen ? ((await withFirstScreen(screens, head, `${pathname}${search}`, pathname, search)) ?? head) : head;
        const tag = `page-${Math.floor(base.mtimeMs).toString(16)}-${createHash('sha256').update(key).digest('base64url').slice(0, 10)}`;
        const html = withSeoHead(shown ? withPageHead(base.html, shown) : base.html, seo);
        // A page per URL (the catalogue's, a text query's) is compressed quickly; the few fixed routes once and well.
        const built = compose(html, base.mtimeMs, base.rolloutTag, tag, shown?.data === true || fromData || route.kind === 'search');
        if (shown?.data || fromData) built.expiresAt = Date.now() + 60_000;
        headed.set(key, built);
        return built;
      })().finally(() => building.delete(key));
      building.set(key, pending);
    }
    return pending;
  }

  /** The head with the route's first screen in both languages (the host's own GETs answering it), or null. */
  async function withFirstScreen(from: FirstScreens, head: PageHead, url: string, pathname: string, search: string): Promise<PageHead | null> {
    const get = async (pathAndQuery: string, lang: 'id' | 'en') => {
      if (!pathAndQuery.startsWith('/api/')) return null;
      const answer = await app.inject({ method: 'GET', url: pathAndQuery, headers: { accept: 'application/json', 'accept-language': lang } });
      return answer.statusCode === 200 ? (answer.json() as unknown) : null;
    };
    try {
      const [id, en] = await Promise.all([from.render(head.remote, url, 'id', get), from.render(head.remote, url, 'en', get)]);
      if (!id || !en) return null;
      return {
        ...head,
        css: `${head.css}${await from.css(head.remote)}`,
        markup: { id: id.html, en: en.html },
        data: true,
        // Their answers are in the page: nothing to ask early.
        firstGets: [],
        firstData: { path: pathname, search, answers: { id: id.queries, en: en.queries } },
      };
    } catch (error) {
      app.log.warn({ err: error, url: pathname }, 'first screen: not rendered');
      return null;
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string | null = null) {
    const q = request.url.indexOf('?');
    const current = await pageFor(pathname, q >= 0 ? request.url.slice(q) : '');
    if (!current) return reply.code(503).type('text/plain; charset=utf-8').send('The front end is not built: run `npm run build`.');
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', PAGE_ENCODINGS) ?? 'identity';
    const etag = `"${current.etag}-${encoding}"`;
    reply.code(current.status).type('text/html; charset=utf-8').header('Cache-Control', REVALIDATE).header('Vary', 'Accept-Encoding');
    reply.header('Content-Security-Policy', current.policy(request.hostname));
    // A 404 is answered whole every time (no validator: nothing to keep).
    if (current.status === 200) {
      reply.header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    }
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(current.bodies[encoding]);
  }

  app.get('/shell/*', (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    if (rest === 'index.html') return sendPage(request, reply);
    return sendFile(reply, 'shell', rest);
  });

  const fromStore = shared ? sharedRemotes(shared) : null;

  app.get('/remotes/*', (request, reply) => {
    const match = REMOTE_URL.exec(request.url.split('?')[0] ?? '');
    if (!match) return reply.callNotFound();
    const [, remote, version, rest] = match as unknown as [string, string, string, string];
    if (fromStore) return fromStore.sendFile(request, reply, remote, version, safeDecode(rest) ?? null);
    return sendFile(reply, path.join(remote, version), safeDecode(rest) ?? null);
  });

  app.get('/rollout.json', (request, reply) => (fromStore ? fromStore.sendRollout(request, reply) : sendFile(reply, '', 'rollout.json')));

  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // API paths keep their JSON 404; a missing file (a name with an extension) is a plain 404.
    if (API_PATHS.test(pathname) || /\.[a-z0-9]{1,8}$/i.test(pathname)) return reply.callNotFound();
    return sendPage(request, reply, pathname);
  });
};

/** Whether a route's page is written from the catalogue (kept a minute, dropped on a catalogue change). */
function dataRoute(route: SiteRoute): boolean {
  return route.kind === 'institute' || route.kind === 'job' || (route.kind === 'static' && route.page.key === 'compare');
}

/**
 * The fields of the data heads (page-heads.ts): an institute's name and place, a vacancy's title,
 * LPK and place, in each language, exactly as GET /institutes/{id} and GET /jobs/{id} answer them
 * (the public catalogue: what the screen shows next), and the text query of a search URL. Null for
 * what those answer 404 to.
 */
function headData(app: FastifyInstance): HeadData {
  const catalogue = catalogueService(app.db, { exchangeRate: app.config.exchangeRate, cache: app.config.catalogueCache });
  return async (kind, params, lang): Promise<Record<string, string | number> | null> => {
    const reader = { t: translator(lang), lang };
    if (kind === 'query') {
      // As the search screen reads it: the path segment, decoded and trimmed (nothing for an empty or undecodable one).
      const query = safeDecode(params[0] ?? '')?.trim();
      return query ? { query } : null;
    }
    try {
      if (kind === 'institute') {
        const institute = await catalogue.institute(Number(params[0]), reader);
        return { id: institute.id, name: institute.name, city: institute.city, province: institute.province };
      }
      const job = await catalogue.job(Number(params[0]), Number(params[1]), reader);
      return { title: job.title, lpk_name: job.lpk_name, city: job.city, prefecture: job.prefecture };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  };
}

export default sitePlugin;

import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { safeDecode } from '../../lib/uri';
import { translator } from '../../i18n';
import { catalogueService } from '../catalogue/service';
import { CONFIG_MARKER, configScript, pagePolicy, remotesOrigin } from './page-config';
import { notFoundHead, seoFor, withSeoHead, type SeoContext, type SeoHead } from './seo';
import { siteRoute, urlLanguage, type SiteRoute } from './site-routes';
import { firstScreens, type FirstScreens } from './first-screen';
import { folderCheck, folderReader, pageHeadReader, withPageHead, type HeadData, type PageHead } from './page-heads';

/** A longer URL query than this gets the plain head, not a first screen of its own. */
const MAX_SCREEN_QUERY = 300;

export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface Page {
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
 * The pages serve.ts answers with: index.html from `STATIC_DIR` with the run-time configuration
 * written in, and per route its variant with the route's head for search engines (seo.ts), its
 * pre-rendered head (page-heads.ts) and its first screen with the data (first-screen.ts), or the
 * not-found page. Each is compressed once and kept until the page, the rollout or (for a page
 * written from the catalogue) the catalogue changes.
 */
export class PageStore {
  private readonly indexFile: string;
  private readonly rolloutFile: string;
  private readonly script: string;
  private page: Page | null = null;
  /** The page with a pre-rendered head (page-heads.ts), by the head's source and route; emptied when the page or the rollout changes. */
  private readonly headed = new Map<string, Page>();
  private rolloutText: string | null = null;
  private readonly shared: FastifyInstance['release']['sync'];
  private readonly headFor: ReturnType<typeof pageHeadReader>;
  private readonly screens: FirstScreens;
  private readonly seoContext: SeoContext;
  /** Pages being built, by key: one build for a burst of visitors of the same URL. */
  private readonly building = new Map<string, Promise<Page>>();

  constructor(
    private readonly app: FastifyInstance,
    root: string,
  ) {
    this.indexFile = path.join(root, 'shell', 'index.html');
    this.rolloutFile = path.join(root, 'rollout.json');
    this.script = configScript(app.config);
    const shared = app.release.sync;
    this.shared = shared;
    this.headFor = shared
      ? pageHeadReader((remote, version, file) => shared.file(remote, version, file), headData(app))
      : pageHeadReader(folderReader(root), headData(app), folderCheck(root));
    if (shared) shared.onChange(() => this.headed.clear());
    this.screens = firstScreens();
    const catalogue = catalogueService(app.db, { exchangeRate: app.config.exchangeRate, cache: app.config.catalogueCache });
    this.seoContext = { db: app.db, catalogue, appUrl: app.config.appUrl.replace(/\/+$/, ''), apiBaseUrl: app.config.site.apiBaseUrl };
  }

  /** A catalogue change (an LPK edited its listing or a vacancy): the pages written from the catalogue are built again on their next request. */
  dropCataloguePages(): void {
    for (const [key, page] of this.headed) if (page.expiresAt !== undefined) this.headed.delete(key);
  }

  /**
   * index.html with the configuration written in, compressed once per deployed version, and its
   * Content-Security-Policy, whose script hashes are taken from that very text (and which follows
   * the rollout manifest's origin of the remotes).
   */
  async loadPage(): Promise<Page | null> {
    const [stat, rollout] = await Promise.all([fs.stat(this.indexFile).catch(() => null), this.currentRollout()]);
    if (!stat) return null;
    if (this.page && this.page.mtimeMs === stat.mtimeMs && this.page.rolloutTag === rollout.tag) return this.page;
    const html = (await fs.readFile(this.indexFile, 'utf8')).replace(CONFIG_MARKER, () => this.script);
    this.rolloutText = await rollout.text();
    this.headed.clear();
    this.page = this.compose(html, stat.mtimeMs, rollout.tag, `page-${Math.floor(stat.mtimeMs).toString(16)}`);
    return this.page;
  }

  /** The not-found page in a language (status 404, not to be indexed), built once per page version. */
  private notFoundPage(base: Page, lang: 'id' | 'en'): Page {
    const key = ` 404 ${lang}`;
    const known = this.headed.get(key);
    if (known) return known;
    const built = this.compose(
      withSeoHead(base.html, notFoundHead(lang)),
      base.mtimeMs,
      base.rolloutTag,
      `page-${Math.floor(base.mtimeMs).toString(16)}-404${lang}`,
      true,
    );
    built.status = 404;
    this.headed.set(key, built);
    return built;
  }

  /** The rollout manifest served: a tag that changes with it, and its text. */
  private async currentRollout(): Promise<{ tag: string; text: () => Promise<string | null> }> {
    if (this.shared) {
      const snapshot = await this.shared.current();
      return { tag: `r${snapshot.revision}`, text: async () => snapshot.text };
    }
    const rolloutStat = await fs.stat(this.rolloutFile).catch(() => null);
    return {
      tag: rolloutStat ? String(rolloutStat.mtimeMs) : '',
      text: async () => (rolloutStat ? fs.readFile(this.rolloutFile, 'utf8').catch(() => null) : null),
    };
  }

  /** A page's bodies (compressed once), ETag and policy (whose hashes are those of this very text). */
  private compose(html: string, mtimeMs: number, rolloutTag: string, tag: string, quick = false): Page {
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
      policy: pagePolicy(this.app.config, html, remotesOrigin(this.rolloutText)),
      status: 200,
    };
  }

  /**
   * The page for a route: with the route's pre-rendered head when the stable public remote has one,
   * and its first screen with the data when the host holds that remote's first-screen bundle
   * (first-screen.ts; then the URL's query, a search's filters, is part of it).
   */
  async pageFor(pathname: string | null, search = ''): Promise<Page | null> {
    const base = await this.loadPage();
    if (!base || pathname === null) return base;
    const lang = urlLanguage(search);
    const route = siteRoute(pathname);
    if (!route) return this.notFoundPage(base, lang);
    const head = await this.headFor(this.rolloutText, pathname);
    const withScreen =
      head !== null && head.firstScreen !== null && search.length <= MAX_SCREEN_QUERY && (await this.screens.fingerprint(head.remote)) === head.firstScreen;
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
    let variant = this.headed.get(key);
    // A data head (an institute's or vacancy's name) is kept a minute: an edit shows on the next page soon.
    if (variant?.expiresAt !== undefined && variant.expiresAt < Date.now()) variant = undefined;
    if (variant) return variant;
    let pending = this.building.get(key);
    if (!pending) {
      pending = this.build({ key, base, route, lang, pathname, search, head, withScreen }).finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  /** Builds a route's page under its key: its head for search engines, its pre-rendered head or first screen; the not-found page for nothing public. */
  private async build(request: PageRequest): Promise<Page> {
    const { key, base, route, lang, pathname, search } = request;
    let seo: SeoHead | null;
    try {
      seo = await seoFor(route, lang, search, this.seoContext);
    } catch (error) {
      // The database unreachable (an outage): the page still answers, as it is (asked again next time).
      this.app.log.warn({ err: error, url: pathname }, 'page head: not written');
      return base;
    }
    const fromData = dataRoute(route);
    if (this.headed.size > 500) this.headed.clear();
    if (!seo) {
      // Nothing public at this URL (now): the not-found page, asked again after the same minute or a catalogue change.
      const missing: Page = { ...this.notFoundPage(base, lang), expiresAt: Date.now() + 60_000 };
      this.headed.set(key, missing);
      return missing;
    }
    const { head, withScreen } = request;
    const shown = head && withScreen ? ((await this.withFirstScreen(head, `${pathname}${search}`, pathname, search)) ?? head) : head;
    const tag = `page-${Math.floor(base.mtimeMs).toString(16)}-${createHash('sha256').update(key).digest('base64url').slice(0, 10)}`;
    const html = withSeoHead(shown ? withPageHead(base.html, shown) : base.html, seo);
    // A page per URL (the catalogue's, a text query's) is compressed quickly; the few fixed routes once and well.
    const built = this.compose(html, base.mtimeMs, base.rolloutTag, tag, shown?.data === true || fromData || route.kind === 'search');
    if (shown?.data || fromData) built.expiresAt = Date.now() + 60_000;
    this.headed.set(key, built);
    return built;
  }

  /** The head with the route's first screen in both languages (the host's own GETs answering it), or null. */
  private async withFirstScreen(head: PageHead, url: string, pathname: string, search: string): Promise<PageHead | null> {
    const from = this.screens;
    const get = async (pathAndQuery: string, lang: 'id' | 'en') => {
      if (!pathAndQuery.startsWith('/api/')) return null;
      const answer = await this.app.inject({ method: 'GET', url: pathAndQuery, headers: { accept: 'application/json', 'accept-language': lang } });
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
      this.app.log.warn({ err: error, url: pathname }, 'first screen: not rendered');
      return null;
    }
  }
}

/** A route's page to build: its key, the page it is built on, the route and URL, and the pre-rendered head to write in (with its first screen when `withScreen`). */
interface PageRequest {
  key: string;
  base: Page;
  route: SiteRoute;
  lang: 'id' | 'en';
  pathname: string;
  search: string;
  head: PageHead | null;
  withScreen: boolean;
}

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

import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { onCatalogueCleared } from '../catalogue/cache';
import { hiddenInstituteIds } from '../catalogue/visibility';
import { languageUrls } from './seo';
import { STATIC_PAGES } from './site-routes';

/**
 * /robots.txt and /sitemap.xml (docs/architecture.md, "Found by search engines").
 *
 * robots.txt lets crawlers read the public pages and keeps them out of the account area, the API
 * and uploads; it names the sitemap on APP_URL.
 *
 * The sitemap lists the public pages of site-routes.ts, every public institute (/lpk/{id}) and
 * every open vacancy (/job-detail/{id}/{lpk_id}: not closed, deadline not passed), each in both
 * languages (`?lang=en`) with its hreflang alternates. What is public is what the catalogue shows
 * (catalogue/visibility.ts: a draft or suspended institute, and its vacancies, never appear). It is
 * built once and kept until the catalogue changes (onCatalogueCleared: here or, with Redis, on
 * another node), the day changes (a deadline passes) or SITEMAP_TTL_MS passes. Above 50,000 URLs
 * (the protocol's limit per file) /sitemap.xml is an index of /sitemap-{n}.xml.
 *
 * No lastmod: neither institutes nor vacancies keep the time of their last edit, and a wrong
 * lastmod is worse than none.
 */

/** Most URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** How long a built sitemap is kept at most (a change made without invalidation, e.g. by hand in SQL). */
export const SITEMAP_TTL_MS = 10 * 60_000;
/** Cache-Control of robots.txt and the sitemap: public, nothing personal in them. */
export const CRAWL_CACHE_CONTROL = 'public, max-age=300';

interface Body {
  xml: Buffer;
  gzip: Buffer;
  etag: string;
}

interface Built {
  day: string;
  at: number;
  /** `sitemap.xml`, then `sitemap-1.xml`... when it is an index. */
  files: Map<string, Body>;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function body(xml: string): Body {
  const raw = Buffer.from(xml);
  return { xml: raw, gzip: gzipSync(raw), etag: `"sm-${createHash('sha256').update(raw).digest('base64url').slice(0, 16)}"` };
}

/** The paths to list, each once (its canonical form). */
export async function sitemapPaths(db: Db, today: string): Promise<string[]> {
  const hidden = await hiddenInstituteIds(db);
  const [institutes, jobs] = await Promise.all([
    db
      .selectFrom('institutes')
      .select('id')
      .$if(hidden.length > 0, (q) => q.where('id', 'not in', hidden))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('jobs')
      .select(['id', 'lpk_id'])
      .where('closed_at', 'is', null)
      .where('deadline', '>=', today)
      .$if(hidden.length > 0, (q) => q.where('lpk_id', 'not in', hidden))
      // Only vacancies of an institute that exists (a row left behind by a removed one has no page).
      .where('lpk_id', 'in', (eb) => eb.selectFrom('institutes').select('id'))
      .orderBy('id')
      .execute(),
  ]);
  return [
    ...STATIC_PAGES.filter((page) => page.sitemap).map((page) => page.path),
    ...institutes.map((row) => `/lpk/${row.id}`),
    ...jobs.map((row) => `/job-detail/${row.id}/${row.lpk_id}`),
  ];
}

/** The sitemap file(s) of these paths on `appUrl`: each path in both languages, with its alternates. */
export function sitemapFiles(appUrl: string, paths: readonly string[], maxUrls = SITEMAP_MAX_URLS): Map<string, Body> {
  const entries: string[] = [];
  for (const path of paths) {
    const urls = languageUrls(appUrl, path);
    const alternates =
      `<xhtml:link rel="alternate" hreflang="id" href="${escapeXml(urls.id)}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(urls.en)}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(urls.id)}"/>`;
    for (const loc of [urls.id, urls.en]) entries.push(`<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`);
  }
  const urlset = (part: string[]) =>
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${part.join('\n')}\n</urlset>\n`;
  const files = new Map<string, Body>();
  if (entries.length <= maxUrls) {
    files.set('sitemap.xml', body(urlset(entries)));
    return files;
  }
  const names: string[] = [];
  for (let i = 0; i * maxUrls < entries.length; i += 1) {
    const name = `sitemap-${i + 1}.xml`;
    names.push(name);
    files.set(name, body(urlset(entries.slice(i * maxUrls, (i + 1) * maxUrls))));
  }
  files.set(
    'sitemap.xml',
    body(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `${names.map((name) => `<sitemap><loc>${escapeXml(`${appUrl}/${name}`)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`,
    ),
  );
  return files;
}

/** robots.txt: the public pages allowed, the account area, the API and uploads not; the sitemap on APP_URL. */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    // The registration form only (`$`: not /registration-success or /registration-certificate).
    'Disallow: /registration$',
    'Disallow: /registration/$',
    'Disallow: /api/',
    'Disallow: /broadcasting/',
    'Disallow: /storage/',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const crawlPlugin: FastifyPluginAsync = async (app) => {
  const appUrl = app.config.appUrl.replace(/\/+$/, '');
  const robots = body(robotsTxt(appUrl));
  let built: Built | null = null;
  let generation = 0;
  let pending: Promise<Built> | null = null;
  const stop = onCatalogueCleared(app.db, () => {
    built = null;
    generation += 1;
  });
  app.addHook('onClose', async () => stop());

  const today = () => new Date().toISOString().slice(0, 10);

  async function current(): Promise<Built> {
    const day = today();
    if (built && built.day === day && Date.now() - built.at < SITEMAP_TTL_MS) return built;
    if (!pending) {
      const started = generation;
      pending = (async () => {
        const files = sitemapFiles(appUrl, await sitemapPaths(app.db, day));
        const next = { day, at: Date.now(), files };
        // A change during the build: this one may miss it; the next request builds again.
        if (started === generation) built = next;
        return next;
      })().finally(() => {
        pending = null;
      });
    }
    return pending;
  }

  function send(request: FastifyRequest, reply: FastifyReply, file: Body, type: string) {
    reply.type(type).header('Cache-Control', CRAWL_CACHE_CONTROL).header('Vary', 'Accept-Encoding').header('ETag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) === 'gzip') return reply.header('Content-Encoding', 'gzip').send(file.gzip);
    return reply.send(file.xml);
  }

  app.get('/robots.txt', (request, reply) => send(request, reply, robots, 'text/plain; charset=utf-8'));

  app.get('/sitemap.xml', async (request, reply) => {
    const file = (await current()).files.get('sitemap.xml');
    if (!file) return reply.callNotFound();
    return send(request, reply, file, 'application/xml; charset=utf-8');
  });

  app.get('/sitemap-*', async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    if (!/^[1-9][0-9]{0,3}\.xml$/.test(name)) return reply.callNotFound();
    const file = (await current()).files.get(`sitemap-${name}`);
    if (!file) return reply.callNotFound();
    return send(request, reply, file, 'application/xml; charset=utf-8');
  });
};

export default crawlPlugin;

import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE, cacheControlFor } from './cache-policy';
import { safeDecode } from '../../lib/uri';
import { onCatalogueCleared } from '../catalogue/cache';
import crawlPlugin from './crawl';
import { PageStore, type PageEncoding } from './page-store';
import { sharedRemotes } from './shared-remotes';

/** Paths owned by the API host: never answered with the page. */
const API_PATHS = /^\/(?:api|broadcasting|storage|health)(?:\/|$)/;
const REMOTE_URL = /^\/remotes\/(mf-[a-z][a-z0-9-]*)\/([0-9A-Za-z][0-9A-Za-z.+_-]{0,63})\/(.+)$/;
/** Precompressed copies are only sent through content negotiation, never asked for by name. */
const COMPRESSED_COPY = /\.(?:gz|br)$/;

const PAGE_ENCODINGS: PageEncoding[] = ['br', 'gzip', 'identity'];

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
 * not-found page. The pages themselves are built and kept by page-store.ts. /robots.txt and
 * /sitemap.xml: crawl.ts.
 */
const sitePlugin: FastifyPluginAsync = async (app) => {
  await app.register(crawlPlugin);
  const staticDir = app.config.site.staticDir;
  if (!staticDir) return;
  const root = path.resolve(staticDir);
  const pages = new PageStore(app, root);
  // A catalogue change (an LPK edited its listing or a vacancy, here or on another node): the
  // pages written from the catalogue (a data head, a first screen with its data) are built again
  // on their next request.
  const stopListening = onCatalogueCleared(app.db, () => pages.dropCataloguePages());
  app.addHook('onClose', async () => stopListening());

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

  app.get('/shell/*', (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    if (rest === 'index.html') return sendPage(pages, request, reply);
    return sendFile(reply, 'shell', rest);
  });

  const fromStore = app.release.sync ? sharedRemotes(app.release.sync) : null;

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
    return sendPage(pages, request, reply, pathname);
  });
};

/** Answers with the page for a route (index.html itself for none): in the encoding the browser takes, with its policy, ETag and 304. */
async function sendPage(pages: PageStore, request: FastifyRequest, reply: FastifyReply, pathname: string | null = null) {
  const q = request.url.indexOf('?');
  const current = await pages.pageFor(pathname, q >= 0 ? request.url.slice(q) : '');
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

export default sitePlugin;

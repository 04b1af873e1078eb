import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contentType } from 'mime-types';
import { REVALIDATE, cacheControlFor } from './cache-policy';
import { acceptedEncodings, findFile, resolveInside, type Encoding } from './files';
import { CONFIG_MARKER, configScript } from './page-config';

/** Paths owned by the API host: never answered with the page. */
const API_PATHS = /^\/(?:api|broadcasting|storage|health)(?:\/|$)/;
const REMOTE_URL = /^\/remotes\/(mf-[a-z][a-z0-9-]*)\/([0-9A-Za-z][0-9A-Za-z.+_-]{0,63})\/(.+)$/;

interface Page {
  mtimeMs: number;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/**
 * Serves the front end from `STATIC_DIR` (the deploy folder of scripts/build.mjs) on the API's own
 * origin: `/shell/*` (the host's files), `/remotes/<remote>/<version>/*` (immutable remote builds),
 * `/rollout.json`, and index.html — with the run-time configuration written in — for every other
 * GET that is not an API path, so client-side routes load on reload. Precompressed `.br`/`.gz`
 * copies are sent to browsers that accept them; cache headers follow cache-policy.ts.
 *
 * (Not @fastify/static: it needs the ESM-only `content-disposition` 3; see modules/uploads/serve.ts.)
 */
const sitePlugin: FastifyPluginAsync = async (app) => {
  const staticDir = app.config.site.staticDir;
  if (!staticDir) return;
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'shell', 'index.html');
  const script = configScript(app.config);
  let page: Page | null = null;

  async function sendFile(request: FastifyRequest, reply: FastifyReply, file: string | null, cacheControl: (p: string) => string) {
    if (!file) return reply.callNotFound();
    const found = await findFile(file, acceptedEncodings(request.headers['accept-encoding']));
    if (!found) return reply.callNotFound();
    const etag = `"${found.stat.size.toString(16)}-${Math.floor(found.stat.mtimeMs).toString(16)}${found.encoding ? `-${found.encoding}` : ''}"`;
    reply
      .header('Content-Type', contentType(path.extname(file)) || 'application/octet-stream')
      .header('Cache-Control', cacheControl(request.url))
      .header('Vary', 'Accept-Encoding')
      .header('ETag', etag)
      .header('Last-Modified', found.stat.mtime.toUTCString());
    if (found.encoding) reply.header('Content-Encoding', found.encoding === 'br' ? 'br' : 'gzip');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.header('Content-Length', found.stat.size);
    return reply.send(createReadStream(found.file));
  }

  /** index.html with the configuration written in, compressed once per deployed version. */
  async function loadPage(): Promise<Page | null> {
    const stat = await fs.stat(indexFile).catch(() => null);
    if (!stat) return null;
    if (page && page.mtimeMs === stat.mtimeMs) return page;
    const html = (await fs.readFile(indexFile, 'utf8')).replace(CONFIG_MARKER, script);
    const raw = Buffer.from(html);
    page = { mtimeMs: stat.mtimeMs, raw, gzip: gzipSync(raw), br: brotliCompressSync(raw), etag: `"page-${Math.floor(stat.mtimeMs).toString(16)}-${raw.length.toString(16)}"` };
    return page;
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const current = await loadPage();
    if (!current) return reply.code(503).type('text/plain; charset=utf-8').send('The front end is not built: run `npm run build`.');
    const encoding: Encoding = acceptedEncodings(request.headers['accept-encoding'])[0] ?? null;
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', REVALIDATE)
      .header('Vary', 'Accept-Encoding')
      .header('ETag', `${current.etag.slice(0, -1)}-${encoding ?? 'id'}"`);
    if (request.headers['if-none-match'] === `${current.etag.slice(0, -1)}-${encoding ?? 'id'}"`) return reply.code(304).send();
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding === 'br' ? current.br : encoding === 'gzip' ? current.gzip : current.raw);
  }

  app.get('/shell/*', (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    if (rest === 'index.html') return sendPage(request, reply);
    return sendFile(request, reply, resolveInside(path.join(root, 'shell'), rest), (url) => cacheControlFor(url, { versioned: false }));
  });

  app.get('/remotes/*', (request, reply) => {
    const match = REMOTE_URL.exec(request.url.split('?')[0] ?? '');
    if (!match) return reply.callNotFound();
    const [, remote, version, rest] = match as unknown as [string, string, string, string];
    // `dev` is the rebuilt-on-save folder of `npm run dev`: never kept by the browser.
    const versioned = version !== 'dev';
    return sendFile(request, reply, resolveInside(path.join(root, remote, version), rest), (url) => cacheControlFor(url, { versioned }));
  });

  app.get('/rollout.json', (request, reply) => sendFile(request, reply, path.join(root, 'rollout.json'), () => REVALIDATE));

  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // API paths keep their JSON 404; a missing file (a name with an extension) is a plain 404.
    if (API_PATHS.test(pathname) || /\.[a-z0-9]{1,8}$/i.test(pathname)) return reply.callNotFound();
    return sendPage(request, reply);
  });
};

export default sitePlugin;

import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-error';
import { PUBLIC_FOLDERS, STORAGE_PREFIX, type PublicFolder } from './storage';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

const CONTENT_TYPES: Record<PublicFolder, string> = { avatars: 'image/webp' };

/**
 * Serves public uploads at `GET /storage/<folder>/<name>` from the upload directory.
 *
 * Only a file of a public folder whose name matches the folder's server-chosen pattern is
 * served, and only if it is a regular file (not a symlink); anything else, directories,
 * dotfiles and temporary files included, is a 404 - so there is no directory listing and no
 * way out of the upload directory. Names are random and never reused, so answers are cached
 * for a year; `nosniff` and `Content-Disposition: inline` keep a browser from treating an
 * image as anything else.
 *
 * (Written here rather than with @fastify/static: that plugin requires the ESM-only
 * `content-disposition` 3, which jest on Node 20 cannot load.)
 */
const storagePlugin: FastifyPluginAsync = async (app) => {
  const root = path.resolve(app.config.uploadDir);

  app.get<{ Params: { folder: string; name: string } }>(`${STORAGE_PREFIX}/:folder/:name`, async (request, reply) => {
    const { folder, name } = request.params;
    if (!Object.hasOwn(PUBLIC_FOLDERS, folder)) throw notFound();
    const publicFolder = folder as PublicFolder;
    if (!PUBLIC_FOLDERS[publicFolder].test(name)) throw notFound();

    const file = path.join(root, publicFolder, name);
    const stat = await fs.lstat(file).catch(() => undefined);
    if (!stat?.isFile()) throw notFound();

    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    reply
      .header('Content-Type', CONTENT_TYPES[publicFolder])
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `inline; filename="${name}"`)
      .header('Cache-Control', `public, max-age=${ONE_YEAR_S}, immutable`)
      .header('Last-Modified', stat.mtime.toUTCString())
      .header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.header('Content-Length', stat.size);
    return reply.send(createReadStream(file));
  });
};

export default storagePlugin;

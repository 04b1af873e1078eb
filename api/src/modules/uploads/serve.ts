import { promises as fs } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-error';
import { PUBLIC_FOLDERS, STORAGE_PREFIX, type PublicFolder } from './storage';

const CONTENT_TYPES: Record<PublicFolder, string> = { avatars: 'image/webp', institutes: 'image/webp' };

/**
 * Serves public uploads at `GET /storage/<folder>/<name>` from the upload directory.
 *
 * Only a file of a public folder whose name matches the folder's server-chosen pattern is
 * served, and only if it is a regular file (not a symlink); anything else, directories,
 * dotfiles and temporary files included, is a 404 - so there is no directory listing and no
 * way out of the upload directory. Names are random and never reused, so answers are cached
 * for a year; `nosniff` and `Content-Disposition: inline` keep a browser from treating an
 * image as anything else. The file itself goes out through @fastify/static (ETag/304, ranges).
 */
const storagePlugin: FastifyPluginAsync = async (app) => {
  const root = path.resolve(app.config.uploadDir);
  await app.register(fastifyStatic, { root, serve: false, maxAge: '365d', immutable: true, dotfiles: 'deny', index: false });

  app.get<{ Params: { folder: string; name: string } }>(`${STORAGE_PREFIX}/:folder/:name`, async (request, reply) => {
    const { folder, name } = request.params;
    if (!Object.hasOwn(PUBLIC_FOLDERS, folder)) throw notFound();
    const publicFolder = folder as PublicFolder;
    if (!PUBLIC_FOLDERS[publicFolder].test(name)) throw notFound();

    const stat = await fs.lstat(path.join(root, publicFolder, name)).catch(() => undefined);
    if (!stat?.isFile()) throw notFound();

    reply
      .header('Content-Type', CONTENT_TYPES[publicFolder])
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `inline; filename="${name}"`);
    return reply.sendFile(name, path.join(root, publicFolder));
  });
};

export default storagePlugin;

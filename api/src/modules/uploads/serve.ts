import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/http-error';
import { isPublicFolder, STORAGE_PREFIX, Uploads } from './storage';
import { StorageUnavailable } from '../../lib/storage-unavailable';
import { isUploadName, uploadStoreFor, type UploadObject } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** User files (avatars, listing photos, report attachments) in the configured store (modules/uploads). */
    uploads: Uploads;
  }
}

/** Names are random and never reused: a public file never changes, so it is cached for a year. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/** Whether the client's copy is current (If-None-Match, else If-Modified-Since): then 304. */
function notModified(request: FastifyRequest, object: UploadObject): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined) {
    const tags = match.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(object.etag);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(object.lastModified.getTime() / 1000) * 1000 <= since;
}

async function sendPublicFile(request: FastifyRequest<{ Params: { folder: string; name: string } }>, reply: FastifyReply, uploads: Uploads) {
  const { folder, name } = request.params;
  if (!isPublicFolder(folder) || !isUploadName(folder, name)) throw notFound();
  const object = await uploads.store.get(folder, name);
  if (!object) throw notFound();
  reply
    .header('Content-Type', object.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', `inline; filename="${name}"`)
    .header('Cache-Control', PUBLIC_CACHE)
    .header('ETag', object.etag)
    .header('Last-Modified', object.lastModified.toUTCString());
  if (notModified(request, object)) {
    object.body.destroy();
    return reply.code(304).send();
  }
  // HEAD too: Fastify's HEAD route sends the headers (Content-Length kept) and drops the stream.
  reply.header('Content-Length', object.length);
  return reply.send(object.body);
}

/**
 * `app.uploads` (the store the configuration names: UPLOAD_DIR or the S3 bucket, store/) and
 * `GET /storage/<folder>/<name>`, which serves the files of the public folders from it.
 *
 * Only a file of a public folder (avatars, institutes; never reports) whose name matches the
 * folder's server-chosen pattern is served; anything else (directories, dotfiles, temporary files,
 * a symlink in the folder store) is a 404, so there is no listing and no way out of the store. The
 * answer is the same from every node and either store: a year of immutable caching, an ETag and
 * Last-Modified (304 on a match), `nosniff` and `Content-Disposition: inline`. A store that cannot
 * be reached is a 503 (never a 500), logged once as a warning.
 */
async function uploadsPlugin(app: FastifyInstance): Promise<void> {
  const uploads = new Uploads(uploadStoreFor(app.config));
  app.decorate('uploads', uploads);
  // A store that cannot be reached (uploads, release files) answers 503 with Retry-After: one warning line with the cause.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof StorageUnavailable) request.log.warn({ err: error.cause, store: error.store }, `${error.message}: answered 503`);
  });
  app.get<{ Params: { folder: string; name: string } }>(`${STORAGE_PREFIX}/:folder/:name`, (request, reply) => sendPublicFile(request, reply, uploads));
}

export default fp(uploadsPlugin, { name: 'uploads' });

import { createHash } from 'node:crypto';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentType } from 'mime-types';
import { safeRelativePath } from '../release/archive';
import type { ReleaseSync } from '../release/sync';
import { REVALIDATE, cacheControlFor } from './cache-policy';

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };

const etags = new WeakMap<Buffer, string>();
function etagOf(content: Buffer): string {
  let tag = etags.get(content);
  if (!tag) {
    tag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 22)}"`;
    etags.set(content, tag);
  }
  return tag;
}

/**
 * `/rollout.json` and `/remotes/<remote>/<version>/*` from the shared release store (every node
 * the same), as the folder serves them: the precompressed `.br`/`.gz` copy of a file to a browser
 * that accepts it, ETag/304, the cache policy of cache-policy.ts (version files immutable for a
 * year, rollout.json `no-cache`), no hidden files, nothing but a version's own files.
 */
export function sharedRemotes(sync: ReleaseSync) {
  return {
    async sendRollout(request: FastifyRequest, reply: FastifyReply) {
      const snapshot = await sync.current();
      reply.header('Cache-Control', REVALIDATE).header('ETag', snapshot.etag).type('application/json; charset=utf-8');
      if (request.headers['if-none-match'] === snapshot.etag) return reply.code(304).send();
      return reply.send(snapshot.text);
    },

    async sendFile(request: FastifyRequest, reply: FastifyReply, remote: string, version: string, file: string | null) {
      const relative = file === null ? null : safeRelativePath(file);
      if (relative === null || /\.(?:gz|br)$/.test(relative)) return reply.callNotFound();
      const wanted = negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]) ?? 'identity';
      let encoding: Encoding = 'identity';
      let content: Buffer | null = null;
      for (const candidate of wanted === 'identity' ? (['identity'] as const) : ([wanted, 'identity'] as const)) {
        content = await sync.file(remote, version, `${relative}${SUFFIX[candidate]}`);
        if (content) {
          encoding = candidate;
          break;
        }
      }
      if (!content) return reply.callNotFound();
      const etag = etagOf(content);
      reply
        .type(contentType(relative) || 'application/octet-stream')
        .header('Cache-Control', cacheControlFor(request.url.split('?')[0] ?? ''))
        .header('Vary', 'Accept-Encoding')
        .header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(content);
    },
  };
}

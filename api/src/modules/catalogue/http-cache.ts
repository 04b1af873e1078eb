import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rememberedPerHeader } from '../../lib/header-memo';
import type { CachedAnswer } from './cache';

/** Answers smaller than this are sent as they are: gzip would not pay for itself. */
const GZIP_MIN_CHARS = 1024;

function allowsGzip(value: string): boolean {
  return value.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Whether each Accept-Encoding header seen allows gzip (lib/header-memo.ts). */
const gzipAllowed = rememberedPerHeader(allowsGzip);

/** True when Accept-Encoding allows gzip (`gzip` or `*` without q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  return gzipAllowed(Array.isArray(header) ? header.join(',') : (header ?? ''));
}

/** Builds the cacheable form of an answer; gzip is computed once, here, when it may be needed. */
export function cachedAnswer(json: string, wantGzip: boolean): CachedAnswer {
  return { json, gzip: wantGzip && json.length >= GZIP_MIN_CHARS ? gzipSync(json) : null };
}

/**
 * Sends a (possibly cached) JSON answer, gzip-encoded when the client accepts it. The answer
 * depends on the language and the encoding, so both are named in Vary.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, cacheState: 'HIT' | 'STALE' | 'MISS') {
  const vary = reply.getHeader('vary');
  reply.header('vary', `${vary ? `${String(vary)}, ` : ''}Accept-Language, Accept-Encoding`);
  reply.header('x-cache', cacheState).type('application/json; charset=utf-8');
  if (answer.gzip && acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.json);
}

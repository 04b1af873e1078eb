import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../i18n';
import type { FrontDoor, ReadyAnswer } from '../../plugins/front-door';
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

/** What a search answer's Vary names after CORS's Origin. */
const VARY = 'Accept-Language, Accept-Encoding';

/**
 * A fresh cached search as the front door writes it (plugins/front-door.ts), made once per answer and
 * encoding: the headers sendAnswer gives a HIT through Fastify, in the same order, and the body's bytes.
 */
export function readyAnswer(frontDoor: FrontDoor, answer: CachedAnswer, lang: Language, acceptEncoding: string | string[] | undefined): ReadyAnswer {
  const gzip = answer.gzip !== null && acceptsGzip(acceptEncoding);
  const ready = (answer.ready ??= {});
  const made = gzip ? ready.gzip : ready.plain;
  if (made) return made;
  const body = gzip ? answer.gzip! : Buffer.from(answer.json);
  const tail = [
    'x-cache',
    'HIT',
    'content-type',
    'application/json; charset=utf-8',
    ...(gzip ? ['content-encoding', 'gzip'] : []),
    'content-length',
    String(body.length),
  ];
  const made2: ReadyAnswer = { head: frontDoor.commonHeaders(lang, VARY), tail, body };
  if (gzip) ready.gzip = made2;
  else ready.plain = made2;
  return made2;
}

/**
 * Sends a (possibly cached) JSON answer, gzip-encoded when the client accepts it. The answer
 * depends on the language and the encoding, so both are named in Vary.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, cacheState: 'HIT' | 'STALE' | 'MISS') {
  const vary = reply.getHeader('vary');
  reply.header('vary', `${vary ? `${String(vary)}, ` : ''}${VARY}`);
  reply.header('x-cache', cacheState).type('application/json; charset=utf-8');
  if (answer.gzip && acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.json);
}

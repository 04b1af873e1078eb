import type { IncomingMessage, ServerResponse } from 'node:http';
import { safeDecode } from '../../lib/uri';
import type { RealtimeLimits } from '../limits';
import { MAX_TARGET_LENGTH } from '../upgrade';
import { ApiError } from './events';

/**
 * The HTTP edge of the Pusher HTTP API: the request target, body limits, reading (or draining) a
 * body, and answers. Nothing here knows a route; handler.ts puts these steps in their order.
 */

/** The path and query of a request target, the path checked for percent-encoding. */
export interface Target {
  /** As sent (still percent-encoded): what the signature covers and the router matches. */
  path: string;
  /** The query string without its `?`. */
  search: string;
}

/** Splits a request target; 400 when it is too long or a path segment is not valid percent-encoding. */
export function parseTarget(url: string | undefined): Target {
  const target = url ?? '';
  if (target.length > MAX_TARGET_LENGTH) throw new ApiError(400, 'Request target too long');
  const mark = target.indexOf('?');
  const path = mark < 0 ? target : target.slice(0, mark);
  if (path.split('/').some((segment) => safeDecode(segment) === undefined)) throw new ApiError(400, 'Malformed percent-encoding in the path');
  return { path, search: mark < 0 ? '' : target.slice(mark + 1) };
}

/** Body limits: a single event (its data is at most maxMessageBytes, JSON-escaped), a batch, anything else. */
export function bodyLimits(limits: Pick<RealtimeLimits, 'maxMessageBytes'>): { events: number; batch: number; other: number } {
  return {
    events: Math.max(256 * 1024, 8 * limits.maxMessageBytes),
    batch: Math.max(1024 * 1024, 80 * limits.maxMessageBytes),
    other: 16 * 1024,
  };
}

const tooLarge = (limit: number) => new ApiError(413, `Request body too large: at most ${limit} bytes`);

/** A body announced over the limit is refused at once, unread (the connection then closes). */
export function refuseAnnouncedOverLimit(req: IncomingMessage, limit: number): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
}

/** The client went away before its body was read: there is nobody to answer. */
export class ClientGone extends Error {}

/**
 * Reads a body of at most `max` bytes; with `keep` false it is drained (read and dropped). Rejects
 * with ApiError 413 past the limit (reading stops) and ClientGone when the client vanished.
 */
export function readBody(req: IncomingMessage, max: number, keep = true): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const whole = () => (keep ? Buffer.concat(chunks, size) : Buffer.alloc(0));
    const finish = (error?: Error) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (!error) return resolve(whole());
      req.pause();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) return finish(tooLarge(max));
      if (keep) chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onError = () => finish(new ClientGone());
    const onClose = () => finish(req.complete ? undefined : new ClientGone());
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/** The body as JSON; 400 when it is missing or not JSON. */
export function parseJson(body: Buffer): unknown {
  if (body.length === 0) throw new ApiError(400, 'Missing body: a JSON object expected');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new ApiError(400, 'Invalid JSON body');
  }
}

/** Answers as Pusher does: JSON on success, plain text on failure; never cached. */
export function send(req: IncomingMessage, res: ServerResponse, status: number, body: string | object, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const head: Record<string, string> = {
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  };
  // A body we did not read to its end is not read at all: the connection closes after the answer.
  if (!req.complete) head.connection = 'close';
  res.writeHead(status, head);
  res.end(text);
}

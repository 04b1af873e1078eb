import pLimit from 'p-limit';
import type { Metadata } from 'sharp';
import { HttpError } from '../../lib/http-error';

/**
 * What decoding an image costs, and how many decode at once. libvips streams most images through
 * a resize (a baseline JPEG or a WebP is even decoded at a fraction of its size), but an
 * interlaced PNG or a progressive JPEG must be held whole: a 40-megapixel interlaced PNG of 0.8 MB
 * took +209 MB and 2.5 s here. So each image is priced by kind before it is decoded, and one that
 * would take more than DECODE_BUDGET_BYTES is refused with its limit in megapixels; and at most
 * DECODE_CONCURRENCY decodes run at once per node (the others wait in a short queue, past which a
 * 503 says to try again), so a burst of uploads cannot take the node's memory or both cores.
 */

/** At most this much memory for one decode (peak resident growth). */
export const DECODE_BUDGET_BYTES = 100 * 1024 * 1024;
/** Decodes at once on a node. */
export const DECODE_CONCURRENCY = 2;
/** Uploads waiting for a decode; more get 503 with Retry-After. */
export const DECODE_QUEUE_MAX = 16;

/**
 * Peak bytes per input pixel, measured with sharp 0.35 on this kind of machine (resize to 512 px,
 * WebP out) and rounded up: baseline JPEG 80 MP +8 MB, WebP 48 MP +7 MB, PNG 40 MP +50 MB,
 * progressive JPEG 48 MP +151 MB, interlaced RGBA PNG 40 MP +209 MB.
 */
export function bytesPerPixel(meta: Pick<Metadata, 'format' | 'isProgressive' | 'channels'>): number {
  if (meta.format === 'png') return meta.isProgressive ? 5.5 : 1.5;
  if (meta.format === 'jpeg') return meta.isProgressive ? 3.5 : 0.25;
  return 0.5;
}

/** The most megapixels this kind of image may have, and whether this one is within it. */
export function decodeAllowance(
  meta: Pick<Metadata, 'format' | 'isProgressive' | 'channels' | 'width' | 'height'>,
  maxPixels: number,
): { ok: boolean; maxMegapixels: number } {
  const byBudget = Math.floor(DECODE_BUDGET_BYTES / bytesPerPixel(meta));
  const limit = Math.min(maxPixels, byBudget);
  return { ok: (meta.width ?? 0) * (meta.height ?? 0) <= limit, maxMegapixels: Math.floor(limit / 1_000_000) };
}

const limit = pLimit(DECODE_CONCURRENCY);

/** Runs one decode in the node's small queue; 503 (Retry-After 5) when too many are waiting already. */
export function inDecodeQueue<T>(work: () => Promise<T>): Promise<T> {
  if (limit.activeCount + limit.pendingCount >= DECODE_CONCURRENCY + DECODE_QUEUE_MAX)
    return Promise.reject(new HttpError(503, 'uploads.busy', undefined, { 'Retry-After': '5' }));
  return limit(work);
}

export function decodeQueueStats(): { active: number; waiting: number } {
  return { active: limit.activeCount, waiting: limit.pendingCount };
}

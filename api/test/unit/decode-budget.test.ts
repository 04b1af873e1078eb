import {
  bytesPerPixel,
  DECODE_BUDGET_BYTES,
  DECODE_CONCURRENCY,
  DECODE_QUEUE_MAX,
  decodeAllowance,
  decodeQueueStats,
  inDecodeQueue,
} from '../../src/modules/uploads/decode-budget';
import { HttpError } from '../../src/lib/http-error';

/** Image decoding is priced before it runs and queued, so uploads cannot take a node's memory or cores (issue 21). */
describe('what a decode may cost', () => {
  test('each kind by what it holds while decoding: interlaced PNG and progressive JPEG whole, the rest streamed', () => {
    expect(bytesPerPixel({ format: 'png', isProgressive: true, channels: 4 })).toBeGreaterThan(
      bytesPerPixel({ format: 'png', isProgressive: false, channels: 4 }),
    );
    expect(bytesPerPixel({ format: 'jpeg', isProgressive: true, channels: 3 })).toBeGreaterThan(
      bytesPerPixel({ format: 'jpeg', isProgressive: false, channels: 3 }),
    );
  });

  test('no allowed image is priced over ~100 MB; a 48 MP phone JPEG passes, a 40 MP interlaced PNG does not', () => {
    const max = 64_000_000;
    const jpeg48 = { format: 'jpeg' as const, isProgressive: false, channels: 3 as const, width: 8000, height: 6000 };
    expect(decodeAllowance(jpeg48, max)).toEqual({ ok: true, maxMegapixels: 64 });
    const png40 = { format: 'png' as const, isProgressive: true, channels: 4 as const, width: 8000, height: 5000 };
    expect(decodeAllowance(png40, max)).toEqual({ ok: false, maxMegapixels: 19 });
    for (const kind of [jpeg48, png40, { ...png40, isProgressive: false }, { ...jpeg48, isProgressive: true }, { ...jpeg48, format: 'webp' as const }]) {
      const { maxMegapixels } = decodeAllowance(kind, max);
      expect(maxMegapixels * 1_000_000 * bytesPerPixel(kind)).toBeLessThanOrEqual(DECODE_BUDGET_BYTES);
    }
  });
});

describe('the decode queue', () => {
  test(`at most ${DECODE_CONCURRENCY} at once; past ${DECODE_QUEUE_MAX} waiting a 503 with Retry-After; the queue drains`, async () => {
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const work = () =>
      new Promise<void>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve();
        });
      });
    const accepted = Array.from({ length: DECODE_CONCURRENCY + DECODE_QUEUE_MAX }, () => inDecodeQueue(work));
    await new Promise((r) => setImmediate(r));
    expect(decodeQueueStats()).toEqual({ active: DECODE_CONCURRENCY, waiting: DECODE_QUEUE_MAX });
    const refused = await inDecodeQueue(work).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, messageKey: 'uploads.busy', headers: { 'Retry-After': '5' } });
    while (releases.length || running) {
      releases.splice(0).forEach((release) => release());
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(accepted);
    expect(most).toBe(DECODE_CONCURRENCY);
    expect(decodeQueueStats()).toEqual({ active: 0, waiting: 0 });
  });
});

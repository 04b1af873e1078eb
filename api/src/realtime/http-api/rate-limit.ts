/**
 * The rate limit of the Pusher HTTP API on the real-time port: a token bucket per client address
 * (the TCP peer; this port is for backends, normally reached without a proxy), in this node's
 * memory. The API's limiter (plugins/rate-limit.ts) is a Fastify plugin and this port is a plain
 * node:http server, so it cannot be reused here. There is one app per server, so per address is
 * also per app. Rate: PUSHER_HTTP_API_RATE requests a second (limits.ts), bursts up to twice that.
 */
export class AddressRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; last: number }>();

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst = ratePerSecond * 2,
    /** Addresses remembered at most; the least recently seen is forgotten first. */
    private readonly maxAddresses = 10_000,
  ) {}

  /** Takes one token for `address`; false when it has none left. */
  take(address: string, now = Date.now()): boolean {
    let bucket = this.buckets.get(address);
    if (bucket) {
      // Re-inserted: the Map's order is then least recently seen first.
      this.buckets.delete(address);
      bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.last) / 1000) * this.ratePerSecond);
      bucket.last = now;
    } else {
      if (this.buckets.size >= this.maxAddresses) {
        const oldest = this.buckets.keys().next();
        if (!oldest.done) this.buckets.delete(oldest.value);
      }
      bucket = { tokens: this.burst, last: now };
    }
    this.buckets.set(address, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Seconds until `address` has a token again (for Retry-After). */
  retryAfterSeconds(address: string): number {
    const bucket = this.buckets.get(address);
    if (!bucket || bucket.tokens >= 1) return 1;
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.ratePerSecond));
  }
}

/**
 * Login throttle: at most `maxFailures` failed logins per email and IP inside a sliding window.
 * Kept in this node's memory; with several API nodes each node counts its own attempts
 * (documented in README; a shared store is a follow-up).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private key(email: string, ip: string) {
    return `${email.toLowerCase()}|${ip}`;
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds to wait before another attempt is allowed, or 0 when allowed now. */
  retryAfter(email: string, ip: string): number {
    const list = this.recent(this.key(email, ip));
    if (list.length < this.maxFailures) return 0;
    const oldest = list[list.length - this.maxFailures]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  fail(email: string, ip: string): void {
    const key = this.key(email, ip);
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list.slice(-this.maxFailures));
  }

  clear(email: string, ip: string): void {
    this.failures.delete(this.key(email, ip));
  }
}

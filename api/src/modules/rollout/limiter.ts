/**
 * Per-IP limit on failure reports: at most `max` inside a sliding window. Kept in this node's
 * memory (like the login throttle); a flood from one address cannot inflate the counts much.
 */
export class ReportLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit; returns 0 when allowed, else the seconds to wait. */
  hit(ip: string): number {
    const now = this.now();
    const recent = (this.hits.get(ip) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(ip, recent);
      return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(ip, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return 0;
  }

  private prune(now: number): void {
    for (const [ip, list] of this.hits) if (!list.some((t) => t > now - this.windowMs)) this.hits.delete(ip);
  }
}

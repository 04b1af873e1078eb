import type { FastifyBaseLogger } from 'fastify';
import type { RedisClientType } from 'redis';
import { runScript } from './redis';

/** A count inside a fixed window, and the time left until the window ends. */
export interface WindowCount {
  count: number;
  ttlMs: number;
}

/**
 * Counters over fixed windows: the first hit of a key opens a window of `windowMs`, every hit
 * inside it adds one. One node's memory, or Redis so that every node counts together.
 */
export interface WindowCounter {
  /** Adds one hit and answers the count so far in the current window (this hit included). */
  incr(key: string, windowMs: number): Promise<WindowCount>;
  /** Forgets a key (its window and count). */
  reset(key: string): Promise<void>;
  /**
   * Takes one hit back (a hit that turned out not to count, such as a login attempt the database
   * could not check). Never below 0; the window keeps its end, and a key left at 0 is forgotten so
   * that the next hit opens a new window.
   */
  decr(key: string): Promise<void>;
}

interface Slot {
  count: number;
  resetAt: number;
}

/** In this node's memory; bounded (expired keys are swept, then the oldest dropped). */
export class MemoryWindowCounter implements WindowCounter {
  private readonly slots = new Map<string, Slot>();

  constructor(
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  incrSync(key: string, windowMs: number): WindowCount {
    const now = this.now();
    let slot = this.slots.get(key);
    if (!slot || slot.resetAt <= now) {
      if (slot) this.slots.delete(key);
      slot = { count: 0, resetAt: now + windowMs };
      this.slots.set(key, slot);
      if (this.slots.size > this.maxKeys) this.sweep(now);
    }
    slot.count += 1;
    return { count: slot.count, ttlMs: slot.resetAt - now };
  }

  async incr(key: string, windowMs: number): Promise<WindowCount> {
    return this.incrSync(key, windowMs);
  }

  async reset(key: string): Promise<void> {
    this.slots.delete(key);
  }

  decrSync(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    if (slot.resetAt <= this.now() || slot.count <= 1) this.slots.delete(key);
    else slot.count -= 1;
  }

  async decr(key: string): Promise<void> {
    this.decrSync(key);
  }

  get size(): number {
    return this.slots.size;
  }

  private sweep(now: number): void {
    for (const [key, slot] of this.slots) if (slot.resetAt <= now) this.slots.delete(key);
    // Still too many live keys (a flood of distinct addresses): the oldest windows go first, down
    // to 90% so that the sweep runs once per many new keys, not on each.
    for (const key of this.slots.keys()) {
      if (this.slots.size <= this.maxKeys * 0.9) break;
      this.slots.delete(key);
    }
  }
}

/** INCR and, for a new key, PEXPIRE in one atomic step; answers the count and the time left. */
const INCR_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}
`;

/** One hit back, down to no key at all (the window's end is kept while hits remain). */
const DECR_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n <= 1 then
  redis.call('DEL', KEYS[1])
  return 0
end
return redis.call('DECR', KEYS[1])
`;

/**
 * In Redis, shared by every node of the deployment (keys under `prefix`). When Redis does not
 * answer (outage, timeout) the hit is counted in this node's memory instead, and a warning is
 * logged at most once a minute: limits keep working per node rather than failing open or closed.
 */
export class RedisWindowCounter implements WindowCounter {
  private lastWarning = 0;

  constructor(
    private readonly client: RedisClientType,
    private readonly prefix: string,
    private readonly logger: FastifyBaseLogger,
    private readonly fallback = new MemoryWindowCounter(),
  ) {}

  async incr(key: string, windowMs: number): Promise<WindowCount> {
    try {
      const reply = (await runScript(this.client, INCR_SCRIPT, [this.prefix + key], [String(windowMs)])) as [number, number];
      return { count: Number(reply[0]), ttlMs: Number(reply[1]) };
    } catch (error) {
      this.warn(error);
      return this.fallback.incr(key, windowMs);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.client.del(this.prefix + key);
    } catch (error) {
      this.warn(error);
    }
  }

  /**
   * Takes the hit back where it was counted: in Redis, or, when Redis does not answer, in this
   * node's memory (where incr counted it during the outage). A hit counted in memory whose
   * give-back finds Redis answering again stays in memory, which is only read while Redis is down.
   */
  async decr(key: string): Promise<void> {
    try {
      await runScript(this.client, DECR_SCRIPT, [this.prefix + key], []);
    } catch (error) {
      this.warn(error);
      await this.fallback.decr(key);
    }
  }

  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.logger.warn({ err: error }, 'redis counter unavailable: counting in this node only');
  }
}

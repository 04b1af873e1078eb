/**
 * Limits of the real-time server. Defaults follow Pusher's published limits where it has one
 * (10 KB messages, 10 client events per second per connection, 100 presence members); every
 * value can be set from the environment (PUSHER_* variables, config/realtime.ts) or per server in tests.
 */
export interface RealtimeLimits {
  /** Seconds of client silence after which we ping; sent to clients as `activity_timeout`. */
  activityTimeoutSeconds: number;
  /** How long we wait for any frame after our ping before closing with 4201. */
  pongTimeoutMs: number;
  /** Largest text frame we process; larger ones get `pusher:error` 4300 (the socket stays open). */
  maxMessageBytes: number;
  /** Frames larger than this are not even read: the socket is closed with 1009 (Message Too Big). */
  hardMaxFrameBytes: number;
  /** Channels one socket may be subscribed to. */
  maxChannelsPerSocket: number;
  /** Client events (`client-*`) per second per socket; above it `pusher:error` 4301. */
  clientEventsPerSecond: number;
  /**
   * All frames per second per socket (garbage included); above it frames are dropped. The burst
   * is larger (twice, and at least maxChannelsPerSocket + 20) so that pusher-js re-subscribing
   * every channel at once after a reconnect is never cut.
   */
  framesPerSecond: number;
  /** Concurrent connections on this node; above it `pusher:error` 4100 and close. */
  maxConnections: number;
  /**
   * Concurrent connections on this node from one client address (an IPv6 client by its /64);
   * above it `pusher:error` 4100 and close, so one address cannot take every slot. Sized for
   * carrier-grade NAT, which puts many mobile subscribers behind one public address (docs/
   * configuration.md says how the default was chosen).
   */
  maxConnectionsPerAddress: number;
  /** Members (distinct users) in one presence channel, Pusher's limit. */
  maxPresenceMembers: number;
  /** Size of one presence member's `channel_data`. */
  maxPresenceMemberBytes: number;
  /** Unsent bytes queued for one socket before it is dropped as a slow consumer. */
  maxBufferedBytes: number;
}

export const DEFAULT_LIMITS: RealtimeLimits = {
  activityTimeoutSeconds: 120,
  pongTimeoutMs: 30_000,
  maxMessageBytes: 10 * 1024,
  hardMaxFrameBytes: 64 * 1024,
  maxChannelsPerSocket: 100,
  clientEventsPerSecond: 10,
  framesPerSecond: 100,
  maxConnections: 10_000,
  maxConnectionsPerAddress: 256,
  maxPresenceMembers: 100,
  maxPresenceMemberBytes: 1024,
  maxBufferedBytes: 1024 * 1024,
};

/**
 * Defaults, then each set of values in turn (the environment's from config/realtime.ts, then a server's
 * own); values that are not positive numbers keep what was there.
 */
export function resolveLimits(...sets: (Partial<RealtimeLimits> | undefined)[]): RealtimeLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const set of sets) {
    for (const [key, value] of Object.entries(set ?? {}) as [keyof RealtimeLimits, number | undefined][]) {
      if (typeof value === 'number' && Number.isFinite(value) && value > 0) limits[key] = value;
    }
  }
  limits.hardMaxFrameBytes = Math.max(limits.hardMaxFrameBytes, limits.maxMessageBytes);
  return limits;
}

/** Token bucket: `rate` tokens a second, bursts up to `burst` (default `rate`). */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly rate: number,
    private readonly burst = rate,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.last = now;
  }

  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { RedisClientType } from 'redis';
import type { ChannelRegistry } from './channels';
import { nodeHeartbeatKey } from './presence';

/**
 * How many sockets are subscribed to each channel, over the whole deployment: what the Pusher
 * HTTP API answers as `occupied` and `subscription_count` (http-api/routes.ts).
 *
 * One node: this node's registry. With Redis, every node mirrors its own counts into a hash of
 * its own (`{prefix}subs:{nodeId}`, channel -> sockets), and a query adds up the hashes of the
 * nodes that are alive. The mirror holds absolute values (HSET of the current count, HDEL at
 * zero), never increments, so it cannot drift: a lost write is corrected by the next one, and
 * the whole hash is rewritten when Redis lost it (restart, eviction). Changes are written in one
 * MULTI per turn of the event loop (a reconnect storm makes a few commands, not thousands), so
 * another node sees a change within milliseconds. A node that dies stops beating: its hash
 * expires with its heartbeat, and queries skip it at once.
 */
export interface ChannelCounts {
  /** This node's subscriber count of `channel` changed (called by the ChannelRegistry). */
  changed(channel: string): void;
  /** Sockets subscribed to `channel`, on every node. */
  count(channel: string): Promise<number>;
  /** Every occupied channel whose name starts with `prefix`, with its sockets, on every node. */
  occupied(prefix: string): Promise<Map<string, number>>;
  close(): Promise<void>;
}

function localOccupied(registry: ChannelRegistry, prefix: string, into = new Map<string, number>()): Map<string, number> {
  for (const name of registry.channelNames()) {
    if (!name.startsWith(prefix)) continue;
    const count = registry.subscriberCount(name);
    if (count > 0) into.set(name, (into.get(name) ?? 0) + count);
  }
  return into;
}

/** One node: the registry is the truth. */
export class LocalChannelCounts implements ChannelCounts {
  constructor(private readonly registry: ChannelRegistry) {}

  changed(): void {}

  async count(channel: string): Promise<number> {
    return this.registry.subscriberCount(channel);
  }

  async occupied(prefix: string): Promise<Map<string, number>> {
    return localOccupied(this.registry, prefix);
  }

  async close(): Promise<void> {}
}

/** Several nodes: per-node hashes in Redis (see ChannelCounts). */
export class RedisChannelCounts implements ChannelCounts {
  private readonly dirty = new Set<string>();
  private scheduled = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly key: string;
  private readonly nodesKey: string;
  private readonly ttlMs: number;

  constructor(
    private readonly redis: RedisClientType,
    private readonly prefix: string,
    private readonly nodeId: string,
    private readonly registry: ChannelRegistry,
    private readonly logger: FastifyBaseLogger,
    private readonly heartbeatMs = 5_000,
  ) {
    this.key = this.hashKey(nodeId);
    this.nodesKey = `${prefix}subs-nodes`;
    // Same lifetime as the presence heartbeat: a dead node's counts go when its members go.
    this.ttlMs = heartbeatMs * 3;
  }

  private hashKey(nodeId: string): string {
    return `${this.prefix}subs:${nodeId}`;
  }

  async start(): Promise<void> {
    await this.redis.sAdd(this.nodesKey, this.nodeId);
    await this.snapshot();
    this.timer = setInterval(() => {
      this.beat().catch((error: unknown) => this.logger.warn({ err: error }, 'realtime: channel counts heartbeat failed'));
    }, this.heartbeatMs);
    this.timer.unref();
  }

  changed(channel: string): void {
    if (this.closed) return;
    this.dirty.add(channel);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  /** Writes the current count of every changed channel; on failure they stay due (next beat). */
  private async flush(): Promise<void> {
    if (this.closed || this.dirty.size === 0) return;
    const channels = [...this.dirty];
    this.dirty.clear();
    const counts: Record<string, string> = {};
    const gone: string[] = [];
    for (const channel of channels) {
      const count = this.registry.subscriberCount(channel);
      if (count > 0) counts[channel] = String(count);
      else gone.push(channel);
    }
    const multi = this.redis.multi();
    if (gone.length < channels.length) multi.hSet(this.key, counts);
    if (gone.length > 0) multi.hDel(this.key, gone);
    multi.pExpire(this.key, this.ttlMs);
    try {
      await multi.exec();
    } catch (error) {
      if (this.closed) return;
      for (const channel of channels) this.dirty.add(channel);
      this.logger.warn({ err: error, channels: channels.length }, 'realtime: channel counts not written; retried on the next heartbeat');
    }
  }

  /** Rewrites the whole hash from the registry. */
  private async snapshot(): Promise<void> {
    const counts: Record<string, string> = {};
    let any = false;
    for (const [channel, count] of localOccupied(this.registry, '')) {
      counts[channel] = String(count);
      any = true;
    }
    const multi = this.redis.multi().del(this.key);
    if (any) multi.hSet(this.key, counts).pExpire(this.key, this.ttlMs);
    await multi.exec();
  }

  private async beat(): Promise<void> {
    if (this.closed) return;
    await this.flush();
    // Redis may have restarted since the last beat: the node is re-registered and, if its hash
    // is gone while it has subscribers, the hash is written again.
    await this.redis.sAdd(this.nodesKey, this.nodeId);
    const kept = await this.redis.pExpire(this.key, this.ttlMs);
    if (Number(kept) !== 1 && this.registry.size > 0 && !this.closed) await this.snapshot();
  }

  /** The other nodes that are alive (their presence heartbeat key exists); dead ones are forgotten. */
  private async otherLiveNodes(): Promise<string[]> {
    const nodes = (await this.redis.sMembers(this.nodesKey)).filter((node) => node !== this.nodeId);
    if (nodes.length === 0) return [];
    const beats = await this.redis.mGet(nodes.map((node) => nodeHeartbeatKey(this.prefix, node)));
    const dead = nodes.filter((_, i) => beats[i] === null);
    if (dead.length > 0) {
      this.redis.sRem(this.nodesKey, dead).catch((error: unknown) => this.logger.debug({ err: error }, 'realtime: forgetting dead nodes failed'));
    }
    return nodes.filter((_, i) => beats[i] !== null);
  }

  async count(channel: string): Promise<number> {
    // This node from its registry (fresher than its mirror), the others from theirs.
    const others = await this.otherLiveNodes();
    const counts = await Promise.all(others.map((node) => this.redis.hGet(this.hashKey(node), channel)));
    return counts.reduce<number>((sum, raw) => sum + toCount(raw), this.registry.subscriberCount(channel));
  }

  async occupied(prefix: string): Promise<Map<string, number>> {
    const others = await this.otherLiveNodes();
    const hashes = await Promise.all(others.map((node) => this.redis.hGetAll(this.hashKey(node))));
    const result = localOccupied(this.registry, prefix);
    for (const hash of hashes) {
      for (const [channel, raw] of Object.entries(hash)) {
        const count = toCount(raw);
        if (count > 0 && channel.startsWith(prefix)) result.set(channel, (result.get(channel) ?? 0) + count);
      }
    }
    return result;
  }

  /** Removes this node's hash (called before the Redis client closes). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.dirty.clear();
    try {
      await this.redis.multi().del(this.key).sRem(this.nodesKey, this.nodeId).exec();
    } catch (error) {
      this.logger.warn({ err: error }, 'realtime: channel counts clean-up failed');
    }
  }
}

function toCount(raw: string | null | undefined): number {
  const count = raw ? Number(raw) : 0;
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
}

/**
 * One truth for every node (docs/deploying.md): with the shared store each node keeps the rollout
 * manifest it serves in memory and reads it again when it changes. A change is announced on the
 * Redis channel `<prefix>release` (every node has it within milliseconds); a node that missed a
 * message (Redis down, a reconnect) still finds the new revision at its next poll of the store's
 * revision (one small query per poll). Version files are immutable: each node keeps those it served
 * in an LRU cache bounded in bytes.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RedisClientType } from 'redis';
import type { RolloutManifest } from 'contracts';
import { closeRedis } from '../../plugins/redis';
import type { ReleaseStore } from './store/types';

export interface Snapshot {
  manifest: RolloutManifest;
  revision: string;
  /** rollout.json as served. */
  text: string;
  etag: string;
}

export interface SyncOptions {
  redis: RedisClientType | null;
  channel: string;
  logger: FastifyBaseLogger;
  /** How often the revision is read again (a missed message is caught up within this). */
  pollMs: number;
  cacheBytes: number;
}

const snapshotOf = (manifest: RolloutManifest, revision: string): Snapshot => {
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  return { manifest, revision, text, etag: `"r${createHash('sha256').update(text).digest('base64url').slice(0, 16)}"` };
};

/** A file that is not there is remembered this long (a version may be published meanwhile). */
const MISSING_TTL_MS = 5_000;

export class ReleaseSync {
  private snapshot: Snapshot | null = null;
  private reading: Promise<Snapshot> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private subscriber: RedisClientType | null = null;
  private readonly nodeId = randomBytes(8).toString('hex');
  private readonly files: LRUCache<string, Buffer>;
  private readonly missing = new LRUCache<string, true>({ max: 5000, ttl: MISSING_TTL_MS });
  /** Listeners of a change of the served manifest (the site drops its composed pages). */
  private readonly listeners = new Set<(snapshot: Snapshot) => void>();

  constructor(
    private readonly store: ReleaseStore,
    private readonly options: SyncOptions,
  ) {
    this.files = new LRUCache<string, Buffer>({ maxSize: Math.max(options.cacheBytes, 1), sizeCalculation: (b) => Math.max(b.length, 1) });
  }

  /** The manifest this node serves (read once at start, then on every change). */
  async current(): Promise<Snapshot> {
    return this.snapshot ?? this.refresh();
  }

  onChange(listener: (snapshot: Snapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the manifest again if its revision moved (one read at a time). */
  refresh(): Promise<Snapshot> {
    this.reading ??= (async () => {
      try {
        if (this.snapshot && (await this.store.readRevision()) === this.snapshot.revision) return this.snapshot;
        const state = await this.store.readState();
        const next = snapshotOf(state.manifest, state.revision);
        const changed = this.snapshot?.revision !== next.revision;
        this.snapshot = next;
        if (changed) for (const listener of this.listeners) listener(next);
        return next;
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  /** Starts listening to changes (Redis) and polling the revision. */
  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) => this.options.logger.warn({ err: error }, 'release sync: could not read the rollout state'));
    }, this.options.pollMs);
    this.timer.unref();
    const redis = this.options.redis;
    if (!redis) return;
    const subscriber = redis.duplicate() as RedisClientType;
    this.subscriber = subscriber;
    subscriber.on('error', () => undefined); // the poll covers an outage; node-redis reconnects
    subscriber.on('ready', () => void this.refresh().catch(() => undefined));
    await subscriber.connect();
    await subscriber.subscribe(this.options.channel, (origin) => {
      if (origin !== this.nodeId) void this.refresh().catch(() => undefined);
    });
  }

  /** After this node changed the state: read it now and tell the others. */
  async announce(): Promise<void> {
    await this.refresh();
    try {
      await this.options.redis?.publish(this.options.channel, this.nodeId);
    } catch (error) {
      this.options.logger.warn({ err: error }, `release sync: change not announced; other nodes see it within ${this.options.pollMs} ms`);
    }
  }

  /** A file of a version (immutable: cached once read). */
  async file(remote: string, version: string, file: string): Promise<Buffer | null> {
    const key = `${remote}/${version}/${file}`;
    const cached = this.files.get(key);
    if (cached) return cached;
    if (this.missing.has(key)) return null;
    const content = await this.store.readFile(remote, version, file);
    if (content) this.files.set(key, content);
    else this.missing.set(key, true);
    return content;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.subscriber) {
      try {
        await this.subscriber.unsubscribe(this.options.channel);
      } catch {
        // closing anyway
      }
      await closeRedis(this.subscriber);
      this.subscriber = null;
    }
  }
}

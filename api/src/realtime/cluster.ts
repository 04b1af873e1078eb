import type { FastifyBaseLogger } from 'fastify';
import type { RedisClientType } from 'redis';
import { closeRedis, connectRedis } from '../plugins/redis';
import { MemoryBus, RedisBus, type Bus, type ControlDelivery, type LocalDelivery } from './bus';
import { LocalChannelCounts, RedisChannelCounts, type ChannelCounts } from './channel-counts';
import type { ChannelRegistry } from './channels';
import { MemoryPresenceStore, RedisPresenceStore, type PresenceStore } from './presence';

/** How this node shares events, presence and channel counts with the others: in memory (one node) or through Redis. */
export interface Cluster {
  bus: Bus;
  presence: PresenceStore;
  counts: ChannelCounts;
  /** Present with Redis: the sweep of dead nodes' presence members runs then. */
  redis: RedisClientType | undefined;
  close(): Promise<void>;
}

export interface ClusterOptions {
  redisUrl: string | undefined;
  appId: string;
  nodeId: string;
  registry: ChannelRegistry;
  logger: FastifyBaseLogger;
  deliverLocal: LocalDelivery;
  deliverControl: ControlDelivery;
  /** The Redis link works again after an outage (RedisBus). */
  onRecovered: () => void;
  heartbeatMs?: number | undefined;
  /** How long start-up waits for Redis. */
  connectTimeoutMs: number;
}

/**
 * Without REDIS_URL: one node, in memory. With it: the Redis bus, presence store and channel
 * counts, on one connection that queues commands during an outage (bounded: past 10,000 they fail
 * and are logged) so local delivery goes on; start-up fails with a clear error when Redis cannot
 * be reached in time.
 */
export async function joinCluster(options: ClusterOptions): Promise<Cluster> {
  const { registry, logger } = options;
  if (!options.redisUrl) {
    const bus = new MemoryBus(options.deliverLocal, options.deliverControl);
    const presence = new MemoryPresenceStore();
    const counts = new LocalChannelCounts(registry);
    return { bus, presence, counts, redis: undefined, close: () => closeAll(bus, presence, counts) };
  }
  const client = await connectRedis(options.redisUrl, logger, 'realtime', { timeoutMs: options.connectTimeoutMs, offlineQueueMax: 10_000 });
  const prefix = `lpk-rt:${options.appId}:`;
  let store: RedisPresenceStore | undefined;
  try {
    const bus = await RedisBus.start({
      nodeId: options.nodeId,
      topic: `${prefix}events`,
      publisher: client,
      deliverLocal: options.deliverLocal,
      deliverControl: options.deliverControl,
      logger,
      onRecovered: options.onRecovered,
    });
    store = new RedisPresenceStore(client, prefix, options.nodeId, logger, options.heartbeatMs);
    await store.start();
    const presence = store;
    // After the presence store: its heartbeat key is what tells other nodes this one is alive.
    const counts = new RedisChannelCounts(client, prefix, options.nodeId, registry, logger, options.heartbeatMs);
    await counts.start();
    return {
      bus,
      presence,
      counts,
      redis: client,
      close: async () => {
        await closeAll(bus, presence, counts);
        await closeRedis(client);
      },
    };
  } catch (error) {
    // Stops the presence heartbeat if it had started (its timer is cleared at once; the clean-up
    // command is not waited for: the client is destroyed next).
    void store?.close().catch(() => undefined);
    client.destroy();
    throw error;
  }
}

async function closeAll(bus: Bus, presence: PresenceStore, counts: ChannelCounts): Promise<void> {
  await counts.close();
  await bus.close();
  await presence.close();
}

import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';
import { addCatalogueBroadcast, clearLocalCatalogueCache } from '../modules/catalogue/cache';
import { closeRedis } from './redis';

/**
 * Catalogue-cache invalidation between API nodes (REDIS_URL set): `invalidateCatalogue(db)`
 * publishes one message on `<prefix>catalogue`, and every other node drops its cached search
 * answers when it arrives. Nothing is asked of Redis per search, so a cached search stays as fast
 * as on one node (a generation counter read from Redis on every search would add a round trip to
 * each). After a lost connection the node drops its cache too: it may have missed a message.
 */
export default fp(
  async (app) => {
    const publisher = app.redis;
    if (!publisher) return;
    const channel = `${app.redisPrefix}catalogue`;
    const nodeId = randomBytes(8).toString('hex');

    const subscriber = publisher.duplicate() as RedisClientType;
    let up = false;
    subscriber.on('error', (error: unknown) => {
      if (up) app.log.warn({ err: error }, 'catalogue sync: redis subscriber lost');
      up = false;
    });
    subscriber.on('ready', () => {
      up = true;
      clearLocalCatalogueCache(app.db);
    });
    await subscriber.connect();
    await subscriber.subscribe(channel, (origin) => {
      // This node's own message: its cache was cleared when it was sent.
      if (origin !== nodeId) clearLocalCatalogueCache(app.db);
    });

    const remove = addCatalogueBroadcast(app.db, async () => {
      try {
        await publisher.publish(channel, nodeId);
      } catch (error) {
        app.log.warn({ err: error }, 'catalogue sync: invalidation not sent; other nodes see the change within the cache TTL');
      }
    });

    app.addHook('onClose', async () => {
      remove();
      try {
        await subscriber.unsubscribe(channel);
      } catch {
        // Closing anyway.
      }
      await closeRedis(subscriber);
    });
  },
  { name: 'catalogue-sync', dependencies: ['redis'] },
);

import type { FastifyBaseLogger } from 'fastify';
import type { RedisClientType } from 'redis';

/** One frame for every subscriber of `channel` on every node, except the socket `except`. */
export interface BusMessage {
  channel: string;
  /** The encoded Pusher frame, sent as is. */
  frame: string;
  except?: string | undefined;
}

export type LocalDelivery = (message: BusMessage) => void;

/**
 * Fan-out between nodes. `publish` always delivers on this node at once (no round trip) and,
 * with Redis, also to every other node, which delivers to its own sockets.
 */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(message: BusMessage): Promise<void>;
  close(): Promise<void>;
}

/** One node, in memory. */
export class MemoryBus implements Bus {
  readonly kind = 'memory';
  constructor(private readonly deliverLocal: LocalDelivery) {}

  async publish(message: BusMessage): Promise<void> {
    this.deliverLocal(message);
  }

  async close(): Promise<void> {}
}

/**
 * Redis pub/sub. The wire format is `{origin}\n{channel}\n{except}\n{frame}`: channel names and
 * socket ids cannot hold a newline, and the frame is sent on without being parsed again.
 */
export class RedisBus implements Bus {
  readonly kind = 'redis';
  private closed = false;

  private constructor(
    private readonly nodeId: string,
    private readonly topic: string,
    private readonly publisher: RedisClientType,
    private readonly subscriber: RedisClientType,
    private readonly deliverLocal: LocalDelivery,
    private readonly logger: FastifyBaseLogger,
  ) {}

  static async start(options: {
    nodeId: string;
    topic: string;
    publisher: RedisClientType;
    deliverLocal: LocalDelivery;
    logger: FastifyBaseLogger;
  }): Promise<RedisBus> {
    const subscriber = options.publisher.duplicate();
    subscriber.on('error', (error: unknown) => options.logger.warn({ err: error }, 'realtime: redis subscriber error'));
    await subscriber.connect();
    const bus = new RedisBus(options.nodeId, options.topic, options.publisher, subscriber as RedisClientType, options.deliverLocal, options.logger);
    await subscriber.subscribe(options.topic, (raw) => bus.receive(raw));
    return bus;
  }

  private receive(raw: string): void {
    const a = raw.indexOf('\n');
    const b = raw.indexOf('\n', a + 1);
    const c = raw.indexOf('\n', b + 1);
    if (a < 0 || b < 0 || c < 0) {
      this.logger.warn('realtime: malformed bus message dropped');
      return;
    }
    const origin = raw.slice(0, a);
    if (origin === this.nodeId) return; // delivered locally when published
    const except = raw.slice(b + 1, c);
    try {
      this.deliverLocal({ channel: raw.slice(a + 1, b), frame: raw.slice(c + 1), except: except || undefined });
    } catch (error) {
      this.logger.error({ err: error }, 'realtime: local delivery failed');
    }
  }

  async publish(message: BusMessage): Promise<void> {
    this.deliverLocal(message);
    if (this.closed) return;
    await this.publisher.publish(this.topic, `${this.nodeId}\n${message.channel}\n${message.except ?? ''}\n${message.frame}`);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.subscriber.unsubscribe(this.topic);
      await this.subscriber.close();
    } catch (error) {
      this.logger.warn({ err: error }, 'realtime: redis subscriber close failed');
      this.subscriber.destroy();
    }
  }
}

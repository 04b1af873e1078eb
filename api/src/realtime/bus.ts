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
 * Orders between nodes, not frames for clients: a socket's binding to the user and token that
 * signed its subscriptions, and the closing of the sockets bound to revoked tokens or a user.
 */
export type ControlMessage =
  | { type: 'bind'; socketId: string; userId: number; tokenId: number }
  | { type: 'terminate-tokens'; tokenIds: number[] }
  | { type: 'terminate-user'; userId: number }
  /** A node's link to the others was down: events it published may not have arrived anywhere, so every node tells its clients to fetch again. */
  | { type: 'resync' };

export type ControlDelivery = (message: ControlMessage) => void;

/** Most token ids one terminate order carries (a user's tokens; more are split by the sender). */
export const MAX_TOKENS_PER_ORDER = 1_000;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Checks a control message read from the bus; undefined for anything malformed (never throws). */
export function parseControlMessage(raw: string): ControlMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'bind':
      if (typeof message.socketId !== 'string' || message.socketId.length > 41 || !isId(message.userId) || !isId(message.tokenId)) return undefined;
      return { type: 'bind', socketId: message.socketId, userId: message.userId, tokenId: message.tokenId };
    case 'terminate-tokens': {
      const ids = message.tokenIds;
      if (!Array.isArray(ids) || ids.length > MAX_TOKENS_PER_ORDER || !ids.every(isId)) return undefined;
      return { type: 'terminate-tokens', tokenIds: ids };
    }
    case 'terminate-user':
      return isId(message.userId) ? { type: 'terminate-user', userId: message.userId } : undefined;
    case 'resync':
      return { type: 'resync' };
    default:
      return undefined;
  }
}

/**
 * Fan-out between nodes. `publish` always delivers on this node at once (no round trip) and,
 * with Redis, also to every other node, which delivers to its own sockets.
 */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  /** The link to the other nodes is down: what is published now reaches this node only. */
  readonly linkDown: boolean;
  publish(message: BusMessage): Promise<void>;
  /** Same fan-out for a control message: handled on this node at once, then on every other. */
  publishControl(message: ControlMessage): Promise<void>;
  close(): Promise<void>;
}

/** One node, in memory. */
export class MemoryBus implements Bus {
  readonly kind = 'memory';
  readonly linkDown = false;
  constructor(
    private readonly deliverLocal: LocalDelivery,
    private readonly deliverControl: ControlDelivery,
  ) {}

  async publish(message: BusMessage): Promise<void> {
    this.deliverLocal(message);
  }

  async publishControl(message: ControlMessage): Promise<void> {
    this.deliverControl(message);
  }

  async close(): Promise<void> {}
}

/** How long a PUBLISH may wait for Redis (see RedisBus.bounded). */
const PUBLISH_TIMEOUT_MS = 1_000;

/**
 * A channel name no client can use (`!` is not allowed in channel names): messages published
 * under it are control messages. A node of an older version delivers them to nobody.
 */
const CONTROL_CHANNEL = '!control';

/**
 * Redis pub/sub. The wire format is `{origin}\n{channel}\n{except}\n{frame}`: channel names and
 * socket ids cannot hold a newline, and the frame is sent on without being parsed again. Control
 * messages travel on the same topic (so they keep their order with frames) as
 * `{origin}\n!control\n\n{json}`.
 */
export class RedisBus implements Bus {
  readonly kind = 'redis';
  private closed = false;
  /**
   * The publisher with a time-out per PUBLISH: a publish sent in the moment Redis goes away (before
   * the client has noticed) fails after PUBLISH_TIMEOUT_MS instead of waiting for the reconnection.
   */
  private get bounded(): RedisClientType {
    this.boundedClient ??= this.publisher.withCommandOptions({ timeout: PUBLISH_TIMEOUT_MS }) as unknown as RedisClientType;
    return this.boundedClient;
  }
  private boundedClient: RedisClientType | undefined;

  /** Which connection to Redis is down (set from the clients' events). */
  readonly down = { subscriber: false, publisher: false };

  /**
   * While the link is down, events and orders reach this node's sockets only: they are not queued
   * for later (a late event after the clients resynced would be a duplicate). Every node resyncs
   * its clients and re-checks its sockets' tokens when the link is back.
   */
  get linkDown(): boolean {
    return this.down.subscriber || this.down.publisher;
  }

  private constructor(
    private readonly nodeId: string,
    private readonly topic: string,
    private readonly publisher: RedisClientType,
    private readonly subscriber: RedisClientType,
    private readonly deliverLocal: LocalDelivery,
    private readonly deliverControl: ControlDelivery,
    private readonly logger: FastifyBaseLogger,
  ) {}

  static async start(options: {
    nodeId: string;
    topic: string;
    publisher: RedisClientType;
    deliverLocal: LocalDelivery;
    deliverControl: ControlDelivery;
    logger: FastifyBaseLogger;
    /**
     * Called when the link to Redis works again after it was lost (either connection: while the
     * subscriber was down this node missed events; while the publisher was down the others missed
     * this node's). The subscription is in place again when it is called.
     */
    onRecovered?: () => void;
  }): Promise<RedisBus> {
    const subscriber = options.publisher.duplicate();
    const bus = new RedisBus(
      options.nodeId,
      options.topic,
      options.publisher,
      subscriber as RedisClientType,
      options.deliverLocal,
      options.deliverControl,
      options.logger,
    );
    // Recovered once both connections are ready again after either was lost.
    const lost = (which: keyof RedisBus['down']) => (error: unknown) => {
      if (!bus.linkDown) {
        options.logger.warn({ err: error }, `realtime: redis ${which} connection lost; events reach only this node's sockets until it is back`);
      }
      bus.down[which] = true;
    };
    const back = (which: keyof RedisBus['down']) => () => {
      if (!bus.down[which]) return;
      bus.down[which] = false;
      if (bus.linkDown) return;
      options.logger.info('realtime: redis link back; clients told to resync');
      options.onRecovered?.();
    };
    subscriber.on('error', lost('subscriber'));
    subscriber.on('ready', back('subscriber'));
    options.publisher.on('error', lost('publisher'));
    options.publisher.on('ready', back('publisher'));
    await subscriber.connect();
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
    const channel = raw.slice(a + 1, b);
    const except = raw.slice(b + 1, c);
    try {
      if (channel === CONTROL_CHANNEL) {
        const control = parseControlMessage(raw.slice(c + 1));
        if (control) this.deliverControl(control);
        else this.logger.warn('realtime: malformed control message dropped');
        return;
      }
      this.deliverLocal({ channel, frame: raw.slice(c + 1), except: except || undefined });
    } catch (error) {
      this.logger.error({ err: error }, 'realtime: local delivery failed');
    }
  }

  async publish(message: BusMessage): Promise<void> {
    this.deliverLocal(message);
    if (this.closed || this.linkDown) return;
    await this.bounded.publish(this.topic, `${this.nodeId}\n${message.channel}\n${message.except ?? ''}\n${message.frame}`);
  }

  async publishControl(message: ControlMessage): Promise<void> {
    this.deliverControl(message);
    if (this.closed || this.linkDown) return;
    await this.bounded.publish(this.topic, `${this.nodeId}\n${CONTROL_CHANNEL}\n\n${JSON.stringify(message)}`);
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

import type { FastifyBaseLogger } from 'fastify';
import { SOCKET_ID_PATTERN } from './protocol';

/** Channel names (docs/architecture.md section 3), as Laravel's `routes/channels.php` would define them. */
export const channels = {
  /** A user's own channel: `private-App.Models.User.{id}`. */
  user: (userId: number) => `private-App.Models.User.${userId}`,
  /** The staff of one LPK: `private-lpk.{lpkId}`. */
  lpk: (lpkId: number) => `private-lpk.${lpkId}`,
  /** Who of that LPK's staff is online: `presence-lpk.{lpkId}`. */
  lpkPresence: (lpkId: number) => `presence-lpk.${lpkId}`,
};

/**
 * The event name Laravel broadcasts for an event class `App\Events\{name}`. Echo's default
 * namespace is `App.Events`, so `.listen('MessageSent', cb)` binds `App\Events\MessageSent`.
 */
export function laravelEventName(name: string): string {
  return `App\\Events\\${name}`;
}

/** Who signed a socket's private or presence subscription: the user and the bearer token used. */
export interface SocketBinding {
  userId: number;
  tokenId: number;
}

/** Where broadcasts go: the real-time server of this process (server.ts). */
export interface BroadcastTarget {
  broadcast(channel: string | string[], event: string, data: unknown, exceptSocketId?: string): Promise<void>;
  /**
   * Records on whichever node holds `socketId` that its subscriptions were signed for this user
   * with this token. Resolves once the binding is on its way to every node.
   */
  bindSocket(socketId: string, binding: SocketBinding): Promise<void>;
  /** Closes, on every node, every socket bound to one of these tokens (Pusher close 4009). */
  terminateTokens(tokenIds: number[]): Promise<void>;
  /** Closes, on every node, every socket bound to this user, whatever the token (Pusher close 4009). */
  terminateUser(userId: number): Promise<void>;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * What route handlers call (`app.broadcaster`). Broadcasting never fails a request: the data is
 * already committed, so a failure is logged and the client catches up on its next fetch.
 * Until a target is attached (tests without a real-time server) events are dropped.
 */
export class Broadcaster {
  private target: BroadcastTarget | undefined;

  constructor(private readonly logger: FastifyBaseLogger) {}

  attach(target: BroadcastTarget): void {
    this.target = target;
  }

  detach(): void {
    this.target = undefined;
  }

  get attached(): boolean {
    return this.target !== undefined;
  }

  /**
   * Broadcasts the Laravel event `App\Events\{name}` with `payload` (the event's public
   * properties) on `to`, except the socket in `exceptSocketId` (the X-Socket-Id of the request
   * that caused it, like Laravel's `toOthers()`). Resolves once handed to the bus.
   */
  async event(name: string, to: string | string[], payload: Record<string, unknown>, exceptSocketId?: string): Promise<void> {
    const target = this.target;
    if (!target) {
      this.logger.debug({ event: name, channels: to }, 'realtime: no server attached; event dropped');
      return;
    }
    // A malformed socket id excepts nobody (the event still goes out).
    const except = exceptSocketId && SOCKET_ID_PATTERN.test(exceptSocketId) ? exceptSocketId : undefined;
    try {
      await target.broadcast(to, laravelEventName(name), payload, except);
    } catch (error) {
      this.logger.error({ err: error, event: name, channels: to }, 'realtime: broadcast failed');
    }
  }

  /**
   * POST /broadcasting/auth: binds the socket it signed a subscription for to the user and the
   * token that asked, so that revoking the token closes the socket. Unlike `event()` this
   * rejects when the binding could not be sent: the route then refuses to sign.
   */
  async bindSocket(socketId: string, binding: SocketBinding): Promise<void> {
    const target = this.target;
    if (!target) return;
    await target.bindSocket(socketId, binding);
  }

  /**
   * Closes every real-time socket (on every node) whose subscriptions were signed with one of
   * these tokens. Call it after the tokens are deleted (logout, password change, device session
   * ended, expiry). Resolves once the order is on its way; never rejects (a failure is logged).
   * Without a real-time server attached it does nothing.
   */
  async terminateTokens(tokenIds: number[]): Promise<void> {
    const ids = [...new Set(tokenIds.filter(isId))];
    const target = this.target;
    if (!target || ids.length === 0) return;
    try {
      await target.terminateTokens(ids);
    } catch (error) {
      this.logger.error({ err: error, tokens: ids.length }, 'realtime: terminating token sockets failed');
    }
  }

  /**
   * Closes every real-time socket (on every node) bound to this user, whatever the token (account
   * deletion). Same guarantees as `terminateTokens`.
   */
  async terminateUser(userId: number): Promise<void> {
    const target = this.target;
    if (!target || !isId(userId)) return;
    try {
      await target.terminateUser(userId);
    } catch (error) {
      this.logger.error({ err: error, userId }, 'realtime: terminating user sockets failed');
    }
  }
}

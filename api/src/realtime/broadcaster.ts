import type { FastifyBaseLogger } from 'fastify';

/** Channel names (DESIGN.md section 3), as Laravel's `routes/channels.php` would define them. */
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

/** Where broadcasts go: the real-time server of this process (server.ts). */
export interface BroadcastTarget {
  broadcast(channel: string | string[], event: string, data: unknown, exceptSocketId?: string): Promise<void>;
}

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
    const except = exceptSocketId && /^\d+\.\d+$/.test(exceptSocketId) ? exceptSocketId : undefined;
    try {
      await target.broadcast(to, laravelEventName(name), payload, except);
    } catch (error) {
      this.logger.error({ err: error, event: name, channels: to }, 'realtime: broadcast failed');
    }
  }
}

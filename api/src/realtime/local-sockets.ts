import type { FastifyBaseLogger } from 'fastify';
import type { ControlMessage } from './bus';
import type { ChannelRegistry } from './channels';
import type { Connection } from './connection';
import { frames } from './protocol';

/**
 * Which of these tokens are still valid sessions (not deleted, not expired). The API's
 * implementation reads the tokens table (modules/auth/tokens.ts `liveTokenIds`); it may reject
 * (database down): the check is then tried again on the next round.
 */
export type LiveTokens = (tokenIds: number[]) => Promise<ReadonlySet<number>>;

/** How often a node checks the tokens behind its sockets even when nothing happened (issue: revocations lost in a Redis outage). */
export const REVOCATION_CHECK_MS = 30_000;
/**
 * How often, while this node's link to the others (Redis) is down, it checks the tokens behind its
 * sockets: no revocation order can reach it then, and a logout on another node must still stop
 * private events here within seconds (issue 32: within 5 s). One query per round, whatever the
 * number of events.
 */
export const REVOCATION_CHECK_LINK_DOWN_MS = 1_000;
/** A node tells its clients to resync at most once in this time; a request inside it is done at its end (never dropped). */
export const RESYNC_MIN_INTERVAL_MS = 1_000;
/** Token ids asked of the database at once. */
const TOKEN_BATCH = 500;

/**
 * This node's sockets and what other nodes (or this one) order about them: bindings to the token
 * that signed their subscriptions, their termination when that token or its user is revoked, and
 * the resync of every channel they hold after the link between nodes was down. Also checks again,
 * against the database, the tokens behind open sockets (every REVOCATION_CHECK_MS, every
 * REVOCATION_CHECK_LINK_DOWN_MS while Redis is down, and when it is back): a revocation whose order
 * cannot arrive still closes its sockets, and so stops their private events.
 */
export class LocalSockets {
  readonly connections = new Map<string, Connection>();
  private lastResync = 0;
  private resyncTimer: NodeJS.Timeout | undefined;
  private checking: Promise<number> | undefined;
  private linkWatch: NodeJS.Timeout | undefined;
  private lastCheckWarning = -Infinity;

  constructor(
    private readonly registry: ChannelRegistry,
    private readonly logger: FastifyBaseLogger,
    private readonly liveTokens: LiveTokens | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** A control message, from this node or another. */
  handleControl(message: ControlMessage): void {
    switch (message.type) {
      case 'bind':
        this.connections.get(message.socketId)?.bind(message.userId, message.tokenId);
        return;
      case 'resync':
        this.requestResync();
        return;
      case 'terminate-tokens': {
        const ids = new Set(message.tokenIds);
        this.terminateWhere((c) => c.isBoundToAnyToken(ids), message.type);
        return;
      }
      case 'terminate-user':
        this.terminateWhere((c) => c.isBoundToUser(message.userId), message.type);
    }
  }

  private terminateWhere(hit: (connection: Connection) => boolean, order: string): number {
    let closed = 0;
    for (const connection of this.connections.values()) {
      if (!hit(connection)) continue;
      connection.terminate();
      closed += 1;
    }
    if (closed > 0) this.logger.info({ closed, order }, 'realtime: closed sockets of revoked credentials');
    return closed;
  }

  /** Sends `resync` on every channel a socket of this node holds, throttled (RESYNC_MIN_INTERVAL_MS, trailing). */
  requestResync(): void {
    const wait = this.lastResync + RESYNC_MIN_INTERVAL_MS - this.now();
    if (wait <= 0) {
      this.resyncNow();
      return;
    }
    this.resyncTimer ??= setTimeout(() => {
      this.resyncTimer = undefined;
      this.resyncNow();
    }, wait);
    this.resyncTimer.unref();
  }

  private resyncNow(): void {
    this.lastResync = this.now();
    let sockets = 0;
    const channels = this.registry.channelNames();
    for (const channel of channels) sockets += this.registry.deliver(channel, frames.resync(channel));
    if (channels.length > 0) this.logger.info({ channels: channels.length, deliveries: sockets }, 'realtime: resync sent');
  }

  /**
   * Closes (4009) every socket bound to a token that is no longer a valid session. Resolves with
   * the number closed; a database error is logged and the check tried again next time. Checks
   * already under way are shared, not repeated.
   */
  checkTokens(): Promise<number> {
    if (!this.liveTokens) return Promise.resolve(0);
    this.checking ??= this.runTokenCheck(this.liveTokens).finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async runTokenCheck(liveTokens: LiveTokens): Promise<number> {
    const bound = new Set<number>();
    for (const connection of this.connections.values()) for (const id of connection.boundTokenIds()) bound.add(id);
    if (bound.size === 0) return 0;
    const ids = [...bound];
    const dead = new Set<number>();
    try {
      for (let i = 0; i < ids.length; i += TOKEN_BATCH) {
        const batch = ids.slice(i, i + TOKEN_BATCH);
        const live = await liveTokens(batch);
        for (const id of batch) if (!live.has(id)) dead.add(id);
      }
    } catch (error) {
      // Once a second while Redis is down: with the database down too, one line per half minute is enough.
      if (this.now() - this.lastCheckWarning >= REVOCATION_CHECK_MS) {
        this.lastCheckWarning = this.now();
        this.logger.warn({ err: error }, 'realtime: token check failed; tried again on the next round');
      }
      return 0;
    }
    return dead.size === 0 ? 0 : this.terminateWhere((c) => c.isBoundToAnyToken(dead), 'token-check');
  }

  /**
   * While `linkDown()` (the bus to the other nodes is down), checks the tokens every `everyMs`: a
   * logout on another node, whose order cannot arrive, closes its sockets here within about that.
   */
  watchLink(linkDown: () => boolean, everyMs = REVOCATION_CHECK_LINK_DOWN_MS): void {
    clearInterval(this.linkWatch);
    this.linkWatch = setInterval(() => {
      if (linkDown()) void this.checkTokens();
    }, everyMs);
    this.linkWatch.unref();
  }

  close(): void {
    clearTimeout(this.resyncTimer);
    clearInterval(this.linkWatch);
  }
}

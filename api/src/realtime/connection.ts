import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket, { type RawData } from 'ws';
import type { BusMessage } from './bus';
import type { ChannelRegistry, Subscriber } from './channels';
import { TokenBucket, type RealtimeLimits } from './limits';
import type { PresenceStore } from './presence';
import {
  channelKind,
  encodeFrame,
  ErrorCode,
  FrameError,
  frames,
  parseChannelData,
  parseClientFrame,
  type ChannelKind,
  type ClientFrame,
  type PresenceMember,
} from './protocol';
import { verifyChannelAuth, type AppCredentials } from './signature';
import { textFrame, type OutgoingFrame } from './ws-frame';

/** What a connection needs from the server it belongs to. */
export interface ConnectionContext {
  app: AppCredentials;
  limits: RealtimeLimits;
  registry: ChannelRegistry;
  presence: PresenceStore;
  publish(message: BusMessage): Promise<void>;
  logger: FastifyBaseLogger;
  /** Relay client events (`client-*`); when false they get `pusher:error` 4301. */
  clientEvents: boolean;
  onClosed(connection: Connection): void;
}

const SEND_OPTIONS = { binary: false } as const;

interface Subscription {
  kind: ChannelKind;
  /** Presence channels: who this socket is in the channel. */
  member?: PresenceMember;
}

/**
 * One client socket speaking the Pusher protocol: subscriptions, client events, the activity
 * check and the limits. Nothing a client sends can throw out of here: every refusal becomes a
 * `pusher:error` or `pusher:subscription_error` frame.
 */
export class Connection implements Subscriber {
  readonly subscriptions = new Map<string, Subscription>();
  private lastActivity = Date.now();
  private pingSentAt: number | null = null;
  private closed = false;
  private readonly frameBucket: TokenBucket;
  private readonly clientEventBucket: TokenBucket;
  private lastRateLimitNotice = 0;
  /**
   * Who signed this socket's private and presence subscriptions: token id -> user id, recorded
   * by POST /broadcasting/auth (through the bus, whichever node it ran on).
   */
  private readonly bindings = new Map<number, number>();
  /**
   * The TCP socket under `ws`, when frames built once for all sockets (ws-frame.ts) can be
   * written to it as they are: no extension negotiated. Otherwise `ws` frames each message.
   */
  private readonly wire: Writable | undefined;

  /** `socket`: the socket `ws` was upgraded on (the `upgrade` event's). */
  constructor(
    readonly socketId: string,
    private readonly ws: WebSocket,
    private readonly ctx: ConnectionContext,
    socket?: Writable,
  ) {
    this.wire = socket !== undefined && ws.extensions === '' ? socket : undefined;
    const { framesPerSecond, maxChannelsPerSocket } = ctx.limits;
    this.frameBucket = new TokenBucket(framesPerSecond, Math.max(framesPerSecond * 2, maxChannelsPerSocket + 20));
    this.clientEventBucket = new TokenBucket(ctx.limits.clientEventsPerSecond);
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('close', () => void this.onClose());
    // ws reports protocol violations (and frames over hardMaxFrameBytes) here, then closes the
    // socket itself (1002 / 1009); without a listener the process would crash.
    ws.on('error', (error) => ctx.logger.debug({ err: error, socketId }, 'realtime: socket error'));
    this.sendText(frames.connectionEstablished(socketId, ctx.limits.activityTimeoutSeconds));
  }

  get isClosed(): boolean {
    return this.closed;
  }

  // ------------------------------------------------------------------ bindings

  bind(userId: number, tokenId: number): void {
    if (this.closed) return;
    this.bindings.set(tokenId, userId);
  }

  isBoundToAnyToken(tokenIds: ReadonlySet<number>): boolean {
    for (const tokenId of this.bindings.keys()) if (tokenIds.has(tokenId)) return true;
    return false;
  }

  /** The tokens that signed this socket's subscriptions (checked again after a Redis outage: realtime/local-sockets.ts). */
  boundTokenIds(): IterableIterator<number> {
    return this.bindings.keys();
  }

  isBoundToUser(userId: number): boolean {
    for (const bound of this.bindings.values()) if (bound === userId) return true;
    return false;
  }

  /**
   * The token behind this socket's subscriptions was revoked: `pusher:error` 4009 and close 4009.
   * Nothing is delivered any more (only an open socket is sent to); pusher-js treats 4000-4099
   * as "refused" and does not reconnect with the dead token.
   */
  terminate(): void {
    if (this.closed) return;
    this.closeWith(ErrorCode.UNAUTHORIZED, 'Connection is unauthorized');
  }

  // ------------------------------------------------------------------ sending

  /** Sends a frame built once for all its recipients (the broadcast path: nothing allocated here). */
  deliver(frame: OutgoingFrame): void {
    const ws = this.ws;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > this.ctx.limits.maxBufferedBytes) {
      // A client that does not read its socket must not make the server buffer without bound.
      this.ctx.logger.warn({ socketId: this.socketId, buffered: ws.bufferedAmount }, 'realtime: slow consumer dropped');
      ws.terminate();
      return;
    }
    // No per-send callback: write errors surface as the socket's 'error'/'close' events. Written
    // straight to the socket, the frame keeps its place among ws's own frames (close, pong): ws
    // writes synchronously too, as it queues nothing without compression or Blob data.
    if (this.wire) this.wire.write(frame.wire);
    else ws.send(frame.payload, SEND_OPTIONS);
  }

  private sendText(frame: string): void {
    this.deliver(textFrame(frame));
  }

  private sendError(code: number | null, message: string): void {
    this.sendText(frames.error(code, message));
  }

  /** Sends `pusher:error` with the code, then closes with the same code (as Pusher does). */
  closeWith(code: number, message: string): void {
    if (this.ws.readyState === WebSocket.OPEN) {
      this.sendError(code, message);
      this.ws.close(code, message.slice(0, 120));
    }
    // A peer that never answers the close handshake is cut off.
    setTimeout(() => this.ws.terminate(), 2_000).unref();
  }

  // ------------------------------------------------------------------ receiving

  private onMessage(data: RawData, isBinary: boolean): void {
    // Closing (refused, terminated, shutting down): nothing more is read.
    if (this.ws.readyState !== WebSocket.OPEN) return;
    this.lastActivity = Date.now();
    this.pingSentAt = null;
    if (!this.frameBucket.take(this.lastActivity)) {
      this.noticeRateLimit('Too many frames; slow down');
      return;
    }
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
    if (isBinary) return this.sendError(ErrorCode.GENERIC, 'Binary frames are not supported');
    if (size > this.ctx.limits.maxMessageBytes) {
      return this.sendError(ErrorCode.GENERIC, `Payload too large: ${size} bytes, at most ${this.ctx.limits.maxMessageBytes}`);
    }
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Buffer.from(data).toString('utf8');
    let frame: ClientFrame;
    try {
      frame = parseClientFrame(text);
    } catch (error) {
      // parseClientFrame throws nothing else; anything unexpected is logged, never rethrown
      // (a throw here would come out of the socket's event handler and end the process).
      if (!(error instanceof FrameError)) this.ctx.logger.error({ err: error, socketId: this.socketId }, 'realtime: frame parsing failed');
      return this.sendError(ErrorCode.GENERIC, error instanceof FrameError ? error.message : 'Invalid frame');
    }
    this.dispatch(frame).catch((error: unknown) => {
      this.ctx.logger.error({ err: error, socketId: this.socketId }, 'realtime: frame handling failed');
      this.sendError(ErrorCode.GENERIC, 'Server error');
    });
  }

  private noticeRateLimit(message: string): void {
    // One notice a second at most: a flood must not be answered by a flood.
    const now = Date.now();
    if (now - this.lastRateLimitNotice < 1_000) return;
    this.lastRateLimitNotice = now;
    this.sendError(ErrorCode.RATE_LIMITED, message);
  }

  private async dispatch(frame: ClientFrame): Promise<void> {
    switch (frame.type) {
      case 'ping':
        return this.sendText(frames.pong());
      case 'pong':
        return; // activity already recorded
      case 'subscribe':
        return this.subscribe(frame.channel, frame.auth, frame.channelData);
      case 'unsubscribe':
        return this.unsubscribe(frame.channel);
      case 'client-event':
        return this.clientEvent(frame.event, frame.channel, frame.data);
      case 'unknown':
        return this.sendError(ErrorCode.GENERIC, `Unsupported event: ${frame.event.slice(0, 64)}`);
    }
  }

  // ------------------------------------------------------------------ subscriptions

  private async subscribe(channel: string, auth: string | undefined, channelData: string | undefined): Promise<void> {
    const kind = channelKind(channel);
    const { limits } = this.ctx;
    if (!this.subscriptions.has(channel) && this.subscriptions.size >= limits.maxChannelsPerSocket) {
      return this.sendText(frames.subscriptionError(channel, 'LimitReached', `At most ${limits.maxChannelsPerSocket} channels per connection`, 429));
    }
    if (kind === 'encrypted') {
      return this.sendText(frames.subscriptionError(channel, 'UnsupportedChannel', 'Encrypted channels are not supported', 400));
    }
    if (kind === 'public') {
      this.subscriptions.set(channel, { kind });
      this.ctx.registry.add(channel, this);
      return this.sendText(frames.subscriptionSucceeded(channel));
    }

    const signed = verifyChannelAuth(this.ctx.app, auth, this.socketId, channel, kind === 'presence' ? (channelData ?? '') : undefined);
    if (!signed) {
      return this.sendText(frames.subscriptionError(channel, 'AuthError', `Invalid signature: auth for ${channel} does not match this socket`, 403));
    }
    if (kind === 'private') {
      this.subscriptions.set(channel, { kind });
      this.ctx.registry.add(channel, this);
      return this.sendText(frames.subscriptionSucceeded(channel));
    }

    // presence
    const member = parseChannelData(channelData);
    if (!member) return this.sendText(frames.subscriptionError(channel, 'InvalidChannelData', 'channel_data must be {"user_id":..., "user_info":{...}}', 400));
    if (Buffer.byteLength(channelData ?? '') > limits.maxPresenceMemberBytes) {
      return this.sendText(
        frames.subscriptionError(channel, 'LimitReached', `Presence member data is larger than ${limits.maxPresenceMemberBytes} bytes`, 413),
      );
    }
    const previous = this.subscriptions.get(channel)?.member;
    if (previous && previous.user_id !== member.user_id) await this.leavePresence(channel, previous);

    for (const userId of await this.ctx.presence.sweep(channel)) {
      await this.ctx.publish({ channel, frame: frames.memberRemoved(channel, userId) });
    }
    const joined = await this.ctx.presence.join(channel, this.socketId, member, limits.maxPresenceMembers);
    if (!joined.ok) {
      return this.sendText(frames.subscriptionError(channel, 'LimitReached', `Presence channel is full (${limits.maxPresenceMembers} members)`, 429));
    }
    if (this.closed) {
      // The socket went away while we were talking to the store: undo.
      if (await this.ctx.presence.leave(channel, this.socketId, member.user_id)) {
        await this.ctx.publish({ channel, frame: frames.memberRemoved(channel, member.user_id) });
      }
      return;
    }
    this.subscriptions.set(channel, { kind, member });
    this.ctx.registry.add(channel, this);
    this.sendText(frames.presenceSucceeded(channel, joined.members));
    if (joined.added) await this.ctx.publish({ channel, frame: frames.memberAdded(channel, member), except: this.socketId });
  }

  private async unsubscribe(channel: string): Promise<void> {
    const subscription = this.subscriptions.get(channel);
    if (!subscription) return;
    this.subscriptions.delete(channel);
    this.ctx.registry.remove(channel, this.socketId);
    if (subscription.member) await this.leavePresence(channel, subscription.member);
  }

  private async leavePresence(channel: string, member: PresenceMember): Promise<void> {
    if (await this.ctx.presence.leave(channel, this.socketId, member.user_id)) {
      await this.ctx.publish({ channel, frame: frames.memberRemoved(channel, member.user_id), except: this.socketId });
    }
  }

  // ------------------------------------------------------------------ client events

  private async clientEvent(event: string, channel: string, data: unknown): Promise<void> {
    if (!this.ctx.clientEvents) return this.sendError(ErrorCode.CLIENT_EVENTS_DISABLED, 'Client events are disabled on this server');
    const subscription = this.subscriptions.get(channel);
    if (!subscription) return this.sendError(ErrorCode.GENERIC, `Client event rejected: not subscribed to ${channel}`);
    if (subscription.kind !== 'private' && subscription.kind !== 'presence') {
      return this.sendError(ErrorCode.GENERIC, 'Client event rejected: only supported on private and presence channels');
    }
    if (!this.clientEventBucket.take()) {
      return this.noticeRateLimit(`Client event rejected due to rate limit (${this.ctx.limits.clientEventsPerSecond} per second)`);
    }
    const frame = encodeFrame(event, data, channel, subscription.member ? { user_id: subscription.member.user_id } : undefined);
    await this.ctx.publish({ channel, frame, except: this.socketId });
  }

  // ------------------------------------------------------------------ liveness and close

  /** Called periodically by the server: ping a silent client, drop one that never answers. */
  checkActivity(now: number): void {
    if (this.closed) return;
    if (this.pingSentAt !== null) {
      if (now - this.pingSentAt > this.ctx.limits.pongTimeoutMs) this.closeWith(ErrorCode.PONG_NOT_RECEIVED, 'Pong reply not received');
      return;
    }
    if (now - this.lastActivity >= this.ctx.limits.activityTimeoutSeconds * 1000) {
      this.pingSentAt = now;
      this.sendText(frames.ping());
    }
  }

  private async onClose(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const subscriptions = [...this.subscriptions.entries()];
    this.subscriptions.clear();
    for (const [channel] of subscriptions) this.ctx.registry.remove(channel, this.socketId);
    try {
      for (const [channel, subscription] of subscriptions) {
        if (subscription.member) await this.leavePresence(channel, subscription.member);
      }
    } catch (error) {
      this.ctx.logger.warn({ err: error, socketId: this.socketId }, 'realtime: presence clean-up failed');
    } finally {
      this.ctx.onClosed(this);
    }
  }

  /** Server shutdown: leave presence channels (others see member_removed), then close with 4200. */
  async shutdown(): Promise<void> {
    if (!this.closed) {
      this.closeWith(ErrorCode.RECONNECT, 'Server shutting down; reconnect');
      await this.onClose();
    }
  }
}

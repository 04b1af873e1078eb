/**
 * Pusher Channels protocol, version 7 (what pusher-js 8 speaks): frame shapes, error codes,
 * channel names, and the parser for frames a client sends. Pure functions, no I/O.
 *
 * Every frame is a JSON text message `{event, channel?, data}`. Server -> client `data` is a
 * JSON *string* (as Pusher sends it; pusher-js parses it once more); client -> server `data` is
 * an object (pusher-js sends objects).
 */

import { RESYNC_EVENT } from 'contracts';

export const PROTOCOL_VERSION = 7;
/** Protocol versions we accept from clients (Pusher accepts 5-7; they differ in nothing we use). */
export const SUPPORTED_PROTOCOLS: readonly number[] = [5, 6, 7];

/**
 * Pusher error codes. 4000-4099: do not reconnect unchanged; 4100-4199: reconnect with back-off;
 * 4200-4299: reconnect at once; 4300-4399: other errors. pusher-js maps a close code (or the code
 * of a `pusher:error` during the handshake) to its reconnect action by these ranges.
 */
export const ErrorCode = {
  /** Application does not exist (unknown key in the path). */
  APP_NOT_FOUND: 4001,
  /** Application disabled. */
  APP_DISABLED: 4003,
  /** Path not found (not `/app/{key}`). */
  PATH_NOT_FOUND: 4005,
  /** `protocol` query parameter is not a number. */
  INVALID_VERSION: 4006,
  /** `protocol` query parameter is a version we do not speak. */
  UNSUPPORTED_VERSION: 4007,
  /** No `protocol` query parameter. */
  NO_VERSION: 4008,
  /**
   * Connection is unauthorized: the token that signed its subscriptions was revoked. In the
   * 4000-4099 range, so pusher-js gives up instead of reconnecting and resubscribing.
   */
  UNAUTHORIZED: 4009,
  /** Over capacity: too many connections, or the client reads too slowly; reconnect later. */
  OVER_CAPACITY: 4100,
  /** Server going away (shutdown, restart): reconnect at once, to another node. */
  RECONNECT: 4200,
  /** We pinged and no pong came back in time. */
  PONG_NOT_RECEIVED: 4201,
  /** A frame the server refuses (malformed, too large, not allowed); the connection stays open. */
  GENERIC: 4300,
  /** Client event (or frame) rejected by the rate limit; the connection stays open. */
  RATE_LIMITED: 4301,
  /**
   * Client event rejected because client events are turned off (the code Pusher-compatible
   * servers use for it; Pusher itself sends no code); the connection stays open.
   */
  CLIENT_EVENTS_DISABLED: 4301,
} as const;

export type ChannelKind = 'public' | 'private' | 'presence' | 'encrypted';

/** Pusher's channel-name rule: these characters only, at most 164 of them. */
export const CHANNEL_NAME_PATTERN = /^[-a-zA-Z0-9_=@,.;]{1,164}$/;
/** Socket ids are `{digits}.{digits}`; auth signatures are computed over them. */
export const SOCKET_ID_PATTERN = /^\d{1,20}\.\d{1,20}$/;
export const MAX_EVENT_NAME_LENGTH = 200;

export function channelKind(channel: string): ChannelKind {
  if (channel.startsWith('private-encrypted-')) return 'encrypted';
  if (channel.startsWith('private-')) return 'private';
  if (channel.startsWith('presence-')) return 'presence';
  return 'public';
}

export function isValidChannelName(channel: unknown): channel is string {
  return typeof channel === 'string' && CHANNEL_NAME_PATTERN.test(channel);
}

/** A presence member as it travels in `channel_data` and member events. */
export interface PresenceMember {
  user_id: string;
  user_info: Record<string, unknown>;
}

// ---------------------------------------------------------------- server -> client frames

/** Encodes one server frame; `data` objects become a JSON string inside the frame. */
export function encodeFrame(event: string, data: unknown, channel?: string, extra?: { user_id?: string }): string {
  const frame: Record<string, unknown> = { event };
  if (channel !== undefined) frame.channel = channel;
  frame.data = typeof data === 'string' ? data : JSON.stringify(data ?? {});
  if (extra?.user_id !== undefined) frame.user_id = extra.user_id;
  return JSON.stringify(frame);
}

export const frames = {
  connectionEstablished: (socketId: string, activityTimeoutSeconds: number) =>
    encodeFrame('pusher:connection_established', { socket_id: socketId, activity_timeout: activityTimeoutSeconds }),
  /** `pusher:error` carries its data as an object, as Pusher sends it. */
  error: (code: number | null, message: string) => JSON.stringify({ event: 'pusher:error', data: { code, message } }),
  ping: () => encodeFrame('pusher:ping', {}),
  /** Fetch again what this channel feeds: events may have been missed (contracts RESYNC_EVENT). */
  resync: (channel: string) => encodeFrame(RESYNC_EVENT, { reason: 'bus_recovered' }, channel),
  pong: () => encodeFrame('pusher:pong', {}),
  subscriptionSucceeded: (channel: string, data: unknown = {}) => encodeFrame('pusher_internal:subscription_succeeded', data, channel),
  /**
   * A refused subscription. pusher-js emits it on the channel as `pusher:subscription_error`,
   * which Echo's `.error(callback)` receives; same shape pusher-js builds itself when the auth
   * endpoint answers non-200: `{type: 'AuthError', error, status}`.
   */
  subscriptionError: (channel: string, type: string, error: string, status: number) =>
    JSON.stringify({ event: 'pusher:subscription_error', channel, data: { type, error, status } }),
  presenceSucceeded: (channel: string, members: Map<string, Record<string, unknown>>) =>
    encodeFrame(
      'pusher_internal:subscription_succeeded',
      { presence: { ids: [...members.keys()], hash: Object.fromEntries(members), count: members.size } },
      channel,
    ),
  memberAdded: (channel: string, member: PresenceMember) => encodeFrame('pusher_internal:member_added', member, channel),
  memberRemoved: (channel: string, userId: string) => encodeFrame('pusher_internal:member_removed', { user_id: userId }, channel),
};

// ---------------------------------------------------------------- client -> server frames

export type ClientFrame =
  | { type: 'ping' }
  | { type: 'pong' }
  | { type: 'subscribe'; channel: string; auth: string | undefined; channelData: string | undefined }
  | { type: 'unsubscribe'; channel: string }
  | { type: 'client-event'; event: string; channel: string; data: unknown }
  | { type: 'unknown'; event: string };

export class FrameError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses a text frame from a client. Throws FrameError (never anything else) for a frame that
 * is not JSON, has no event name, or whose fields have the wrong types.
 */
export function parseClientFrame(raw: string): ClientFrame {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    throw new FrameError(ErrorCode.GENERIC, 'Invalid frame: not JSON');
  }
  if (!isRecord(message)) throw new FrameError(ErrorCode.GENERIC, 'Invalid frame: expected a JSON object');
  const { event, channel } = message;
  if (typeof event !== 'string' || event.length === 0 || event.length > MAX_EVENT_NAME_LENGTH) {
    throw new FrameError(ErrorCode.GENERIC, 'Invalid frame: missing or invalid event name');
  }
  // Some clients send `data` as a JSON string; accept both.
  let data: unknown = message.data;
  if (typeof data === 'string' && (event === 'pusher:subscribe' || event === 'pusher:unsubscribe')) {
    try {
      data = JSON.parse(data);
    } catch {
      throw new FrameError(ErrorCode.GENERIC, `Invalid ${event}: data is not JSON`);
    }
  }

  switch (event) {
    case 'pusher:ping':
      return { type: 'ping' };
    case 'pusher:pong':
      return { type: 'pong' };
    case 'pusher:subscribe': {
      if (!isRecord(data)) throw new FrameError(ErrorCode.GENERIC, 'Invalid pusher:subscribe: data must be an object');
      if (!isValidChannelName(data.channel)) throw new FrameError(ErrorCode.GENERIC, 'Invalid pusher:subscribe: invalid channel name');
      if (data.auth !== undefined && typeof data.auth !== 'string') throw new FrameError(ErrorCode.GENERIC, 'Invalid pusher:subscribe: auth must be a string');
      if (data.channel_data !== undefined && data.channel_data !== null && typeof data.channel_data !== 'string') {
        throw new FrameError(ErrorCode.GENERIC, 'Invalid pusher:subscribe: channel_data must be a string');
      }
      return {
        type: 'subscribe',
        channel: data.channel,
        auth: data.auth,
        channelData: typeof data.channel_data === 'string' ? data.channel_data : undefined,
      };
    }
    case 'pusher:unsubscribe': {
      if (!isRecord(data) || !isValidChannelName(data.channel)) throw new FrameError(ErrorCode.GENERIC, 'Invalid pusher:unsubscribe: invalid channel name');
      return { type: 'unsubscribe', channel: data.channel };
    }
    default:
      if (event.startsWith('client-')) {
        if (!isValidChannelName(channel)) throw new FrameError(ErrorCode.GENERIC, 'Invalid client event: missing or invalid channel');
        return { type: 'client-event', event, channel, data };
      }
      return { type: 'unknown', event };
  }
}

/**
 * Parses presence `channel_data` (`{"user_id": ..., "user_info": {...}}`), the string the auth
 * endpoint returned and the signature covers. Returns undefined when it has another shape.
 */
export function parseChannelData(channelData: string | undefined): PresenceMember | undefined {
  if (channelData === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  const { user_id: userId, user_info: userInfo } = parsed;
  if (!(typeof userId === 'string' && userId.length > 0 && userId.length <= 128) && !(typeof userId === 'number' && Number.isFinite(userId))) return undefined;
  if (userInfo !== undefined && !isRecord(userInfo)) return undefined;
  return { user_id: String(userId), user_info: userInfo ?? {} };
}

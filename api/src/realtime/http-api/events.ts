import type { BusMessage } from '../bus';
import { encodeFrame, isValidChannelName, MAX_EVENT_NAME_LENGTH, SOCKET_ID_PATTERN } from '../protocol';

/**
 * Events on their way in, from the Pusher HTTP API (POST /events, /batch_events) or from our own
 * API (RealtimeServer.broadcast): checked here, then handed to one publish function (server.ts)
 * that encodes them once and puts them on the bus. Nothing here does I/O.
 */

/** One event, checked: what the publish function takes. */
export interface PublishEvent {
  name: string;
  /** The event data as clients receive it: a string (usually JSON). */
  data: string;
  /** One or more valid channel names, no duplicates. */
  channels: string[];
  /** The socket that must not receive it (Pusher's `socket_id`, Laravel's `toOthers()`). */
  socketId?: string | undefined;
}

export type InfoAttribute = 'subscription_count' | 'user_count';

/** An event from the HTTP API, with the channel attributes its answer must carry. */
export interface ApiEvent extends PublishEvent {
  info: ReadonlySet<InfoAttribute>;
}

/** A refusal of the HTTP API: its status and the text answered (as Pusher answers, plain text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Pusher's limits: channels one event goes to, events in one batch. */
export const MAX_CHANNELS_PER_EVENT = 100;
export const MAX_BATCH_EVENTS = 10;
/** Names only the protocol itself may use: a client would take such an event for a protocol frame. */
const RESERVED_EVENT_PREFIXES = ['pusher:', 'pusher_internal:'];
const INFO_ATTRIBUTES: ReadonlySet<string> = new Set<InfoAttribute>(['subscription_count', 'user_count']);

const bad = (message: string) => new ApiError(400, message);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const shown = (value: unknown) => JSON.stringify(String(value).slice(0, 64));

export function checkEventName(name: unknown): string {
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_EVENT_NAME_LENGTH) {
    throw bad(`Invalid event name: it must be a string of 1 to ${MAX_EVENT_NAME_LENGTH} characters`);
  }
  if (RESERVED_EVENT_PREFIXES.some((prefix) => name.startsWith(prefix))) throw bad(`Invalid event name ${shown(name)}: reserved prefix`);
  return name;
}

export function checkChannels(channels: readonly unknown[]): string[] {
  if (channels.length === 0) throw bad('No channel given');
  if (channels.length > MAX_CHANNELS_PER_EVENT) throw bad(`Too many channels: ${channels.length}, at most ${MAX_CHANNELS_PER_EVENT}`);
  for (const channel of channels) if (!isValidChannelName(channel)) throw bad(`Invalid channel name ${shown(channel)}`);
  return [...new Set(channels as string[])];
}

export function checkSocketId(socketId: unknown): string | undefined {
  if (socketId === undefined || socketId === null) return undefined;
  if (typeof socketId !== 'string' || !SOCKET_ID_PATTERN.test(socketId)) throw bad(`Invalid socket_id ${shown(socketId)}`);
  return socketId;
}

/** `info` as Pusher takes it: a comma-separated list of attributes (empty or absent: none). */
export function parseInfo(raw: unknown): Set<InfoAttribute> {
  const info = new Set<InfoAttribute>();
  if (raw === undefined || raw === null || raw === '') return info;
  if (typeof raw !== 'string' || raw.length > 200) throw bad('Invalid info: a comma-separated list of attributes expected');
  for (const part of raw.split(',')) {
    const attribute = part.trim();
    if (attribute === '') continue;
    if (!INFO_ATTRIBUTES.has(attribute)) throw bad(`Unsupported info attribute ${shown(attribute)}; supported: subscription_count, user_count`);
    info.add(attribute as InfoAttribute);
  }
  return info;
}

function checkData(data: unknown, maxDataBytes: number): string {
  if (typeof data !== 'string') throw bad('Invalid data: it must be a string (JSON-encode objects)');
  const bytes = Buffer.byteLength(data);
  if (bytes > maxDataBytes) throw new ApiError(413, `Event data too large: ${bytes} bytes, at most ${maxDataBytes}`);
  return data;
}

function checkEvent(value: unknown, maxDataBytes: number, single: boolean): ApiEvent {
  if (!isRecord(value)) throw bad('Invalid event: a JSON object expected');
  const name = checkEventName(value.name);
  let channels: string[];
  if (single) {
    const hasList = value.channels !== undefined && value.channels !== null;
    const hasOne = value.channel !== undefined && value.channel !== null;
    if (hasList && hasOne) throw bad('Give either channel or channels, not both');
    if (hasList) {
      if (!Array.isArray(value.channels)) throw bad('Invalid channels: an array of channel names expected');
      channels = checkChannels(value.channels);
    } else if (hasOne) {
      channels = checkChannels([value.channel]);
    } else {
      throw bad('Missing channel or channels');
    }
  } else {
    if (value.channels !== undefined) throw bad('A batch event takes one channel (channel), not channels');
    if (value.channel === undefined || value.channel === null) throw bad('Missing channel');
    channels = checkChannels([value.channel]);
  }
  const socketId = checkSocketId(value.socket_id);
  const info = parseInfo(value.info);
  const data = checkData(value.data, maxDataBytes);
  return { name, data, channels, socketId, info };
}

/** Body of POST /apps/{id}/events. Throws ApiError 400 (malformed) or 413 (data too large). */
export function parseEventBody(body: unknown, maxDataBytes: number): ApiEvent {
  return checkEvent(body, maxDataBytes, true);
}

/** Body of POST /apps/{id}/batch_events: every event is checked before any is published. */
export function parseBatchBody(body: unknown, maxDataBytes: number): ApiEvent[] {
  if (!isRecord(body) || !Array.isArray(body.batch)) throw bad('Invalid body: {"batch": [...]} expected');
  const { batch } = body;
  if (batch.length === 0) throw bad('Empty batch');
  if (batch.length > MAX_BATCH_EVENTS) throw bad(`Batch too large: ${batch.length} events, at most ${MAX_BATCH_EVENTS}`);
  return batch.map((event, i) => {
    try {
      return checkEvent(event, maxDataBytes, false);
    } catch (error) {
      if (error instanceof ApiError) throw new ApiError(error.status, `batch[${i}]: ${error.message}`);
      throw error;
    }
  });
}

/**
 * An event from our own code (RealtimeServer.broadcast), checked by the same rules as one from
 * the HTTP API; data objects are JSON-encoded. Our events are not held to the data size limit
 * (the caller is told how large they are, to log it). Throws ApiError (an Error) when invalid.
 */
export function eventFromCode(channel: string | string[], name: unknown, data: unknown, exceptSocketId?: string): PublishEvent {
  const channels = checkChannels(Array.isArray(channel) ? channel : [channel]);
  return {
    name: checkEventName(name),
    data: typeof data === 'string' ? data : JSON.stringify(data ?? {}),
    channels,
    socketId: checkSocketId(exceptSocketId),
  };
}

/** The bus messages of one event: one frame per channel, encoded once. */
export function busMessages(event: PublishEvent): BusMessage[] {
  return event.channels.map((channel) => ({ channel, frame: encodeFrame(event.name, event.data, channel), except: event.socketId }));
}

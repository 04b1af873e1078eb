export { connectRealtime, disconnectRealtime, getRealtime, getSocketId, reauthorizeRealtime } from './connection';
export type { RealtimeConnection } from './connection';
export { buildRealtimeOptions, reauthorizeOptions } from './options';
export type { RealtimeAuthHeaders, RealtimeOptions } from './options';
export { createPrivateListener, listenPrivate } from './subscriptions';
export type { EchoLike, ListenableChannel, ListenPrivate } from './subscriptions';

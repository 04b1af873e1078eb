/**
 * Private-channel listening is mf-shared's (one listener count per channel for the whole page,
 * so the account screens and the shared unread count never leave a channel under each other).
 */
export { listenPrivate } from 'mf-shared';
export type { EchoLike, ListenableChannel } from 'mf-shared';

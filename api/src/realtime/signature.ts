import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Channel authorisation signatures, byte for byte as Laravel's Pusher broadcaster (through
 * pusher-http-php) makes them:
 *   private:  auth = key + ':' + hex(HMAC-SHA256(secret, socket_id + ':' + channel_name))
 *   presence: auth = key + ':' + hex(HMAC-SHA256(secret, socket_id + ':' + channel_name + ':' + channel_data))
 */
export interface AppCredentials {
  key: string;
  secret: string;
}

function stringToSign(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

export function signChannel(app: AppCredentials, socketId: string, channel: string, channelData?: string): string {
  const signature = createHmac('sha256', app.secret)
    .update(stringToSign(socketId, channel, channelData))
    .digest('hex');
  return `${app.key}:${signature}`;
}

/** Constant-time check of the `auth` a client sends with `pusher:subscribe`. */
export function verifyChannelAuth(app: AppCredentials, auth: string | undefined, socketId: string, channel: string, channelData?: string): boolean {
  if (typeof auth !== 'string' || auth.length > 512) return false;
  const expected = Buffer.from(signChannel(app, socketId, channel, channelData));
  const actual = Buffer.from(auth);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

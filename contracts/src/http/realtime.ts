import { z } from 'zod';
import type { RegistrationStatus } from '../registration/states';
import { errorAnswers } from './envelope';
import type { Message } from './messages';
import type { Registration } from './registrations';

/**
 * The real-time channel's HTTP side (api/src/realtime/broadcasting-auth.routes.ts;
 * docs/architecture.md section 3) and the payloads of the events the front ends receive.
 */

/** Pusher's channel-name rule: these characters only, at most 164 of them. */
export const CHANNEL_NAME_PATTERN = /^[-a-zA-Z0-9_=@,.;]{1,164}$/;
/** Socket ids are `{digits}.{digits}`; auth signatures are computed over them. */
export const SOCKET_ID_PATTERN = /^\d{1,20}\.\d{1,20}$/;

/** What pusher-js posts (form-encoded, as Laravel receives it; JSON works too). */
export const broadcastingAuthBody = z.object({
  socket_id: z.string().trim().min(1).max(41).regex(SOCKET_ID_PATTERN, { message: 'realtime.socket_id_format' }),
  channel_name: z.string().trim().min(1).max(164).regex(CHANNEL_NAME_PATTERN, { message: 'realtime.channel_name_format' }),
});

/** Laravel's answer, outside the envelope: pusher-js reads `auth` (and `channel_data`) at the top level. */
export const broadcastingAuthAnswer = z
  .object({
    auth: z.string().describe('key:signature'),
    channel_data: z.string().optional().describe('Presence channels: the member, as JSON text'),
  })
  .meta({ id: 'BroadcastingAuth' });

export const broadcastingAuthRoute = {
  summary: 'Signs a subscription to a private or presence channel (pusher-js, Laravel Echo)',
  tags: ['realtime'],
  security: [{ bearer: [] }],
  consumes: ['application/x-www-form-urlencoded', 'application/json'],
  body: broadcastingAuthBody,
  response: { 200: broadcastingAuthAnswer, ...errorAnswers(401, 403, 422, 429, 503) },
};

export type BroadcastingAuthInput = z.input<typeof broadcastingAuthBody>;
export type BroadcastingAuthAnswer = z.infer<typeof broadcastingAuthAnswer>;

/**
 * `RegistrationStatusChanged` (api/src/realtime/registration-bridge.ts): on the caregiver's
 * channel the whole registration, on the LPK's channel a summary (ids, status and dates only).
 */
export interface RegistrationStatusChangedEvent {
  registration: Partial<Registration> & { id: number; status: RegistrationStatus };
  status: RegistrationStatus;
  previous_status: RegistrationStatus | null;
}

/** `MessageSent`, on both sides' channels. */
export interface MessageSentEvent {
  message: Message;
  registration_id: number;
  lpk_id: number;
}

/**
 * `resync` (no Laravel namespace: Echo listens with `.listen('.resync')`): sent by a node on every
 * channel its sockets hold after its link to the other nodes (Redis) was down, and when another
 * node says so. Events of that time may not have arrived: clients fetch again what the channel
 * feeds (mf-shared does it for every query). docs/architecture.md section 3.
 */
export const RESYNC_EVENT = 'resync';

export interface ResyncEvent {
  reason: 'bus_recovered';
}

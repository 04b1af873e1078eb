import { messageListRoute, messageSendRoute } from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddressOf } from '../../lib/client-address';
import { success } from '../../plugins/envelope';
import { channels } from '../../realtime/broadcaster';
import { listThreads, readThread, sendMessage } from './service';

/**
 * GET /messages: the viewer's threads (one per live registration: a caregiver's with each LPK,
 * staff's with their LPK's applicants) with the last message and the unread count.
 * GET /messages?registration_id=: one thread's messages (paged, newest page first); opening it
 * marks the other side's messages read. Staff reads are audited (service.ts).
 * POST /messages {registration_id, body}: sends, and delivers it live as `MessageSent`.
 * Schemas: contracts/src/http/messages.ts.
 */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/messages', { schema: messageListRoute, preValidation: app.authenticate }, async (request) => {
    const { registration_id, page, per_page } = request.query;
    const user = request.user!;
    const address = clientAddressOf(request);
    if (registration_id === undefined) return success(await listThreads(app.db, user, page, per_page, address), request.t('messages.threads'));
    return success(await readThread(app.db, user, registration_id, page, per_page, address), request.t('messages.thread'));
  });

  app.post('/messages', { schema: messageSendRoute, preValidation: app.authenticate }, async (request, reply) => {
    const { thread, message } = await sendMessage(app.db, request.user!, request.body.registration_id, request.body.body);
    request.log.info({ messageId: message.id, registrationId: thread.registration.id, side: thread.side }, 'message sent');

    // The other side gets it live; the sender's side too (other tabs, colleagues), except the
    // sending socket itself when the client names it (X-Socket-Id, as Laravel's toOthers()).
    const socketHeader = request.headers['x-socket-id'];
    const exceptSocketId = typeof socketHeader === 'string' ? socketHeader : undefined;
    // Not awaited: local sockets already have it when this returns; the Redis hop to other
    // nodes must not hold the answer (the broadcaster logs failures itself).
    void app.broadcaster.event(
      'MessageSent',
      [channels.user(thread.registration.user_id), channels.lpk(thread.registration.lpk_id)],
      { message, registration_id: thread.registration.id, lpk_id: thread.registration.lpk_id },
      exceptSocketId,
    );
    return reply.code(201).send(success(message, request.t('messages.sent')));
  });
};

export default messageRoutes;

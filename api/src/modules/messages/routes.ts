import type { FastifyPluginAsync } from 'fastify';
import { success } from '../../plugins/envelope';
import { validate } from '../../lib/validation';
import { channels } from '../../realtime/broadcaster';
import { AUDIT_ACTIONS, recordAudit } from '../account/audit';
import { presentMessage, presentThread } from './present';
import { listQuerySchema, sendMessageSchema } from './schemas';
import { listThreads, messagesByIds, openThread, readThread, sendMessage } from './service';

/**
 * GET /messages: the viewer's threads (one per live registration: a caregiver's with each LPK,
 * staff's with their LPK's applicants) with the last message and the unread count.
 * GET /messages?registration_id=: one thread's messages (paged, newest page first); opening it
 * marks the other side's messages read.
 * Every staff read (the list shows names and latest messages, a thread all of them) is written
 * to the applicant's audit log first (account/audit.ts).
 * POST /messages {registration_id, body}: sends, and delivers it live as `MessageSent`.
 */
const messageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/messages', { preHandler: app.authenticate }, async (request) => {
    const query = validate(listQuerySchema, request.query);
    const user = request.user!;
    const meta = { page: query.page, per_page: query.per_page };

    if (query.registration_id === undefined) {
      const { rows, total } = await listThreads(app.db, user, query.page, query.per_page);
      // Staff are shown each applicant's name and latest message: audited before the answer.
      if (user.role === 'lpk_staff' && user.lpk_id !== null) {
        await recordAudit(
          app.db,
          { id: user.id, lpkId: user.lpk_id },
          AUDIT_ACTIONS.messagesListed,
          rows.map((r) => ({ subjectUserId: r.caregiver_id, registrationId: r.registration_id })),
        );
      }
      const lastIds = rows.map((r) => r.last_message_id).filter((id): id is number => id !== null);
      const last = new Map((await messagesByIds(app.db, lastIds)).map((m) => [m.id, m]));
      const items = rows.map((row) => presentThread(row, row.last_message_id === null ? undefined : last.get(row.last_message_id)));
      return success({ items, meta: { ...meta, total } }, request.t('messages.threads'));
    }

    const thread = await openThread(app.db, user, query.registration_id, 'read');
    if (thread.side === 'staff') {
      await recordAudit(app.db, { id: user.id, lpkId: thread.registration.lpk_id }, AUDIT_ACTIONS.messagesRead, [
        { subjectUserId: thread.registration.user_id, registrationId: thread.registration.id },
      ]);
    }
    const { rows, total, markedRead } = await readThread(app.db, thread, query.page, query.per_page);
    const owner = thread.registration.user_id;
    return success(
      {
        registration_id: thread.registration.id,
        status: thread.registration.status,
        items: rows.map((m) => presentMessage(m, owner)),
        meta: { ...meta, total, marked_read: markedRead },
      },
      request.t('messages.thread'),
    );
  });

  app.post('/messages', { preHandler: app.authenticate }, async (request, reply) => {
    const input = validate(sendMessageSchema, request.body);
    const user = request.user!;
    const thread = await openThread(app.db, user, input.registration_id, 'send');
    const row = await sendMessage(app.db, thread, user, input.body);
    const message = presentMessage(row, thread.registration.user_id);
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

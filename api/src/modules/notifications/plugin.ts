import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scanUnreadMessages } from './unread';

/**
 * Notification mails that come from time passing rather than from a request: the mail worker
 * runs the unread-message scan (unread.ts). Registration mails are written by the registration
 * use cases themselves (registrations.ts).
 */
export default fp(
  async (app: FastifyInstance) => {
    const { unreadAfterMs, threadQuietMs } = app.config.mail;
    app.mail.addScanner('message_unread', (db, now) => scanUnreadMessages(app.mail, db, now, { unreadAfterMs, threadQuietMs }));
  },
  { name: 'notifications', dependencies: ['mail'] },
);

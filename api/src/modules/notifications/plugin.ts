import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scanRegistrationDigests } from './registrations';
import { scanUnreadMessages } from './unread';

/**
 * Notification mails that come from time passing rather than from a request: the mail worker
 * runs the unread-message scan (unread.ts) and the new-registration digest (registrations.ts,
 * from the registrations the registration use case queued). Status mails are written by the
 * registration use cases themselves (registrations.ts).
 */
export default fp(
  async (app: FastifyInstance) => {
    const { unreadAfterMs, threadQuietMs, digestMs } = app.config.mail;
    app.mail.addScanner('message_unread', (db, now) => scanUnreadMessages(app.mail, db, now, { unreadAfterMs, threadQuietMs }));
    app.mail.addScanner('new_registration_digest', (db, now) => scanRegistrationDigests(app.mail, db, now, { digestMs }));
  },
  { name: 'notifications', dependencies: ['mail'] },
);

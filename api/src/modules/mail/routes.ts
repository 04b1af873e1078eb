import { mailPreferencesRoute, mailPreferencesUpdateRoute, unsubscribePageRoute, unsubscribeRoute, type NotificationKind } from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError, notFound } from '../../lib/http-error';
import { success } from '../../plugins/envelope';
import { readUnsubscribeToken } from './links';
import { kindsOf, preferencesOf, setPreferences } from './preferences';

/**
 * The notification mails a user gets: GET/POST /mail/preferences (the /admin/settings form), and
 * unsubscribing from one kind with the link of such a mail: POST /mail/unsubscribe?token= (RFC
 * 8058 one-click from the mail client, or the /unsubscribe page's button), GET of the same address
 * (a browser following the header) redirects to that page: a GET never unsubscribes, since mail
 * scanners open links.
 */
const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preValidation: app.authenticate };
  const { appKey } = app.config.mail;

  app.get('/mail/preferences', { ...auth, schema: mailPreferencesRoute }, async (request) => {
    const user = request.user!;
    return success({ items: await preferencesOf(app.db, user.id, user.role) }, request.t('mail.api.preferences'));
  });

  app.post('/mail/preferences', { ...auth, schema: mailPreferencesUpdateRoute }, async (request) => {
    const user = request.user!;
    const mine = kindsOf(user.role);
    const changes = Object.entries(request.body).filter(([, value]) => value !== undefined) as [NotificationKind, boolean][];
    const foreign = changes.find(([kind]) => !mine.includes(kind));
    if (foreign) throw fieldError(foreign[0], 'mail.api.kind_not_yours');
    await setPreferences(app.db, user.id, Object.fromEntries(changes), app.mail.now());
    request.log.info({ userId: user.id, changes: Object.fromEntries(changes) }, 'mail preferences changed');
    return success({ items: await preferencesOf(app.db, user.id, user.role) }, request.t('mail.api.preferences_saved'));
  });

  app.post('/mail/unsubscribe', { schema: unsubscribeRoute }, async (request) => {
    const signed = readUnsubscribeToken(appKey, request.query.token);
    const user = signed && (await app.db.selectFrom('users').select(['id', 'role']).where('id', '=', signed.userId).executeTakeFirst());
    if (!signed || !user || !kindsOf(user.role).includes(signed.kind as NotificationKind)) throw notFound('mail.api.unsubscribe_invalid');
    const kind = signed.kind as NotificationKind;
    await setPreferences(app.db, user.id, { [kind]: false }, app.mail.now());
    request.log.info({ userId: user.id, kind, oneClick: request.body['List-Unsubscribe'] !== undefined }, 'unsubscribed from mail');
    return success({ kind }, request.t('mail.api.unsubscribed', { kind: request.t(`mail.layout.kinds.${kind}`) }));
  });

  app.get('/mail/unsubscribe', { schema: unsubscribePageRoute }, async (request, reply) => {
    const page = `${app.config.appUrl.replace(/\/+$/, '')}/unsubscribe?${new URLSearchParams({ token: request.query.token }).toString()}`;
    return reply.header('Cache-Control', 'no-store').redirect(page, 303);
  });
};

export default mailRoutes;

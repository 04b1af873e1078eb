import type { FastifyPluginAsync } from 'fastify';
import { scrubDeletedData } from '../../db/scrub';
import { fieldError, notFound } from '../../lib/http-error';
import { validate } from '../../lib/validation';
import { success } from '../../plugins/envelope';
import { verifyPassword } from '../auth/passwords';
import { hasPassword, requireRecentSignIn } from '../auth/reauth';
import { listSessions, purgeExpiredTokens, revokeOwnToken, sessionPolicy } from '../auth/tokens';
import { removePublicFile } from '../profile';
import { emitRegistrationEvent } from '../registrations/events';
import { parseIdParam } from '../registrations/schemas';
import { listAuditForSubject } from './audit';
import { auditQuerySchema, deleteAccountSchema, deletePasswordlessAccountSchema } from './schemas';
import { buildExport, deleteAccount } from './service';
import { presentSession } from './sessions';

/**
 * The user's rights over their data: export it, see who read it, delete it; and their signed-in
 * devices (sessions), each of which they can end.
 */
const accountRoutes: FastifyPluginAsync = async (app) => {
  const policy = sessionPolicy(app.config);

  /** My signed-in devices, the current one marked, most recently used first. */
  app.get('/sessions', { preHandler: app.authenticate }, async (request) => {
    const user = request.user!;
    const expired = await purgeExpiredTokens(app.db, policy, user.id);
    if (expired.length) await app.broadcaster.terminateTokens(expired);
    const rows = await listSessions(app.db, user.id);
    const items = rows.map((row) => presentSession(request.t, row, request.tokenId, policy));
    return success({ items }, request.t('account.sessions.list'));
  });

  /** Ends one of my sessions (the current one too: that is a logout); another user's id is a 404. */
  app.delete<{ Params: { id: string } }>('/sessions/:id', { preHandler: app.authenticate }, async (request) => {
    const user = request.user!;
    const id = parseIdParam(request.params.id);
    if (!(await revokeOwnToken(app.db, user.id, id))) throw notFound('account.sessions.not_found');
    await app.broadcaster.terminateTokens([id]);
    const current = id === request.tokenId;
    request.log.info({ userId: user.id, tokenId: id, current }, 'session ended');
    return success({ id, current }, request.t(current ? 'account.sessions.ended_current' : 'account.sessions.ended'));
  });

  app.get('/me/export', { preHandler: app.authenticate }, async (request, reply) => {
    const user = request.user!;
    const data = await buildExport({ db: app.db, lang: request.lang, appUrl: app.config.appUrl, t: request.t }, user);
    const filename = `lpk-data-export-${user.id}-${data.exported_at.slice(0, 10)}.json`;
    reply.header('Content-Disposition', `attachment; filename="${filename}"`);
    reply.header('Cache-Control', 'no-store');
    request.log.info({ userId: user.id }, 'data export');
    return success(data, request.t('account.exported'));
  });

  app.get('/me/audit', { preHandler: app.authenticate }, async (request) => {
    const paging = validate(auditQuerySchema, request.query);
    const { items, total } = await listAuditForSubject(app.db, request.t, request.user!.id, paging);
    return success({ items, meta: { page: paging.page, per_page: paging.per_page, total } }, request.t('account.audit'));
  });

  /**
   * Requires the password again (an account created through Google without a password of its
   * own: a sign-in within the last 10 minutes instead); afterwards every token of the account is
   * gone (401).
   */
  app.delete('/me', { preHandler: app.authenticate }, async (request) => {
    const user = request.user!;
    if (hasPassword(user)) {
      const input = validate(deleteAccountSchema, request.body);
      if (!(await verifyPassword(user.password_hash, input.password))) throw fieldError('password', 'account.password_wrong', undefined, 'account.password_wrong');
    } else {
      requireRecentSignIn(request);
      validate(deletePasswordlessAccountSchema, request.body);
    }
    const removed = await deleteAccount(app.db, user.id);
    // Every token went with the account: its real-time sockets close on every node.
    await app.broadcaster.terminateUser(user.id);
    // The deleted rows must not stay readable in the database files either.
    await scrubDeletedData(app.db).catch((error: unknown) => request.log.error({ err: error, userId: user.id }, 'database not scrubbed after account deletion'));
    // The avatar file goes too; a failure here is logged, the account is already gone.
    await removePublicFile(app.config.uploadDir, user.avatar).catch((error: unknown) =>
      request.log.error({ err: error, userId: user.id }, 'avatar file not removed after account deletion'),
    );
    request.log.info({ userId: user.id, role: user.role, registrations: removed.length }, 'account deleted');
    for (const registration of removed) {
      emitRegistrationEvent(request.log, 'registration.deleted', { registrationId: registration.id, userId: user.id, lpkId: registration.lpk_id });
    }
    return success(null, request.t('account.deleted'));
  });
};

export default accountRoutes;

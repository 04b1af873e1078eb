import type { FastifyPluginAsync } from 'fastify';
import { scrubDeletedData } from '../../db/scrub';
import { fieldError } from '../../lib/http-error';
import { validate } from '../../lib/validation';
import { success } from '../../plugins/envelope';
import { verifyPassword } from '../auth/passwords';
import { removePublicFile } from '../profile';
import { emitRegistrationEvent } from '../registrations/events';
import { listAuditForSubject } from './audit';
import { auditQuerySchema, deleteAccountSchema } from './schemas';
import { buildExport, deleteAccount } from './service';

/** The user's rights over their data: export it, see who read it, delete it (DESIGN.md section 2). */
const accountRoutes: FastifyPluginAsync = async (app) => {
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

  /** Requires the password again; afterwards every token of the account is gone (401). */
  app.delete('/me', { preHandler: app.authenticate }, async (request) => {
    const input = validate(deleteAccountSchema, request.body);
    const user = request.user!;
    if (!(await verifyPassword(user.password_hash, input.password))) throw fieldError('password', 'account.password_wrong', undefined, 'account.password_wrong');
    const removed = await deleteAccount(app.db, user.id);
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

import { auditRoute, deleteAccountRoute, endSessionRoute, exportRoute, sessionsRoute } from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../plugins/envelope';
import { sessionPolicy } from '../auth/tokens';
import { emitRegistrationEvent } from '../registrations/events';
import { parseIdParam } from '../registrations/schemas';
import { auditOf, buildExport, deleteMyAccount, endMySession, mySessions, type AccountDeps } from './service';

/**
 * The user's rights over their data: export it, see who read it, delete it; and their signed-in
 * devices (sessions), each of which they can end (service.ts).
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = sessionPolicy(app.config);
  const deps = (request: FastifyRequest): AccountDeps => ({ db: app.db, broadcaster: app.broadcaster, policy, log: request.log });
  const auth = { preValidation: app.authenticate };

  app.get('/sessions', { schema: sessionsRoute, ...auth }, async (request) => {
    const items = await mySessions(deps(request), request.t, request.user!.id, request.tokenId);
    return success({ items }, request.t('account.sessions.list'));
  });

  app.delete('/sessions/:id', { schema: endSessionRoute, ...auth }, async (request) => {
    const { id, current } = await endMySession(deps(request), request.user!.id, request.tokenId, parseIdParam(request.params.id));
    return success({ id, current }, request.t(current ? 'account.sessions.ended_current' : 'account.sessions.ended'));
  });

  app.get('/me/export', { schema: exportRoute, ...auth }, async (request, reply) => {
    const user = request.user!;
    const data = await buildExport({ db: app.db, lang: request.lang, appUrl: app.config.appUrl, t: request.t }, user);
    const filename = `lpk-data-export-${user.id}-${data.exported_at.slice(0, 10)}.json`;
    reply.header('Content-Disposition', `attachment; filename="${filename}"`);
    reply.header('Cache-Control', 'no-store');
    request.log.info({ userId: user.id }, 'data export');
    return success(data, request.t('account.exported'));
  });

  app.get('/me/audit', { schema: auditRoute, ...auth }, async (request) => {
    const paging = request.query;
    const { items, total } = await auditOf(app.db, request.t, request.user!.id, paging);
    return success({ items, meta: { page: paging.page, per_page: paging.per_page, total } }, request.t('account.audit'));
  });

  /** Afterwards every token of the account is gone (401). */
  app.delete('/me', { schema: deleteAccountRoute, ...auth }, async (request) => {
    const user = request.user!;
    const removed = await deleteMyAccount(deps(request), user, request, request.body, app.uploads);
    for (const registration of removed) {
      emitRegistrationEvent(request.log, 'registration.deleted', { registrationId: registration.id, userId: user.id, lpkId: registration.lpk_id });
    }
    return success(null, request.t('account.deleted'));
  });
};

export default accountRoutes;

import {
  operatorApplicationsRoute,
  operatorApproveRoute,
  operatorAuditRoute,
  operatorDocumentRoute,
  operatorInstitutesRoute,
  operatorRejectRoute,
  operatorReinstateRoute,
  operatorReleaseLogRoute,
  operatorSuspendRoute,
} from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddressOf } from '../../lib/client-address';
import { success } from '../../plugins/envelope';
import { parseIdParam } from '../registrations/schemas';
import { readLog } from '../release/log';
import { reportCountsOf } from '../reports/queries';
import { auditNewestFirst, searchManagedInstitutes } from './queries';
import { approve, listApplications, reject, setSuspension, viewDocument } from './service';

/**
 * The operator console's API (/admin/operator; issue 23), for the `operator` role only (403 for
 * everyone else, plugins/access.ts): applications with the registry check, the licence document
 * (audited), approve, reject, suspend, reinstate, the operator audit log (with each action's client
 * address) and the release log.
 * Answers are never cached (personal data: the auth plugin sets no-store).
 */
const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const operator = [app.authenticate, app.requireRole('operator')];
  // Who acts, and from which client address (both written in operator_audit).
  const actorOf = (request: FastifyRequest) => ({ id: request.user!.id, full_name: request.user!.full_name, address: clientAddressOf(request) });

  app.get('/operator/applications', { schema: operatorApplicationsRoute, preValidation: operator }, async (request) =>
    success({ items: await listApplications(app.db, actorOf(request)) }, request.t('operator.applications')),
  );

  app.get('/operator/applications/:id/document', { schema: operatorDocumentRoute, preValidation: operator }, async (request, reply) => {
    const { bytes, type } = await viewDocument(app.db, actorOf(request), parseIdParam(request.params.id));
    request.log.info({ applicationId: request.params.id, operatorId: request.user!.id }, 'licence document viewed');
    const ext = type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg';
    return (
      reply
        .header('Content-Type', type)
        .header('Content-Disposition', `inline; filename="licence-${request.params.id}.${ext}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        // The bytes as they are (Fastify sends a Buffer unserialised); the schema documents them as a binary string.
        .send(bytes as unknown as string)
    );
  });

  app.post('/operator/applications/:id/approve', { schema: operatorApproveRoute, preValidation: operator }, async (request) => {
    const answer = await approve(app, actorOf(request), parseIdParam(request.params.id));
    request.log.info({ applicationId: answer.id, instituteId: answer.institute_id, operatorId: request.user!.id }, 'LPK application approved');
    return success(answer, request.t('operator.approved'));
  });

  app.post('/operator/applications/:id/reject', { schema: operatorRejectRoute, preValidation: operator }, async (request) => {
    const answer = await reject(app, actorOf(request), parseIdParam(request.params.id), request.body.reason);
    request.log.info({ applicationId: answer.id, operatorId: request.user!.id }, 'LPK application rejected');
    return success(answer, request.t('operator.rejected'));
  });

  app.get('/operator/institutes', { schema: operatorInstitutesRoute, preValidation: operator }, async (request) => {
    const items = await searchManagedInstitutes(app.db, request.query.q, request.query.status);
    // Each with its reports of abuse, open and in all (modules/reports).
    const counts = await reportCountsOf(
      app.db,
      items.map((i) => i.id),
    );
    return success({ items: items.map((i) => ({ ...i, reports: counts.get(i.id) })) }, request.t('operator.institutes'));
  });

  app.post('/operator/institutes/:id/suspend', { schema: operatorSuspendRoute, preValidation: operator }, async (request) => {
    const answer = await setSuspension(app, actorOf(request), parseIdParam(request.params.id), true, request.body.reason);
    request.log.info({ lpkId: answer.id, operatorId: request.user!.id }, 'LPK suspended');
    return success(answer, request.t('operator.suspended'));
  });

  app.post('/operator/institutes/:id/reinstate', { schema: operatorReinstateRoute, preValidation: operator }, async (request) => {
    const answer = await setSuspension(app, actorOf(request), parseIdParam(request.params.id), false, request.body.reason);
    request.log.info({ lpkId: answer.id, operatorId: request.user!.id }, 'LPK reinstated');
    return success(answer, request.t('operator.reinstated'));
  });

  app.get('/operator/audit', { schema: operatorAuditRoute, preValidation: operator }, async (request) =>
    success({ items: await auditNewestFirst(app.db) }, request.t('operator.audit')),
  );

  app.get('/operator/release-log', { schema: operatorReleaseLogRoute, preValidation: operator }, async (request) => {
    const items = await readLog(app.db, { limit: 100 });
    return success({ items: items.map(({ token_id: _id, ...entry }) => entry) }, request.t('operator.release_log'));
  });
};

export default operatorRoutes;

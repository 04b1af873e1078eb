import multipart from '@fastify/multipart';
import { LICENCE_DOCUMENT_MAX_BYTES, lpkApplyRoute, myLpkApplicationRoute } from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../plugins/envelope';
import { presentUser } from '../users/present';
import { readApplyForm } from './form';
import { presentApplication } from './present';
import { apply, latestApplicationOf } from './service';

/**
 * POST /lpk-applications (public, multipart): apply to list an LPK or claim a listed one; answers
 * the new pending LPK admin's session. GET /lpk-applications/mine: the signed-in applicant's
 * latest application (its status changes arrive live as `LpkApplicationDecided`).
 */
const lpkJoinRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: LICENCE_DOCUMENT_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 22 } });

  app.post('/lpk-applications', { schema: lpkApplyRoute }, async (request, reply) => {
    const form = await readApplyForm(request);
    const { token, user, application } = await apply(app, form, { lang: request.lang, userAgent: request.headers['user-agent'] });
    request.log.info({ userId: user.id, applicationId: application.id, kind: application.kind }, 'LPK application submitted');
    reply.header('Cache-Control', 'no-store');
    return reply.code(201).send(success({ token, user: presentUser(user), application: presentApplication(application) }, request.t('lpk_join.submitted')));
  });

  app.get('/lpk-applications/mine', { schema: myLpkApplicationRoute, preValidation: app.authenticate }, async (request) => {
    const row = await latestApplicationOf(app.db, request.user!.id);
    return success({ application: row ? presentApplication(row) : null }, request.t('lpk_join.found'));
  });
};

export default lpkJoinRoutes;

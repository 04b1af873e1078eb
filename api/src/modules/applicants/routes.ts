import { applicantGetRoute, applicantListRoute, applicantMoveRoute, ownLpkRoute, statusLabelKey, type RegistrationStatus } from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddressOf } from '../../lib/client-address';
import { success } from '../../plugins/envelope';
import { emitRegistrationEvent } from '../registrations/events';
import { presentRegistration, type PresentContext } from '../registrations/present';
import { parseIdParam } from '../registrations/schemas';
import { moveRegistration } from '../registrations/service';
import { withMoves } from './present';
import { applicantDetail, listApplicantsForStaff, ownLpkOf, type StaffActor } from './service';

/**
 * The LPK staff console (docs/architecture.md section 2). Staff list the registrations at their own
 * LPK that have not been withdrawn, and open an applicant only while the registration is live;
 * everything else answers 404. GET /institution/lpk tells them whether the operator suspended
 * their LPK; while it is, a move is refused (403 naming the suspension, plugins/access.ts), reads
 * stay. Schemas: contracts/src/http/applicants.ts; the use cases and
 * their audit rows: service.ts.
 */
const applicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = [app.authenticate, app.requireStaff];
  // Moving a registration (and the certificate it may issue) is the LPK's work: frozen while suspended.
  const activeStaff = [app.authenticate, app.requireOwnLpk({ active: true })];
  const context = (request: FastifyRequest): PresentContext => ({ db: app.db, lang: request.lang, appUrl: app.config.appUrl });
  const actorOf = (request: FastifyRequest): StaffActor => ({ id: request.user!.id, lpkId: request.user!.lpk_id!, address: clientAddressOf(request) });

  app.get('/institution/lpk', { schema: ownLpkRoute, preValidation: staff }, async (request) =>
    success(await ownLpkOf(app.db, actorOf(request).lpkId), request.t('applicants.lpk')),
  );

  app.get('/institution/registrations', { schema: applicantListRoute, preValidation: staff }, async (request) =>
    success(await listApplicantsForStaff(context(request), actorOf(request), request.query), request.t('applicants.list')),
  );

  app.get('/institution/registrations/:id', { schema: applicantGetRoute, preValidation: staff }, async (request) =>
    success(await applicantDetail(context(request), actorOf(request), parseIdParam(request.params.id)), request.t('applicants.found')),
  );

  app.post('/institution/registrations/:id/status', { schema: applicantMoveRoute, preValidation: activeStaff }, async (request) => {
    const id = parseIdParam(request.params.id);
    const actor = actorOf(request);
    const { before, after } = await moveRegistration(
      app.db,
      app.mail,
      { lpkId: actor.lpkId, actorUserId: actor.id, registrationId: id, to: request.body.status, note: request.body.note },
      request.t,
    );
    app.mail.wake();
    const registration = await presentRegistration(context(request), after);
    request.log.info({ registrationId: id, lpkId: actor.lpkId, from: before.status, to: after.status, actorUserId: actor.id }, 'registration status changed');
    emitRegistrationEvent(request.log, 'registration.status_changed', {
      registration,
      userId: after.user_id,
      lpkId: after.lpk_id,
      previousStatus: before.status as RegistrationStatus,
      actorUserId: actor.id,
    });
    return success(withMoves(registration), request.t('applicants.status_changed', { status: request.t(statusLabelKey(after.status)) }));
  });
};

export default applicantsRoutes;

import {
  applicantGetLegacyRoute,
  applicantGetRoute,
  applicantListLegacyRoute,
  applicantListRoute,
  applicantMoveLegacyRoute,
  applicantMoveRoute,
  statusLabelKey,
  type RegistrationStatus,
} from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddressOf } from '../../lib/client-address';
import { success } from '../../plugins/envelope';
import { emitRegistrationEvent } from '../registrations/events';
import { presentRegistration, type PresentContext } from '../registrations/present';
import { parseIdParam } from '../registrations/schemas';
import { moveRegistration } from '../registrations/service';
import { withMoves } from './present';
import { applicantDetail, listApplicantsForStaff, type StaffActor } from './service';

/**
 * The applicants console of LPK staff (docs/architecture.md section 2). Staff list the
 * registrations at their own LPK that have not been withdrawn, and open an applicant only while
 * the registration is live; everything else answers 404. While the operator has suspended their
 * LPK a move is refused (403 naming the suspension, plugins/access.ts), reads stay.
 * Canonical paths /applicants, /applicants/:id, /applicants/:id/status; the first published paths (docs/api.md, "Deprecated paths"),
 * /institution/registrations[/:id[/status]], are the same handlers (deprecated in OpenAPI).
 * Schemas: contracts/src/http/applicants.ts; the use cases and their audit rows: service.ts.
 */
const applicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = [app.authenticate, app.requireStaff];
  // Moving a registration (and the certificate it may issue) is the LPK's work: frozen while suspended.
  const activeStaff = [app.authenticate, app.requireOwnLpk({ active: true })];
  const context = (request: FastifyRequest): PresentContext => ({ db: app.db, lang: request.lang, appUrl: app.config.appUrl });
  const actorOf = (request: FastifyRequest): StaffActor => ({ id: request.user!.id, lpkId: request.user!.lpk_id!, address: clientAddressOf(request) });

  // Each route at its canonical path and at the first published one (its contract's `...LegacyRoute`).
  const listAt = (url: string, schema: typeof applicantListRoute) =>
    app.get(url, { schema, preValidation: staff }, async (request) =>
      success(await listApplicantsForStaff(context(request), actorOf(request), request.query), request.t('applicants.list')),
    );
  const detailAt = (url: string, schema: typeof applicantGetRoute) =>
    app.get(url, { schema, preValidation: staff }, async (request) =>
      success(await applicantDetail(context(request), actorOf(request), parseIdParam(request.params.id)), request.t('applicants.found')),
    );
  const moveAt = (url: string, schema: typeof applicantMoveRoute) =>
    app.post(url, { schema, preValidation: activeStaff }, async (request) => {
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

  listAt('/applicants', applicantListRoute);
  detailAt('/applicants/:id', applicantGetRoute);
  moveAt('/applicants/:id/status', applicantMoveRoute);
  listAt('/institution/registrations', applicantListLegacyRoute);
  detailAt('/institution/registrations/:id', applicantGetLegacyRoute);
  moveAt('/institution/registrations/:id/status', applicantMoveLegacyRoute);
};

export default applicantsRoutes;

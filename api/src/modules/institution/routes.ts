import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { validate } from '../../lib/validation';
import { success } from '../../plugins/envelope';
import { AUDIT_ACTIONS, recordAudit } from '../account/audit';
import { parseConsentScope } from '../registrations/consent';
import { emitRegistrationEvent } from '../registrations/events';
import { presentRegistration, presentRegistrations, type PresentContext } from '../registrations/present';
import { readApplicantProfile } from '../registrations/profile-source';
import { parseIdParam } from '../registrations/schemas';
import { findStaffRegistration, moveRegistration } from '../registrations/service';
import { isLive, type RegistrationStatus } from '../registrations/states';
import { moveSchema, staffListSchema } from './schemas';

/**
 * The LPK staff console (docs/architecture.md section 2). Staff see only registrations at their own LPK
 * that have not been withdrawn; everything else answers 404. Every answer that shows applicant
 * data writes an audit row first, so no read goes unrecorded.
 */
const institutionRoutes: FastifyPluginAsync = async (app) => {
  const staff = { preHandler: [app.authenticate, app.requireStaff] };
  const context = (request: FastifyRequest): PresentContext => ({ db: app.db, lang: request.lang, appUrl: app.config.appUrl });
  const actorOf = (request: FastifyRequest) => ({ id: request.user!.id, lpkId: request.user!.lpk_id! });

  app.get('/institution/registrations', staff, async (request) => {
    const { status, page, per_page } = validate(staffListSchema, request.query);
    const actor = actorOf(request);
    let base = app.db.selectFrom('registrations as r').where('r.lpk_id', '=', actor.lpkId).where('r.status', '!=', 'withdrawn');
    if (status) base = base.where('r.status', '=', status);
    const [rows, count] = await Promise.all([
      base
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .selectAll('r')
        .select('u.full_name as applicant_name')
        .orderBy('r.id', 'desc')
        .limit(per_page)
        .offset((page - 1) * per_page)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    await recordAudit(
      app.db,
      actor,
      AUDIT_ACTIONS.applicantListed,
      rows.map((r) => ({ subjectUserId: r.user_id, registrationId: r.id })),
    );
    const registrations = await presentRegistrations(
      context(request),
      rows.map(({ applicant_name: _name, ...r }) => r),
    );
    const items = registrations.map((registration, index) => ({
      ...registration,
      applicant: { id: rows[index]!.user_id, full_name: rows[index]!.applicant_name },
    }));
    return success({ items, meta: { page, per_page, total: Number(count.n) } }, request.t('institution.list'));
  });

  app.get<{ Params: { id: string } }>('/institution/registrations/:id', staff, async (request) => {
    const actor = actorOf(request);
    const row = await findStaffRegistration(app.db, actor.lpkId, parseIdParam(request.params.id));
    // A rejected registration stays on the LPK's record, but the applicant's data is shared
    // only while the registration is live (docs/architecture.md section 2).
    const live = isLive(row.status);
    if (live) await recordAudit(app.db, actor, AUDIT_ACTIONS.profileRead, [{ subjectUserId: row.user_id, registrationId: row.id }]);
    const [registration, applicant] = await Promise.all([
      presentRegistration(context(request), row),
      live ? readApplicantProfile(app.db, row.user_id, parseConsentScope(row.consent_scope)) : Promise.resolve(null),
    ]);
    return success({ registration, applicant: applicant ?? null }, request.t('institution.found'));
  });

  app.post<{ Params: { id: string } }>('/institution/registrations/:id/status', staff, async (request) => {
    const id = parseIdParam(request.params.id);
    const input = validate(moveSchema, request.body);
    const actor = actorOf(request);
    const { before, after } = await moveRegistration(
      app.db,
      { lpkId: actor.lpkId, actorUserId: actor.id, registrationId: id, to: input.status, note: input.note },
      request.t,
    );
    const registration = await presentRegistration(context(request), after);
    request.log.info({ registrationId: id, lpkId: actor.lpkId, from: before.status, to: after.status, actorUserId: actor.id }, 'registration status changed');
    emitRegistrationEvent(request.log, 'registration.status_changed', {
      registration,
      userId: after.user_id,
      lpkId: after.lpk_id,
      previousStatus: before.status as RegistrationStatus,
      actorUserId: actor.id,
    });
    return success(registration, request.t('institution.status_changed', { status: request.t(`registrations.status.${after.status}`) }));
  });
};

export default institutionRoutes;

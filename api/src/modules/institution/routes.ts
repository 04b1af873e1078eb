import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fieldError, notFound } from '../../lib/http-error';
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
import { listApplicants, type StaffListFilters } from './list';
import { listedApplicant, withMoves } from './present';
import { moveSchema, staffListSchema } from './schemas';

/**
 * The LPK staff console (docs/architecture.md section 2). Staff list the registrations at their own
 * LPK that have not been withdrawn, and open an applicant only while the registration is live;
 * everything else answers 404. Every answer that shows applicant data writes an audit row first,
 * so no read goes unrecorded.
 */
const institutionRoutes: FastifyPluginAsync = async (app) => {
  const staff = { preHandler: [app.authenticate, app.requireStaff] };
  const context = (request: FastifyRequest): PresentContext => ({ db: app.db, lang: request.lang, appUrl: app.config.appUrl });
  const actorOf = (request: FastifyRequest) => ({ id: request.user!.id, lpkId: request.user!.lpk_id! });
  /** The vacancy filter names one of the LPK's own vacancies, or it is a 422. */
  const requireOwnJob = async (lpkId: number, jobId: number) => {
    const job = await app.db.selectFrom('jobs').select('lpk_id').where('id', '=', jobId).executeTakeFirst();
    if (job?.lpk_id !== lpkId) throw fieldError('job_id', 'institution.job_not_yours');
  };

  /**
   * The LPK's applicants: search (`q`: name, email or phone), filter (`status`, `job_id`), sort
   * and page (at most 50 a page), with the counts per status. Every applicant shown is audited.
   */
  app.get('/institution/registrations', staff, async (request) => {
    const query = validate(staffListSchema, request.query);
    const actor = actorOf(request);
    if (query.job_id !== undefined) await requireOwnJob(actor.lpkId, query.job_id);
    const filters: StaffListFilters = { q: query.q, status: query.status, jobId: query.job_id, sort: query.sort, page: query.page, perPage: query.per_page };
    const { rows, counts, total } = await listApplicants(app.db, actor.lpkId, filters);
    await recordAudit(
      app.db,
      actor,
      AUDIT_ACTIONS.applicantListed,
      rows.map((r) => ({ subjectUserId: r.user_id, registrationId: r.id })),
    );
    const registrations = await presentRegistrations(
      context(request),
      rows.map(({ applicant_name: _n, applicant_email: _e, applicant_phone: _p, applicant_avatar: _a, ...r }) => r),
    );
    const items = registrations.map((registration, index) => ({ ...registration, applicant: listedApplicant(rows[index]!) }));
    return success(
      {
        items,
        meta: { page: query.page, per_page: query.per_page, total, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
        counts,
      },
      request.t('institution.list'),
    );
  });

  /**
   * One applicant: the registration (history with notes, consent, certificate), the moves staff
   * may make next, and the profile as far as the caregiver consented to share it. Only while the
   * registration is live: a rejected or withdrawn one is a 404, as the applicant's data is
   * shared only through a live registration (docs/architecture.md section 2). Audited first.
   */
  app.get<{ Params: { id: string } }>('/institution/registrations/:id', staff, async (request) => {
    const actor = actorOf(request);
    const row = await findStaffRegistration(app.db, actor.lpkId, parseIdParam(request.params.id));
    if (!isLive(row.status)) throw notFound('registrations.not_found');
    await recordAudit(app.db, actor, AUDIT_ACTIONS.profileRead, [{ subjectUserId: row.user_id, registrationId: row.id }]);
    const [registration, applicant] = await Promise.all([
      presentRegistration(context(request), row),
      readApplicantProfile(app.db, row.user_id, parseConsentScope(row.consent_scope)),
    ]);
    // The account is gone (deleted between the two reads): as if the registration were.
    if (!applicant) throw notFound('registrations.not_found');
    return success({ registration: withMoves(registration), applicant }, request.t('institution.found'));
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
    return success(withMoves(registration), request.t('institution.status_changed', { status: request.t(`registrations.status.${after.status}`) }));
  });
};

export default institutionRoutes;

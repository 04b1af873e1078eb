import { isLive, type ApplicantDetail, type ApplicantPage, type StaffListQuery } from 'contracts';
import { fieldError, notFound } from '../../lib/http-error';
import { AUDIT_ACTIONS, recordAudit } from '../account/audit';
import { parseConsentScope } from '../registrations/consent';
import { presentRegistration, presentRegistrations, type PresentContext } from '../registrations/present';
import { readApplicantProfile } from '../registrations/profile-source';
import { findStaffRegistration } from '../registrations/service';
import { listedApplicant, withMoves } from './present';
import { jobLpk, listApplicants } from './queries';

/**
 * The LPK staff console's use cases (docs/architecture.md section 2). Every answer that shows
 * applicant data writes an audit row first, so no read goes unrecorded.
 */
export interface StaffActor {
  id: number;
  lpkId: number;
  /** The client's address of the request (lib/client-address.ts), written with each audit row. */
  address?: string | null;
}

/**
 * The LPK's applicants: search (`q`: name, email or phone), filter (`status`, `job_id`: one of
 * the LPK's own vacancies, else a 422), sort and page, with the counts per status. Every
 * applicant shown is audited.
 */
export async function listApplicantsForStaff(ctx: PresentContext, actor: StaffActor, query: StaffListQuery): Promise<ApplicantPage> {
  const { db } = ctx;
  if (query.job_id !== undefined && (await jobLpk(db, query.job_id)) !== actor.lpkId) throw fieldError('job_id', 'applicants.job_not_yours');
  const { rows, counts, total } = await listApplicants(db, actor.lpkId, {
    q: query.q,
    status: query.status,
    jobId: query.job_id,
    sort: query.sort,
    page: query.page,
    perPage: query.per_page,
  });
  await recordAudit(
    db,
    actor,
    AUDIT_ACTIONS.applicantListed,
    rows.map((r) => ({ subjectUserId: r.user_id, registrationId: r.id })),
  );
  const registrations = await presentRegistrations(
    ctx,
    rows.map(({ applicant_name: _n, applicant_email: _e, applicant_email_verified_at: _v, applicant_phone: _p, applicant_avatar: _a, ...r }) => r),
  );
  const items = registrations.map((registration, index) => ({ ...registration, applicant: listedApplicant(rows[index]!) }));
  return {
    items,
    meta: { page: query.page, per_page: query.per_page, total, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
    counts,
  };
}

/**
 * One applicant: the registration (history with notes, consent, certificate), the moves staff
 * may make next, and the profile as far as the caregiver consented to share it. Only while the
 * registration is live: a rejected or withdrawn one is a 404, as the applicant's data is
 * shared only through a live registration. Audited first.
 */
export async function applicantDetail(ctx: PresentContext, actor: StaffActor, id: number): Promise<ApplicantDetail> {
  const { db } = ctx;
  const row = await findStaffRegistration(db, actor.lpkId, id);
  if (!isLive(row.status)) throw notFound('registrations.not_found');
  await recordAudit(db, actor, AUDIT_ACTIONS.profileRead, [{ subjectUserId: row.user_id, registrationId: row.id }]);
  const [registration, applicant] = await Promise.all([
    presentRegistration(ctx, row),
    readApplicantProfile(db, row.user_id, parseConsentScope(row.consent_scope)),
  ]);
  // The account is gone (deleted between the two reads): as if the registration were.
  if (!applicant) throw notFound('registrations.not_found');
  return { registration: withMoves(registration), applicant };
}

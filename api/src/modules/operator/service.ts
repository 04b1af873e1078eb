import {
  feeLevel,
  findProvince,
  LIVE_STATUSES,
  LPK_JOIN_EVENTS,
  type ListingStatus,
  type OperatorApplication,
  type OperatorInstitute,
  type Program,
} from 'contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { LpkApplicationRow, UserRow } from '../../db/schema';
import { conflict } from './errors';
import { notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { channels, type Broadcaster } from '../../realtime/broadcaster';
import { invalidateCatalogue } from '../catalogue/cache';
import { instituteSearchText, programFlags, provinceKey } from '../catalogue/columns';
import { presentOwnLpk } from '../institution/own-lpk';
import { presentApplication, presentOperatorApplication } from '../lpk-join/present';
import type { MailService } from '../mail';
import { checkAgainstRegistry, isActiveStatus } from '../registry/service';
import {
  applicationDocument,
  applicationsNewestFirst,
  findApplication,
  findManagedInstitute,
  institutesByIdsBrief,
  lastListingOf,
  liveRegistrantIds,
  recordOperatorAction,
} from './queries';

/**
 * The operator's use cases (issue 23). Every action writes its row of operator_audit in the
 * transaction of the change (a document view too, before the bytes are sent; reading the list of
 * applications, with the applicants' contact data, once per visit). A decision mails
 * the applicant (the outbox, same transaction) and tells them live (`LpkApplicationDecided` on
 * their own channel); a suspension or reinstatement invalidates the catalogue on every node, mails
 * the LPK's admins (the outbox, same transaction), and tells the LPK's live registrants
 * (`LpkSuspensionChanged`) and its own staff and admins (`LpkStatusChanged` on `private-lpk.{id}`,
 * the console's banner). What a suspension freezes: plugins/access.ts, docs/lpk-join.md.
 */
export interface OperatorDeps {
  db: Db;
  broadcaster: Broadcaster;
  mail: Pick<MailService, 'enqueue' | 'wake'>;
}

/** The operator acting, and the client's address of the request (lib/client-address.ts), written with each operator_audit row. */
type Actor = Pick<UserRow, 'id' | 'full_name'> & { address?: string | null };

async function presentAll(db: Db, rows: LpkApplicationRow[]): Promise<OperatorApplication[]> {
  const claimed = await institutesByIdsBrief(db, [...new Set(rows.map((r) => r.institute_id).filter((id): id is number => id !== null))]);
  const byId = new Map(claimed.map((c) => [c.id, c]));
  return Promise.all(
    rows.map(async (row) =>
      presentOperatorApplication(
        row,
        await checkAgainstRegistry(db, row),
        row.kind === 'claim' && row.institute_id !== null ? (byId.get(row.institute_id) ?? null) : null,
      ),
    ),
  );
}

/** A visit: the list (the applicants' contact data) is audited once per operator per 30 minutes, not at every live reload. */
export const LISTING_VISIT_MS = 30 * 60 * 1000;

export async function listApplications(db: Db, actor: Actor, now = Date.now()): Promise<OperatorApplication[]> {
  const last = await lastListingOf(db, actor.id);
  if (!last || now - Date.parse(last) >= LISTING_VISIT_MS) {
    await recordOperatorAction(db, { actor, action: 'applications.listed', at: new Date(now).toISOString() });
  }
  return presentAll(db, await applicationsNewestFirst(db));
}

/** The document's bytes and type; the view is audited first. */
export async function viewDocument(db: Db, actor: Actor, id: number): Promise<{ bytes: Buffer; type: string }> {
  const application = await findApplication(db, id);
  const bytes = application ? await applicationDocument(db, id) : undefined;
  if (!application || !bytes) throw notFound('operator.application_not_found');
  await recordOperatorAction(db, { actor, action: 'application.document_viewed', applicationId: id, lpkId: application.institute_id, at: nowIso() });
  return { bytes, type: application.document_type };
}

async function pendingApplication(db: Db, id: number): Promise<LpkApplicationRow> {
  const application = await findApplication(db, id);
  if (!application) throw notFound('operator.application_not_found');
  if (application.status !== 'pending') throw conflict('operator.already_decided');
  return application;
}

/**
 * A new institute from an application: what the applicant gave; the rest empty until its admin
 * fills the listing. A `draft`: not public until its admin completes and publishes the listing
 * (institution/publish.ts), so its zeros never show (issue 33).
 */
function newInstitute(application: LpkApplicationRow, now: string, verifiedAt: string | null) {
  const programs = JSON.parse(application.programs) as Program[];
  const province = findProvince(application.province)?.name ?? application.province;
  return {
    name: application.name,
    province,
    city: application.city,
    address: application.address,
    programs: JSON.stringify(programs),
    ...programFlags(programs),
    registration_fee: 0,
    fee_level: feeLevel(0),
    has_dormitory: 0,
    training_months: 0,
    licence_number: application.licence_number,
    sending_org_status: Number(application.sending_org) ? 'registered' : 'not_registered',
    accreditation: 'none',
    pass_rate: 0,
    rating: 0,
    description_id: '',
    description_en: '',
    // The listing's details (contact, fees, photos...) are its admin's to fill (/admin/institution).
    details: '{}',
    search_text: instituteSearchText(application.name, application.city, province),
    province_key: provinceKey(province),
    created_at: now,
    listing_status: 'draft' as const,
    licence_verified_at: verifiedAt,
  };
}

/** The applicant's mail of the operator's decision, in their language, sent with the decision's transaction. */
async function mailDecision(
  db: Db,
  mail: Pick<MailService, 'enqueue'>,
  application: LpkApplicationRow,
  decision: 'approved' | 'rejected',
  reason: string | null,
): Promise<void> {
  const user = await db.selectFrom('users').select(['full_name', 'email', 'locale']).where('id', '=', application.user_id).executeTakeFirstOrThrow();
  await mail.enqueue(db, {
    template: 'lpk_application_decided',
    to: user.email,
    locale: user.locale,
    userId: application.user_id,
    data: { name: user.full_name, lpk_name: application.name, decision, kind: application.kind, reason },
  });
}

async function tellApplicant(deps: OperatorDeps, application: LpkApplicationRow): Promise<void> {
  deps.mail.wake();
  await deps.broadcaster.event(LPK_JOIN_EVENTS.applicationDecided, channels.user(application.user_id), { application: presentApplication(application) });
}

/**
 * Approves: a new LPK is created from the application as a draft (public once its admin publishes
 * it), or the claimed listing is granted, keeping its status (a public one stays public); the
 * applicant becomes its admin. The licence counts as verified (the trust mark)
 * only when the registry lists the number as active under the same name and province.
 */
export async function approve(deps: OperatorDeps, actor: Actor, id: number): Promise<OperatorApplication> {
  const { db } = deps;
  const application = await pendingApplication(db, id);
  const check = await checkAgainstRegistry(db, application);
  const now = nowIso();
  const verifiedAt = check.result === 'match' && check.entry && isActiveStatus(check.entry.status) ? now : null;
  const decided = await db.transaction().execute(async (trx) => {
    let instituteId = application.institute_id;
    if (application.kind === 'new' || instituteId === null) {
      const created = await trx
        .insertInto('institutes')
        .values(newInstitute(application, now, verifiedAt))
        .returning('id')
        .executeTakeFirstOrThrow();
      instituteId = created.id;
    } else {
      await trx.updateTable('institutes').set({ licence_verified_at: verifiedAt }).where('id', '=', instituteId).execute();
    }
    await trx.updateTable('users').set({ lpk_id: instituteId, role: 'lpk_admin', updated_at: now }).where('id', '=', application.user_id).execute();
    const row = await trx
      .updateTable('lpk_applications')
      .set({ status: 'approved', institute_id: instituteId, decided_by: actor.id, decided_at: now, decision_reason: null, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOperatorAction(trx, { actor, action: 'application.approved', applicationId: id, lpkId: instituteId, at: now });
    await mailDecision(trx, deps.mail, application, 'approved', null);
    return row;
  });
  invalidateCatalogue(db);
  await tellApplicant(deps, decided);
  return (await presentAll(db, [decided]))[0]!;
}

export async function reject(deps: OperatorDeps, actor: Actor, id: number, reason: string): Promise<OperatorApplication> {
  const { db } = deps;
  const application = await pendingApplication(db, id);
  const now = nowIso();
  const decided = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('lpk_applications')
      .set({ status: 'rejected', decided_by: actor.id, decided_at: now, decision_reason: reason, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOperatorAction(trx, { actor, action: 'application.rejected', applicationId: id, lpkId: application.institute_id, reason, at: now });
    await mailDecision(trx, deps.mail, application, 'rejected', reason);
    return row;
  });
  await tellApplicant(deps, decided);
  return (await presentAll(db, [decided]))[0]!;
}

/** Each admin of the LPK is mailed, in their language, that it was suspended (with the reason) or reinstated; in the change's transaction. */
async function mailAdmins(
  db: Db,
  mail: Pick<MailService, 'enqueue'>,
  lpkId: number,
  lpkName: string,
  suspended: boolean,
  reason: string | null,
): Promise<number> {
  const admins = await db
    .selectFrom('users')
    .select(['id', 'full_name', 'email', 'locale'])
    .where('lpk_id', '=', lpkId)
    .where('role', '=', 'lpk_admin')
    .orderBy('id')
    .execute();
  for (const admin of admins) {
    await mail.enqueue(db, {
      template: 'lpk_suspension',
      to: admin.email,
      locale: admin.locale,
      userId: admin.id,
      data: { name: admin.full_name, lpk_name: lpkName, suspended, reason: suspended ? reason : null },
    });
  }
  return admins.length;
}

/**
 * Suspends (`suspend` true) a listed or draft LPK with a reason, or reinstates it: back to the
 * status the suspension interrupted (`suspended_from`: a draft stays a draft until its admin
 * publishes it; null, as before migration 0020: listed).
 */
export async function setSuspension(deps: OperatorDeps, actor: Actor, lpkId: number, suspend: boolean, reason: string): Promise<OperatorInstitute> {
  const { db } = deps;
  const institute = await findManagedInstitute(db, lpkId);
  if (!institute) throw notFound('operator.institute_not_found');
  if (suspend && institute.listing_status === 'suspended') throw conflict('operator.already_suspended');
  if (!suspend && institute.listing_status !== 'suspended') throw conflict('operator.not_suspended');
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    // Read and written in one statement: the status the suspension interrupts is the row's own.
    const changed = await trx
      .updateTable('institutes')
      .set(
        suspend
          ? {
              listing_status: 'suspended',
              suspended_from: sql<'draft' | 'listed'>`case when listing_status = 'draft' then 'draft' else 'listed' end`,
              suspended_at: now,
              suspension_reason: reason,
            }
          : { listing_status: sql<ListingStatus>`coalesce(suspended_from, 'listed')`, suspended_from: null, suspended_at: null, suspension_reason: null },
      )
      .where('id', '=', lpkId)
      .where('listing_status', suspend ? '!=' : '=', 'suspended')
      .executeTakeFirst();
    // Another operator's suspend or reinstate came first.
    if (!Number(changed.numUpdatedRows)) throw conflict(suspend ? 'operator.already_suspended' : 'operator.not_suspended');
    await recordOperatorAction(trx, { actor, action: suspend ? 'lpk.suspended' : 'lpk.reinstated', lpkId, reason, at: now });
    // Both or neither: the admins learn of it exactly when it happened.
    return mailAdmins(trx, deps.mail, lpkId, institute.name, suspend, reason);
  });
  deps.mail.wake();
  // Out of (or back in) search, detail and vacancies on every node at once.
  invalidateCatalogue(db);
  const registrants = await liveRegistrantIds(db, lpkId, LIVE_STATUSES);
  if (registrants.length) {
    await deps.broadcaster.event(LPK_JOIN_EVENTS.lpkSuspension, registrants.map(channels.user), {
      lpk_id: lpkId,
      lpk_name: institute.name,
      suspended: suspend,
    });
  }
  const after = (await findManagedInstitute(db, lpkId))!;
  // The LPK's own staff and admins: the console's banner and its disabled buttons, live.
  await deps.broadcaster.event(LPK_JOIN_EVENTS.lpkStatus, channels.lpk(lpkId), presentOwnLpk(after));
  return after;
}

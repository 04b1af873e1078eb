import type { Db } from '../../db/database';
import type { RegistrationRow } from '../../db/schema';

/** The Kysely of the registrations module: every read and write of `registrations` and its events. */

/**
 * Whether the institute exists and takes registrations (listed: not suspended by the operator). A
 * draft (not yet published by its admin) is not public, so it is answered as unknown.
 */
export async function instituteStatus(db: Db, lpkId: number): Promise<'listed' | 'suspended' | undefined> {
  const status = (await db.selectFrom('institutes').select('listing_status').where('id', '=', lpkId).executeTakeFirst())?.listing_status;
  return status === 'draft' ? undefined : status;
}

export function findJobOwner(db: Db, jobId: number): Promise<{ id: number; lpk_id: number } | undefined> {
  return db.selectFrom('jobs').select(['id', 'lpk_id']).where('id', '=', jobId).executeTakeFirst();
}

/** The statuses of a caregiver's registrations with one LPK (a live one blocks another). */
export function statusesWithLpk(db: Db, userId: number, lpkId: number): Promise<{ id: number; status: string }[]> {
  return db.selectFrom('registrations').select(['id', 'status']).where('user_id', '=', userId).where('lpk_id', '=', lpkId).execute();
}

export interface NewRegistration {
  userId: number;
  lpkId: number;
  jobId: number | null;
  status: string;
  consentScope: string;
  at: string;
}

/** Stores a registration with its first history event (call inside a transaction). */
export async function insertRegistration(db: Db, r: NewRegistration): Promise<RegistrationRow> {
  const row = await db
    .insertInto('registrations')
    .values({
      user_id: r.userId,
      lpk_id: r.lpkId,
      job_id: r.jobId,
      status: r.status,
      consent_at: r.at,
      consent_scope: r.consentScope,
      created_at: r.at,
      updated_at: r.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertEvent(db, { registrationId: row.id, status: r.status, note: null, actorUserId: r.userId, at: r.at });
  return row;
}

export async function insertEvent(db: Db, e: { registrationId: number; status: string; note: string | null; actorUserId: number; at: string }): Promise<void> {
  await db
    .insertInto('registration_events')
    .values({ registration_id: e.registrationId, status: e.status, note: e.note, actor_user_id: e.actorUserId, created_at: e.at })
    .execute();
}

export function findRegistration(db: Db, id: number): Promise<RegistrationRow | undefined> {
  return db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRegistrationOf(db: Db, userId: number, id: number): Promise<RegistrationRow | undefined> {
  return db.selectFrom('registrations').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function findRegistrationAt(db: Db, lpkId: number, id: number): Promise<RegistrationRow | undefined> {
  return db.selectFrom('registrations').selectAll().where('id', '=', id).where('lpk_id', '=', lpkId).executeTakeFirst();
}

/** Sets the status only if it is still `from` (a conditional update); undefined when someone changed it meanwhile. */
export function updateStatusFrom(db: Db, id: number, from: string, to: string, at: string): Promise<RegistrationRow | undefined> {
  return db.updateTable('registrations').set({ status: to, updated_at: at }).where('id', '=', id).where('status', '=', from).returningAll().executeTakeFirst();
}

/** One page of a caregiver's registrations, newest first, and how many they have. */
export async function pageOfUser(db: Db, userId: number, page: number, perPage: number): Promise<{ rows: RegistrationRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('registrations')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('registrations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** What registrations are shown with: their LPKs, jobs, history (with actors) and certificates, in four queries. */
export async function loadRelations(db: Db, rows: readonly RegistrationRow[]) {
  const ids = rows.map((r) => r.id);
  const lpkIds = [...new Set(rows.map((r) => r.lpk_id))];
  const jobIds = [...new Set(rows.map((r) => r.job_id).filter((id): id is number => id !== null))];
  const [lpks, jobs, events, certificates] = await Promise.all([
    db
      .selectFrom('institutes')
      .select(['id', 'name', 'city', 'province', 'listing_status'])
      .where('id', 'in', lpkIds)
      .execute()
      .then((rows) => rows.map(({ listing_status, ...lpk }) => ({ ...lpk, suspended: listing_status === 'suspended' }))),
    jobIds.length
      ? db
          .selectFrom('jobs')
          .select(['id', 'lpk_id', 'title_id', 'title_en', 'prefecture', 'city', 'monthly_salary_jpy', 'experience', 'pathway', 'jlpt_required', 'deadline'])
          .where('id', 'in', jobIds)
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('registration_events as e')
      .leftJoin('users as u', 'u.id', 'e.actor_user_id')
      .select(['e.id', 'e.registration_id', 'e.status', 'e.note', 'e.created_at', 'u.id as actor_id', 'u.full_name as actor_name', 'u.role as actor_role'])
      .where('e.registration_id', 'in', ids)
      .orderBy('e.id', 'asc')
      .execute(),
    db.selectFrom('certificates').selectAll().where('registration_id', 'in', ids).execute(),
  ]);
  return { lpks, jobs, events, certificates };
}

export type Relations = Awaited<ReturnType<typeof loadRelations>>;

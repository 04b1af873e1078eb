import { LIVE_STATUSES, type MessageSide, type UserRole } from 'contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, MessageRow, RegistrationRow } from '../../db/schema';
import { nowIso } from '../../lib/time';

/**
 * The Kysely of the messages module. A message belongs to the caregiver's side when its sender
 * is the registration's owner, to the staff side otherwise (also when the staff account is gone:
 * sender null); `read_at` is set when the other side first opens the thread.
 */

export function findRegistration(db: Db, id: number): Promise<RegistrationRow | undefined> {
  return db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Messages the viewer has not read yet: those of the other side without read_at. */
function unreadFor(side: MessageSide) {
  return (eb: ExpressionBuilder<Database & { r: Database['registrations']; m: Database['messages'] }, 'r' | 'm'>) =>
    side === 'staff'
      ? eb.and([eb('m.read_at', 'is', null), eb('m.sender_user_id', '=', eb.ref('r.user_id'))])
      : eb.and([eb('m.read_at', 'is', null), eb.or([eb('m.sender_user_id', 'is', null), eb('m.sender_user_id', '!=', eb.ref('r.user_id'))])]);
}

export interface ThreadSummaryRow {
  registration_id: number;
  status: string;
  lpk_id: number;
  lpk_name: string;
  caregiver_id: number;
  caregiver_name: string;
  caregiver_avatar: string | null;
  last_message_id: number | null;
  unread_count: number;
  activity_at: string;
}

/** A viewer's threads, one per live registration (a caregiver's own, or an LPK's), most recent activity first. */
export async function threadsOf(
  db: Db,
  viewer: { side: 'caregiver'; userId: number } | { side: 'staff'; lpkId: number },
  page: number,
  perPage: number,
): Promise<{ rows: ThreadSummaryRow[]; total: number }> {
  const { side } = viewer;
  const base = db
    .selectFrom('registrations as r')
    .where('r.status', 'in', [...LIVE_STATUSES])
    .where((eb) => (viewer.side === 'caregiver' ? eb('r.user_id', '=', viewer.userId) : eb('r.lpk_id', '=', viewer.lpkId)));

  const [rows, count] = await Promise.all([
    base
      .innerJoin('institutes as i', 'i.id', 'r.lpk_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id as registration_id',
        'r.status',
        'r.lpk_id',
        'i.name as lpk_name',
        'u.id as caregiver_id',
        'u.full_name as caregiver_name',
        'u.avatar as caregiver_avatar',
      ])
      .select((eb) => [
        eb
          .selectFrom('messages as m')
          .whereRef('m.registration_id', '=', 'r.id')
          .select((e) => e.fn.max('m.id').as('x'))
          .as('last_message_id'),
        eb
          .selectFrom('messages as m')
          .whereRef('m.registration_id', '=', 'r.id')
          .where(unreadFor(side))
          .select((e) => e.fn.countAll().as('n'))
          .as('unread_count'),
        sql<string>`coalesce((select max(m2.created_at) from messages m2 where m2.registration_id = r.id), r.created_at)`.as('activity_at'),
      ])
      .orderBy('activity_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      last_message_id: row.last_message_id === null ? null : Number(row.last_message_id),
      unread_count: Number(row.unread_count ?? 0),
      activity_at: typeof row.activity_at === 'string' ? row.activity_at : new Date(row.activity_at).toISOString(),
    })),
    total: Number(count.n),
  };
}

export interface MessageWithSender extends MessageRow {
  sender_name: string | null;
  sender_avatar: string | null;
  sender_role: UserRole | null;
}

function withSender(db: Db) {
  return db
    .selectFrom('messages as m')
    .leftJoin('users as s', 's.id', 'm.sender_user_id')
    .selectAll('m')
    .select(['s.full_name as sender_name', 's.avatar as sender_avatar', 's.role as sender_role']);
}

export async function messagesByIds(db: Db, ids: number[]): Promise<MessageWithSender[]> {
  if (ids.length === 0) return [];
  return withSender(db).where('m.id', 'in', ids).execute();
}

/** Marks the other side's unread messages of a registration read; how many were. */
export async function markOtherSideRead(db: Db, registration: RegistrationRow, side: MessageSide): Promise<number> {
  const update = db.updateTable('messages').set({ read_at: nowIso() }).where('registration_id', '=', registration.id).where('read_at', 'is', null);
  const result = await (
    side === 'staff'
      ? update.where('sender_user_id', '=', registration.user_id)
      : update.where((eb) => eb.or([eb('sender_user_id', 'is', null), eb('sender_user_id', '!=', registration.user_id)]))
  ).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** One page of a thread's messages, newest first, and how many it holds. */
export async function pageOfThread(db: Db, registrationId: number, page: number, perPage: number): Promise<{ rows: MessageWithSender[]; total: number }> {
  const [rows, count] = await Promise.all([
    withSender(db)
      .where('m.registration_id', '=', registrationId)
      .orderBy('m.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('registration_id', '=', registrationId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Whether the caregiver of the registration has written in its thread. */
export async function caregiverHasWritten(db: Db, registration: Pick<RegistrationRow, 'id' | 'user_id'>): Promise<boolean> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('registration_id', '=', registration.id)
    .where('sender_user_id', '=', registration.user_id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertMessage(db: Db, registrationId: number, senderUserId: number, body: string): Promise<MessageRow> {
  return db
    .insertInto('messages')
    .values({ registration_id: registrationId, sender_user_id: senderUserId, body, read_at: null, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

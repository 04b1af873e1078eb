import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, MessageRow, RegistrationRow, UserRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { isLive } from '../registrations/states';

/**
 * One thread per registration, between the caregiver who registered and the staff of that LPK.
 * A message belongs to the caregiver's side when its sender is the registration's owner, to
 * the staff side otherwise (also when the staff account is gone: sender null). `read_at` is set
 * when the other side first opens the thread.
 */
export type Side = 'caregiver' | 'staff';

export interface Thread {
  registration: RegistrationRow;
  /** The side of the user looking at it. */
  side: Side;
}

const LIVE_STATUSES = ['pending', 'registered', 'learning', 'documents_submitted', 'approved'] as const;

function sideOf(user: UserRow): Side | null {
  if (user.role === 'lpk_staff') return user.lpk_id === null ? null : 'staff';
  return 'caregiver';
}

/**
 * The thread of a registration as `user` may see it, or 404 (as if it did not exist) when it is
 * not theirs: a caregiver reads only their own registrations' threads (also after they closed),
 * staff only their LPK's and only while the registration is live: once rejected or withdrawn,
 * the LPK can neither read nor write it. Sending needs a live registration (422 otherwise).
 */
export async function openThread(db: Db, user: UserRow, registrationId: number, purpose: 'read' | 'send'): Promise<Thread> {
  const side = sideOf(user);
  const registration = await db.selectFrom('registrations').selectAll().where('id', '=', registrationId).executeTakeFirst();
  if (!side || !registration) throw notFound('messages.thread_not_found');
  const mayRead = side === 'caregiver' ? registration.user_id === user.id : registration.lpk_id === user.lpk_id && isLive(registration.status);
  if (!mayRead) throw notFound('messages.thread_not_found');
  if (purpose === 'send' && !isLive(registration.status)) throw fieldError('registration_id', 'messages.registration_closed');
  return { registration, side };
}

/** Messages the viewer has not read yet: those of the other side without read_at. */
function unreadFor(side: Side) {
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

/** The viewer's threads, one per live registration, most recent activity first. */
export async function listThreads(db: Db, user: UserRow, page: number, perPage: number): Promise<{ rows: ThreadSummaryRow[]; total: number }> {
  const side = sideOf(user);
  if (!side) return { rows: [], total: 0 };
  const base = db
    .selectFrom('registrations as r')
    .where('r.status', 'in', [...LIVE_STATUSES])
    .where((eb) => (side === 'caregiver' ? eb('r.user_id', '=', user.id) : eb('r.lpk_id', '=', user.lpk_id!)));

  const [rows, count] = await Promise.all([
    base
      .innerJoin('institutes as i', 'i.id', 'r.lpk_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id as registration_id', 'r.status', 'r.lpk_id', 'i.name as lpk_name', 'u.id as caregiver_id', 'u.full_name as caregiver_name', 'u.avatar as caregiver_avatar'])
      .select((eb) => [
        eb.selectFrom('messages as m').whereRef('m.registration_id', '=', 'r.id').select((e) => e.fn.max('m.id').as('x')).as('last_message_id'),
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
  sender_role: 'caregiver' | 'lpk_staff' | null;
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

/**
 * One page of a thread, newest page first, each page in chronological order. Opening the
 * thread marks the other side's messages read first, so the page shows them read.
 */
export async function readThread(db: Db, thread: Thread, page: number, perPage: number): Promise<{ rows: MessageWithSender[]; total: number; markedRead: number }> {
  const { registration, side } = thread;
  const update = db.updateTable('messages').set({ read_at: nowIso() }).where('registration_id', '=', registration.id).where('read_at', 'is', null);
  const result = await (side === 'staff'
    ? update.where('sender_user_id', '=', registration.user_id)
    : update.where((eb) => eb.or([eb('sender_user_id', 'is', null), eb('sender_user_id', '!=', registration.user_id)]))
  ).executeTakeFirst();
  const [rows, count] = await Promise.all([
    withSender(db)
      .where('m.registration_id', '=', registration.id)
      .orderBy('m.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('registration_id', '=', registration.id).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.reverse(), total: Number(count.n), markedRead: Number(result.numUpdatedRows) };
}

export async function sendMessage(db: Db, thread: Thread, sender: UserRow, body: string): Promise<MessageWithSender> {
  const row = await db
    .insertInto('messages')
    .values({ registration_id: thread.registration.id, sender_user_id: sender.id, body, read_at: null, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, sender_name: sender.full_name, sender_avatar: sender.avatar, sender_role: sender.role };
}

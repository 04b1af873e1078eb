import { actsAsStaff, isLpkRole, isLive, type Message, type MessageSide, type RegistrationStatus, type ThreadMessages, type ThreadPage } from 'contracts';
import type { Db } from '../../db/database';
import type { RegistrationRow, UserRow } from '../../db/schema';
import { forbidden, fieldError, notFound } from '../../lib/http-error';
import { lpkSuspension } from '../../plugins/access';
import { AUDIT_ACTIONS, recordAudit } from '../account/audit';
import { presentMessage, presentThread } from './present';
import { caregiverHasWritten, findRegistration, insertMessage, markOtherSideRead, messagesByIds, pageOfThread, threadsOf } from './queries';

/**
 * One thread per registration, between the caregiver who registered and the staff of that LPK.
 * Every staff read (the list shows names and latest messages, a thread all of them) is written
 * to the applicant's audit log first (account/audit.ts).
 */
export interface Thread {
  registration: RegistrationRow;
  /** The side of the user looking at it. */
  side: MessageSide;
}

function sideOf(user: UserRow): MessageSide | null {
  if (isLpkRole(user.role)) return actsAsStaff(user) ? 'staff' : null;
  // Operators have no threads.
  return user.role === 'caregiver' ? 'caregiver' : null;
}

/**
 * The thread of a registration as `user` may see it, or 404 (as if it did not exist) when it is
 * not theirs: a caregiver reads only their own registrations' threads (also after they closed),
 * staff only their LPK's and only while the registration is live: once rejected or withdrawn,
 * the LPK can neither read nor write it. Sending needs a live registration (422 otherwise).
 */
export async function openThread(db: Db, user: UserRow, registrationId: number, purpose: 'read' | 'send'): Promise<Thread> {
  const side = sideOf(user);
  const registration = await findRegistration(db, registrationId);
  if (!side || !registration) throw notFound('messages.thread_not_found');
  const mayRead = side === 'caregiver' ? registration.user_id === user.id : registration.lpk_id === user.lpk_id && isLive(registration.status);
  if (!mayRead) throw notFound('messages.thread_not_found');
  if (purpose === 'send' && !isLive(registration.status)) throw fieldError('registration_id', 'messages.registration_closed');
  return { registration, side };
}

/**
 * The viewer's threads (one per live registration) with the last message and the unread count.
 * `address`: the client's address of the request (lib/client-address.ts), written with a staff read.
 */
export async function listThreads(db: Db, user: UserRow, page: number, perPage: number, address: string | null): Promise<ThreadPage> {
  const side = sideOf(user);
  const meta = { page, per_page: perPage };
  if (!side) return { items: [], meta: { ...meta, total: 0 } };
  const { rows, total } = await threadsOf(db, side === 'caregiver' ? { side, userId: user.id } : { side, lpkId: user.lpk_id! }, page, perPage);
  // Staff are shown each applicant's name and latest message: audited before the answer.
  if (side === 'staff') {
    await recordAudit(
      db,
      { id: user.id, lpkId: user.lpk_id!, address },
      AUDIT_ACTIONS.messagesListed,
      rows.map((r) => ({ subjectUserId: r.caregiver_id, registrationId: r.registration_id })),
    );
  }
  const lastIds = rows.map((r) => r.last_message_id).filter((id): id is number => id !== null);
  const last = new Map((await messagesByIds(db, lastIds)).map((m) => [m.id, m]));
  const items = rows.map((row) => presentThread(row, row.last_message_id === null ? undefined : last.get(row.last_message_id)));
  return { items, meta: { ...meta, total } };
}

/**
 * One page of a thread, newest page first, each page in chronological order. Opening the
 * thread marks the other side's messages read first, so the page shows them read.
 */
export async function readThread(
  db: Db,
  user: UserRow,
  registrationId: number,
  page: number,
  perPage: number,
  address: string | null,
): Promise<ThreadMessages> {
  const { registration, side } = await openThread(db, user, registrationId, 'read');
  if (side === 'staff') {
    await recordAudit(db, { id: user.id, lpkId: registration.lpk_id, address }, AUDIT_ACTIONS.messagesRead, [
      { subjectUserId: registration.user_id, registrationId: registration.id },
    ]);
  }
  const markedRead = await markOtherSideRead(db, registration, side);
  const { rows, total } = await pageOfThread(db, registration.id, page, perPage);
  return {
    registration_id: registration.id,
    status: registration.status as RegistrationStatus,
    items: rows.reverse().map((m) => presentMessage(m, registration.user_id)),
    meta: { page, per_page: perPage, total, marked_read: markedRead },
  };
}

/**
 * While the operator has suspended the LPK its staff only answer (docs/lpk-join.md): they may
 * write in a thread where the caregiver has written, never open a conversation (403).
 */
async function assertMayWriteWhileSuspended(db: Db, thread: Thread): Promise<void> {
  if (thread.side !== 'staff') return;
  const suspension = await lpkSuspension(db, thread.registration.lpk_id);
  if (!suspension) return;
  if (!(await caregiverHasWritten(db, thread.registration))) throw forbidden('messages.lpk_suspended_new_thread');
}

/** Sends a message in a live registration's thread; the route delivers it live. */
export async function sendMessage(db: Db, sender: UserRow, registrationId: number, body: string): Promise<{ thread: Thread; message: Message }> {
  const thread = await openThread(db, sender, registrationId, 'send');
  await assertMayWriteWhileSuspended(db, thread);
  const row = await insertMessage(db, thread.registration.id, sender.id, body);
  const message = presentMessage(
    { ...row, sender_name: sender.full_name, sender_avatar: sender.avatar, sender_role: sender.role },
    thread.registration.user_id,
  );
  return { thread, message };
}

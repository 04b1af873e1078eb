import { STAFF_INVITATION_DAYS, STAFF_INVITATIONS_PER_DAY, type InvitationState, type StaffOverview } from 'contracts';
import type { Db } from '../../db/database';
import type { StaffInvitationsTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { fieldError, notFound } from '../../lib/http-error';
import { lockActiveLpk } from '../../plugins/access';
import type { Broadcaster } from '../../realtime/broadcaster';
import type { MailService } from '../mail';
import { linkToken, type LinkRef } from '../mail/links';
import { createHash } from 'node:crypto';
import type { LpkMember } from './access';

/**
 * An LPK's staff (docs/institution.md): its admin invites people by mail with a one-use link valid
 * seven days (only the sha256 of the link's token is stored: a mail_links row; the mail goes
 * through the outbox in the same transaction), lists its staff and invitations, withdraws an
 * invitation, and removes a staff member: the account stays a plain account, its LPK role ends,
 * and every one of its sessions ends at once with their sockets, on every node (as a password
 * reset ends them).
 */

export const INVITATION_TTL_MS = STAFF_INVITATION_DAYS * 24 * 60 * 60_000;
export const INVITATION_PURPOSE = 'staff_invitation';
const DAY_MS = 24 * 60 * 60_000;

type InvitationRow = Selectable<StaffInvitationsTable>;

function stateOf(row: InvitationRow, now: number): InvitationState {
  if (row.accepted_at !== null) return 'accepted';
  if (row.revoked_at !== null) return 'revoked';
  return Date.parse(row.expires_at) <= now ? 'expired' : 'pending';
}

/**
 * The LPK's staff and invitations. E-mail addresses are its admin's alone (issue 33): a staff
 * member gets names, roles and dates, the addresses left out of the answer itself.
 */
export async function staffOverview(db: Db, member: Pick<LpkMember, 'lpkId' | 'role'>, now: number): Promise<StaffOverview> {
  const withEmail = member.role === 'lpk_admin';
  const [members, invitations] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'full_name', 'email', 'role', 'created_at'])
      .where('lpk_id', '=', member.lpkId)
      .where('role', 'in', ['lpk_admin', 'lpk_staff'])
      .orderBy('role')
      .orderBy('full_name')
      .execute(),
    db.selectFrom('staff_invitations').selectAll().where('lpk_id', '=', member.lpkId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(50).execute(),
  ]);
  // When someone joined: their accepted invitation, else their account's creation (seeded staff).
  const joined = new Map(invitations.filter((i) => i.accepted_user_id !== null && i.accepted_at !== null).map((i) => [i.accepted_user_id!, i.accepted_at!]));
  return {
    members: members.map((m) => ({
      id: m.id,
      full_name: m.full_name,
      ...(withEmail ? { email: m.email } : {}),
      role: m.role as 'lpk_admin' | 'lpk_staff',
      since: joined.get(m.id) ?? m.created_at,
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      ...(withEmail ? { email: i.email } : {}),
      state: stateOf(i, now),
      created_at: i.created_at,
      expires_at: i.expires_at,
      accepted_at: i.accepted_at,
    })),
  };
}

type Mail = Pick<MailService, 'createLink' | 'enqueue' | 'useLink' | 'now' | 'wake'>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Invites `email` to the LPK's staff: a new link and its mail, in one transaction; an earlier
 * pending invitation of the same address is withdrawn (its link stops working). 422 when the
 * address is already on this LPK's staff, or its account belongs to another LPK or the
 * platform team; 429 past the LPK's daily number; 403 while the operator has suspended the LPK
 * (the route's guard, and again under a lock in the transaction: nothing is mailed).
 */
export async function invite(db: Db, mail: Mail, appKey: string, member: LpkMember, input: { email: string; locale: string }): Promise<void> {
  const now = mail.now();
  const existing = await db.selectFrom('users').select(['id', 'role', 'lpk_id']).where('email', '=', input.email).executeTakeFirst();
  if (existing && existing.lpk_id === member.lpkId && (existing.role === 'lpk_staff' || existing.role === 'lpk_admin'))
    throw fieldError('email', 'institution.already_member');
  if (existing && existing.role !== 'caregiver') throw fieldError('email', 'institution.staff_elsewhere');
  const sent = await db
    .selectFrom('staff_invitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('lpk_id', '=', member.lpkId)
    .where('created_at', '>', new Date(now - DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(sent.n) >= STAFF_INVITATIONS_PER_DAY) throw fieldError('email', 'institution.too_many_invitations', { max: STAFF_INVITATIONS_PER_DAY });
  const lpk = await db.selectFrom('institutes').select('name').where('id', '=', member.lpkId).executeTakeFirstOrThrow();

  await db.transaction().execute(async (trx) => {
    await lockActiveLpk(trx, member.lpkId);
    await revokePending(trx, mail, member.lpkId, input.email, now);
    const ref: LinkRef = await mail.createLink(trx, { purpose: INVITATION_PURPOSE, userId: null, email: input.email, ttlMs: INVITATION_TTL_MS });
    const link = await trx
      .selectFrom('mail_links')
      .select('id')
      .where('token_hash', '=', sha256(linkToken(appKey, ref)))
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('staff_invitations')
      .values({
        lpk_id: member.lpkId,
        email: input.email,
        invited_by: member.userId,
        link_id: link.id,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + INVITATION_TTL_MS).toISOString(),
        accepted_at: null,
        accepted_user_id: null,
        revoked_at: null,
      })
      .execute();
    // An address, not yet an account of ours: the mail names the LPK, and greets without a name.
    await mail.enqueue(trx, {
      template: 'staff_invitation',
      to: input.email,
      locale: input.locale,
      userId: existing?.id ?? null,
      data: { name: '', lpk_name: lpk.name, link: ref },
    });
  });
  mail.wake();
}

/** Withdraws the pending invitations of an address at an LPK (their links are used up). */
async function revokePending(db: Db, mail: Mail, lpkId: number, email: string, now: number): Promise<void> {
  const pending = await db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('lpk_id', '=', lpkId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  for (const row of pending) await revokeRow(db, mail, row, now);
}

async function revokeRow(db: Db, mail: Mail, row: InvitationRow, now: number): Promise<void> {
  await db
    .updateTable('staff_invitations')
    .set({ revoked_at: new Date(now).toISOString() })
    .where('id', '=', row.id)
    .execute();
  if (row.link_id !== null) {
    const link = await db.selectFrom('mail_links').selectAll().where('id', '=', row.link_id).executeTakeFirst();
    if (link && link.used_at === null) await mail.useLink(db, link);
  }
}

/** Withdraws one invitation of the LPK that was not accepted yet (404 otherwise). */
export async function revokeInvitation(db: Db, mail: Mail, member: LpkMember, id: number): Promise<void> {
  const now = mail.now();
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('staff_invitations').selectAll().where('id', '=', id).where('lpk_id', '=', member.lpkId).executeTakeFirst();
    if (!row || row.accepted_at !== null) throw notFound('institution.invitation_not_found');
    if (row.revoked_at === null) await revokeRow(trx, mail, row, now);
  });
}

/**
 * Removes a staff member of the LPK (404 for anyone else; an admin cannot be removed here): the
 * account loses its LPK role, every session of it ends, and its sockets close on every node.
 */
export async function removeStaff(db: Db, broadcaster: Pick<Broadcaster, 'terminateTokens'>, member: LpkMember, userId: number): Promise<number> {
  const ended = await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'role', 'lpk_id']).where('id', '=', userId).executeTakeFirst();
    if (!user || user.lpk_id !== member.lpkId || (user.role !== 'lpk_staff' && user.role !== 'lpk_admin')) throw notFound('institution.staff_not_found');
    if (user.role === 'lpk_admin') throw fieldError('id', 'institution.cannot_remove_admin');
    await trx.updateTable('users').set({ role: 'caregiver', lpk_id: null, updated_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    return trx.deleteFrom('personal_access_tokens').where('user_id', '=', user.id).returning('id').execute();
  });
  const ids = ended.map((row) => row.id);
  await broadcaster.terminateTokens(ids);
  return ids.length;
}

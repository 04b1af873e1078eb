import type { RegistrationStatus } from 'contracts';
import type { Db } from '../../db/database';
import type { RegistrationRow } from '../../db/schema';
import type { MailService } from '../mail';
import { DIGEST_LISTED } from '../mail/templates/new-registration-digest';
import { lpkName, recipientById, staffOf } from './recipients';

type Mail = Pick<MailService, 'enqueue'>;

/**
 * Registration mails (docs/mail.md): the caregiver is told of a status staff set, written in the
 * transaction of the change (registrations/service.ts); the staff of the LPK are told of new
 * registrations by a digest: each registration is queued for each staff member in its own
 * transaction, and the mail worker's scan (every 30 s, on every node) writes at most one mail per
 * staff member every MAIL_DIGEST_MINUTES listing what arrived since their last one. They name the
 * LPK, the status and registration numbers, never the applicant (data protection).
 */

/** To the caregiver: their registration has a new status. */
export async function mailStatusChange(mail: Mail, db: Db, registration: RegistrationRow): Promise<void> {
  const caregiver = await recipientById(db, registration.user_id);
  if (!caregiver) return;
  await mail.enqueue(db, {
    template: 'registration_status',
    to: caregiver.email,
    locale: caregiver.locale,
    userId: caregiver.id,
    data: {
      name: caregiver.full_name,
      registration_id: registration.id,
      lpk_name: await lpkName(db, registration.lpk_id),
      status: registration.status as RegistrationStatus,
    },
  });
}

/**
 * Someone registered: the registration waits for the next digest of every staff member of the
 * LPK (written with the registration: both or neither). `_mail` is unused since the digest (the
 * scan writes the mails); the signature stays that of the other registration mails.
 */
export async function mailNewRegistration(_mail: Mail, db: Db, registration: RegistrationRow): Promise<void> {
  const staff = await staffOf(db, registration.lpk_id);
  if (staff.length === 0) return;
  await db
    .insertInto('mail_digest_items')
    .values(staff.map((member) => ({ user_id: member.id, registration_id: registration.id, created_at: registration.created_at })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Of `ids`, those of registrations with `lpkId`, in order (queried in chunks: a busy interval holds thousands). */
async function registrationsOf(db: Db, lpkId: number, ids: number[]): Promise<number[]> {
  const found: number[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    for (const row of await db.selectFrom('registrations').select('id').where('lpk_id', '=', lpkId).where('id', 'in', chunk).execute()) found.push(row.id);
  }
  return found.sort((a, b) => a - b);
}

/** Thrown inside a digest's transaction to undo its claim when another node took the items first. */
class NothingToSend extends Error {}

/**
 * Claims the digest of a staff member: true when no digest went to them within `digestMs`. Of
 * nodes racing, one wins (the upsert's condition is checked on the row as committed).
 */
async function claimDigest(db: Db, userId: number, now: number, digestMs: number): Promise<boolean> {
  const at = new Date(now).toISOString();
  const quietSince = new Date(now - digestMs).toISOString();
  const row = await db
    .insertInto('mail_digests')
    .values({ user_id: userId, last_sent_at: at })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ last_sent_at: at })
        .where((eb) => eb('mail_digests.last_sent_at', '<=', quietSince)),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** One staff member's digest, in its own transaction: written, or not due (another node, or the interval). */
async function writeDigest(mail: Mail, db: Db, userId: number, now: number, digestMs: number): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await claimDigest(trx, userId, now, digestMs))) return false;
      const taken = await trx.deleteFrom('mail_digest_items').where('user_id', '=', userId).returning('registration_id').execute();
      if (taken.length === 0) throw new NothingToSend();
      const member = await trx.selectFrom('users').select(['id', 'email', 'full_name', 'locale', 'lpk_id', 'role']).where('id', '=', userId).executeTakeFirst();
      // No longer staff of an LPK: the items go, no mail.
      if (!member || member.lpk_id === null || member.role === 'caregiver') return false;
      // The registrations taken that are with the member's LPK (a member moved elsewhere is not told of the old one's).
      const ids = await registrationsOf(
        trx,
        member.lpk_id,
        taken.map((item) => item.registration_id),
      );
      if (ids.length === 0) return false;
      const queued = await mail.enqueue(trx, {
        template: 'new_registration_digest',
        to: member.email,
        locale: member.locale,
        userId: member.id,
        data: { name: member.full_name, lpk_name: await lpkName(trx, member.lpk_id), count: ids.length, registration_ids: ids.slice(0, DIGEST_LISTED) },
      });
      return queued !== null;
    });
  } catch (error) {
    if (error instanceof NothingToSend) return false;
    throw error;
  }
}

/**
 * The digest scan (the mail worker runs it every 30 s on every node): for every staff member with
 * registrations waiting whose last digest is at least `digestMs` old (or who never had one), one
 * mail listing them. Returns how many mails it wrote.
 */
export async function scanRegistrationDigests(mail: Mail, db: Db, now: number, rules: { digestMs: number }): Promise<number> {
  const quietSince = new Date(now - rules.digestMs).toISOString();
  const due = await db
    .selectFrom('mail_digest_items as i')
    .leftJoin('mail_digests as d', 'd.user_id', 'i.user_id')
    .select('i.user_id')
    .where((eb) => eb.or([eb('d.user_id', 'is', null), eb('d.last_sent_at', '<=', quietSince)]))
    .groupBy('i.user_id')
    .orderBy('i.user_id')
    .execute();
  let written = 0;
  for (const { user_id: userId } of due) if (await writeDigest(mail, db, userId, now, rules.digestMs)) written += 1;
  return written;
}

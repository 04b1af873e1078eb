import type { InvitationInfo } from 'contracts';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../auth/passwords';
import { insertUser, userByEmail } from '../auth/queries';
import { startSession, type AuthDeps, type Client } from '../auth/service';
import { unusableLink, type LinkRow, type MailService } from '../mail';
import { uniqueReferralCode } from '../users/referral';
import { INVITATION_PURPOSE } from './staff';

/**
 * Accepting a staff invitation (the public /staff-invitation page): the link is checked first
 * (410 when expired, used, withdrawn or unknown); then either a new account for the invited
 * address (name and password; the address counts as verified: the link proved it), signed in
 * here; or, for an address that has an account already, that account signed in joins (its
 * address must be the invited one; an account of another LPK or of the platform team cannot).
 * The link is used once, in the transaction that makes the person staff.
 */

type Mail = Pick<MailService, 'findLink' | 'useLink' | 'now'>;
export interface InvitationDeps extends AuthDeps {
  mail: Mail;
}

async function usableInvitation(db: Db, mail: Mail, token: string) {
  const lookup = await mail.findLink(db, INVITATION_PURPOSE, token);
  if (lookup.state !== 'valid') throw unusableLink(lookup);
  const invitation = await db
    .selectFrom('staff_invitations')
    .innerJoin('institutes', 'institutes.id', 'staff_invitations.lpk_id')
    .select(['staff_invitations.id', 'staff_invitations.lpk_id', 'staff_invitations.email', 'staff_invitations.revoked_at', 'institutes.name as lpk_name'])
    .where('staff_invitations.link_id', '=', lookup.link.id)
    .executeTakeFirst();
  if (!invitation || invitation.revoked_at !== null) throw unusableLink({ state: 'invalid' });
  return { link: lookup.link, invitation };
}

export async function checkInvitation(deps: InvitationDeps, token: string): Promise<InvitationInfo> {
  const { link, invitation } = await usableInvitation(deps.db, deps.mail, token);
  const account = await userByEmail(deps.db, invitation.email);
  return {
    email: invitation.email,
    lpk_id: invitation.lpk_id,
    lpk_name: invitation.lpk_name,
    expires_at: link.expires_at,
    account_exists: account !== undefined,
  };
}

async function take(trx: Db, mail: Mail, link: LinkRow, invitationId: number, userId: number): Promise<void> {
  if (!(await mail.useLink(trx, link))) throw unusableLink({ state: 'used' });
  const at = new Date(mail.now()).toISOString();
  await trx.updateTable('staff_invitations').set({ accepted_at: at, accepted_user_id: userId }).where('id', '=', invitationId).execute();
}

/** A new account for the invited address, staff of the LPK, signed in. 409 when the address has an account (sign in and join instead). */
export async function acceptWithNewAccount(
  deps: InvitationDeps,
  input: { token: string; full_name: string; password: string },
  client: Client,
): Promise<{ token: string; user: UserRow; lpkName: string }> {
  const { link, invitation } = await usableInvitation(deps.db, deps.mail, input.token);
  if (await userByEmail(deps.db, invitation.email)) throw new HttpError(409, 'institution.invitation_sign_in');
  const passwordHash = await hashPassword(input.password);
  const referralCode = await uniqueReferralCode(deps.db);
  const at = new Date(deps.mail.now()).toISOString();
  const user = await deps.db
    .transaction()
    .execute(async (trx) => {
      const created = await insertUser(trx, {
        full_name: input.full_name,
        email: invitation.email,
        phone: '',
        password_hash: passwordHash,
        role: 'lpk_staff',
        lpk_id: invitation.lpk_id,
        avatar: null,
        referral_code: referralCode,
        referred_by: null,
        locale: client.lang,
        created_at: at,
        updated_at: at,
        email_verified_at: at,
      });
      await take(trx, deps.mail, link, invitation.id, created.id);
      return created;
    })
    .catch((error: unknown) => {
      if (/unique/i.test(String(error))) throw new HttpError(409, 'institution.invitation_sign_in');
      throw error;
    });
  deps.log.info({ userId: user.id, lpkId: invitation.lpk_id, invitationId: invitation.id }, 'staff invitation accepted (new account)');
  return { token: await startSession(deps, user, client), user, lpkName: invitation.lpk_name };
}

/** The signed-in account joins the LPK's staff: its address must be the invited one (403), and it must be a plain account (409). */
export async function acceptIntoAccount(deps: InvitationDeps, account: UserRow, token: string): Promise<{ user: UserRow; lpkName: string }> {
  const { link, invitation } = await usableInvitation(deps.db, deps.mail, token);
  if (account.email !== invitation.email) throw new HttpError(403, 'institution.invitation_other_account');
  if (account.role !== 'caregiver') throw new HttpError(409, 'institution.staff_elsewhere');
  const at = new Date(deps.mail.now()).toISOString();
  const user = await deps.db.transaction().execute(async (trx) => {
    await take(trx, deps.mail, link, invitation.id, account.id);
    return trx
      .updateTable('users')
      .set((eb) => ({
        role: 'lpk_staff' as const,
        lpk_id: invitation.lpk_id,
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(at)),
        updated_at: at,
      }))
      .where('id', '=', account.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  deps.log.info({ userId: user.id, lpkId: invitation.lpk_id, invitationId: invitation.id }, 'staff invitation accepted (existing account)');
  return { user, lpkName: invitation.lpk_name };
}

import { randomBytes } from 'node:crypto';
import { emailField } from 'contracts';
import type { Db } from '../../db/database';
import { hashPassword } from '../auth/passwords';
import { insertUser, userByEmail } from '../auth/queries';
import { createLink, linkToken } from '../mail/links';
import { enqueueMail } from '../mail/outbox';
import { uniqueReferralCode } from '../users/referral';

/**
 * The first operator of a deployment (and any later one): `npm run operator:create -- <email>`
 * (cli.ts). The account is made with no usable password (a random one nobody knows, as an
 * account made through Google: users.has_password 0) and a one-use `password_reset` link, valid
 * 24 hours, is mailed to it through the outbox (a node's mail worker sends it); the link opens
 * /reset-password, which sets the password once (auth/password-reset.ts). No password ever
 * passes through a terminal or a shell history.
 */

/** How long the mailed link can set the password (then "Forgot password?" mails a new one). */
export const SETUP_LINK_TTL_MS = 24 * 60 * 60_000;

/** What the command cannot do, said to the person who typed it (exit code 1). */
export class OperatorCreateError extends Error {
  override readonly name = 'OperatorCreateError';
}

export interface CreateOperatorDeps {
  db: Db;
  /** APP_URL: the link points at its /reset-password. */
  appUrl: string;
  /** APP_KEY, the nodes' own: the link's token is signed with it (mail/links.ts). */
  appKey: string;
  now?: () => number;
}

export interface CreatedOperator {
  userId: number;
  email: string;
  /** The link that sets the password (also in the mail). */
  link: string;
  expiresAt: string;
  /** The outbox row of the mail. */
  mailId: number;
}

/** The address of a one-use link, as the mail renders it (mail/render.ts). */
function linkAddress(appUrl: string, path: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}?${new URLSearchParams({ token }).toString()}`;
}

/**
 * Creates an operator account for `email` and mails it the link that sets its password; refuses
 * (OperatorCreateError) an address that is not one, or that already has an account.
 */
export async function createOperator(deps: CreateOperatorDeps, input: { email: string; name?: string; locale?: 'id' | 'en' }): Promise<CreatedOperator> {
  const parsed = emailField.safeParse(input.email);
  if (!parsed.success) throw new OperatorCreateError(`"${input.email}" is not an email address.`);
  const email = parsed.data;
  const name = input.name?.trim() || 'Operator';
  const locale = input.locale ?? 'id';
  const now = (deps.now ?? Date.now)();
  const exists = (existing: { role: string }) =>
    new OperatorCreateError(
      `An account with ${email} already exists (role: ${existing.role}); nothing was changed. ` +
        'If it is the operator and its link expired, "Forgot password?" on the login page mails a new one.',
    );
  const existing = await userByEmail(deps.db, email);
  if (existing) throw exists(existing);
  // A password nobody knows: only the mailed link can set one.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const referralCode = await uniqueReferralCode(deps.db);
  const at = new Date(now).toISOString();
  const created = await deps.db
    .transaction()
    .execute(async (trx) => {
      const user = await insertUser(trx, {
        full_name: name,
        email,
        phone: '',
        password_hash: passwordHash,
        has_password: 0,
        role: 'operator',
        lpk_id: null,
        avatar: null,
        referral_code: referralCode,
        referred_by: null,
        locale,
        created_at: at,
        updated_at: at,
        email_verified_at: null,
      });
      const ref = await createLink(trx, deps.appKey, { purpose: 'password_reset', userId: user.id, email, ttlMs: SETUP_LINK_TTL_MS, now });
      const mail = await enqueueMail(trx, { template: 'account_setup', to: email, locale, userId: user.id, data: { name, link: ref } }, { now });
      return { user, ref, mailId: mail!.id };
    })
    .catch(async (error: unknown) => {
      // Made meanwhile by someone else (the unique index on users.email).
      const raced = await userByEmail(deps.db, email);
      if (raced) throw exists(raced);
      throw error;
    });
  return {
    userId: created.user.id,
    email,
    link: linkAddress(deps.appUrl, '/reset-password', linkToken(deps.appKey, created.ref)),
    expiresAt: new Date(now + SETUP_LINK_TTL_MS).toISOString(),
    mailId: created.mailId,
  };
}

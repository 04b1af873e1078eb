import type { Db } from '../../db/database';
import type { NewUser, UserRow } from '../../db/schema';
import { nowIso } from '../../lib/time';

/** The users table as the sign-in use cases read and write it (sessions: tokens.ts; Google: oidc/queries.ts). */

export function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function userById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

/** The id of the user whose referral code this is, if any. */
export async function userIdByReferralCode(db: Db, code: string): Promise<number | undefined> {
  return (await db.selectFrom('users').select('id').where('referral_code', '=', code).executeTakeFirst())?.id;
}

/** Inserts a user; a unique index (email) refusing it rejects the promise. */
export function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A new password hash; the account now has a password its owner chose. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, has_password: 1, updated_at: nowIso() }).where('id', '=', userId).execute();
}

/**
 * The account's address is proved (a link mailed to it, or Google saying so): verified now,
 * unless it already was or the account has another address by now. Returns the row when it changed.
 */
export function markEmailVerified(db: Db, userId: number, email: string, at: string): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ email_verified_at: at })
    .where('id', '=', userId)
    .where('email', '=', email)
    .where('email_verified_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

import type { Db } from '../../db/database';

/** Who a notification mail goes to: an account's address, name and language. */
export interface Recipient {
  id: number;
  email: string;
  full_name: string;
  locale: string;
}

const FIELDS = ['id', 'email', 'full_name', 'locale'] as const;

export function recipientById(db: Db, userId: number): Promise<Recipient | undefined> {
  return db.selectFrom('users').select(FIELDS).where('id', '=', userId).executeTakeFirst();
}

/** The staff accounts of an LPK (every account of the LPK that is not a caregiver's). */
export function staffOf(db: Db, lpkId: number): Promise<Recipient[]> {
  return db.selectFrom('users').select(FIELDS).where('lpk_id', '=', lpkId).where('role', '!=', 'caregiver').orderBy('id').execute();
}

export async function lpkName(db: Db, lpkId: number): Promise<string> {
  return (await db.selectFrom('institutes').select('name').where('id', '=', lpkId).executeTakeFirst())?.name ?? '';
}

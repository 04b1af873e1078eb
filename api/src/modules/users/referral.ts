import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database';

/** Unambiguous characters (no 0/O, 1/I/L) so a code read aloud or typed from a screen works. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 8;

export function randomReferralCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A referral code no user has yet. */
export async function uniqueReferralCode(db: Db): Promise<string> {
  for (;;) {
    const code = randomReferralCode();
    const taken = await db.selectFrom('users').select('id').where('referral_code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

import { hashPassword } from '../../modules/auth/passwords';
import { uniqueReferralCode } from '../../modules/users/referral';
import { nowIso } from '../../lib/time';
import type { Db } from '../database';

/**
 * The demo accounts README lists. Staff 1 works at institute 1, staff 2 at institute 2; admin 1
 * runs institute 1 (its listing, vacancies and staff); the operator is the platform team.
 */
export const DEMO_ACCOUNTS = [
  { email: 'caregiver@demo.test', password: 'Caregiver#2026', full_name: 'Siti Nurhaliza', phone: '+6281234567890', role: 'caregiver', lpk_id: null },
  { email: 'staff1@demo.test', password: 'Staff#2026', full_name: 'Budi Santoso', phone: '+6281298765432', role: 'lpk_staff', lpk_id: 1 },
  { email: 'staff2@demo.test', password: 'Staff#2026', full_name: 'Dewi Lestari', phone: '+6285712345678', role: 'lpk_staff', lpk_id: 2 },
  { email: 'admin1@demo.test', password: 'Admin#2026', full_name: 'Rina Kusuma', phone: '+6281311122233', role: 'lpk_admin', lpk_id: 1 },
  { email: 'operator@demo.test', password: 'Operator#2026', full_name: 'Operator Kaigo', phone: '+6281399988877', role: 'operator', lpk_id: null },
] as const;

export async function seedAccounts(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const now = nowIso();
    await db
      .insertInto('users')
      .values({
        full_name: account.full_name,
        email: account.email,
        phone: account.phone,
        password_hash: await hashPassword(account.password),
        role: account.role,
        lpk_id: account.lpk_id,
        avatar: null,
        referral_code: await uniqueReferralCode(db),
        referred_by: null,
        locale: 'id',
        created_at: now,
        updated_at: now,
        // Demo accounts at a reserved domain (.test): their addresses count as verified.
        email_verified_at: now,
      })
      .execute();
  }
}

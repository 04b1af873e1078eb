import type { User } from 'contracts';
import type { UserRow } from '../../db/schema';

export function presentUser(user: UserRow): User {
  return {
    id: user.id,
    full_name: user.full_name,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    role: user.role,
    lpk_id: user.lpk_id,
    referral_code: user.referral_code,
    locale: user.locale,
    created_at: user.created_at,
    has_password: Number(user.has_password) !== 0,
    email_verified_at: user.email_verified_at ?? null,
  };
}

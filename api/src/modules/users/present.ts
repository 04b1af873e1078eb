import type { UserRow } from '../../db/schema';

/** The user object every client sees (docs/architecture.md section 2). Never includes the password hash. */
export interface UserJson {
  id: number;
  full_name: string;
  email: string;
  phone: string;
  avatar: string | null;
  role: 'caregiver' | 'lpk_staff';
  lpk_id: number | null;
  referral_code: string;
  locale: string;
  created_at: string;
  /** False for an account created through Google that has no password of its own yet. */
  has_password: boolean;
}

export function presentUser(user: UserRow): UserJson {
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
  };
}

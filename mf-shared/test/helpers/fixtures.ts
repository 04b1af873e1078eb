import type { User } from '../../src';

/** A caregiver as the API presents one (docs/architecture.md section 2). */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    full_name: 'Siti Rahayu',
    email: 'siti@example.test',
    phone: '+628123456789',
    avatar: null,
    role: 'caregiver',
    lpk_id: null,
    referral_code: 'SITI7',
    ...overrides,
  };
}

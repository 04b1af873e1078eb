/**
 * Answers' objects as the contracts have them (contracts/src/http), for mf-public's screen tests:
 * a user with every field the API sends (mf-shared's makeUser leaves out locale, created_at,
 * has_password and email_verified_at), an LPK application.
 */
import type { User } from 'contracts';
import { makeUser } from 'mf-shared/test/helpers/fixtures';

/** A user as the API answers one (contracts' `user`). */
export function apiUser(overrides: Partial<User> = {}): User {
  return { locale: 'id', created_at: '2026-11-01T08:00:00.000Z', has_password: true, email_verified_at: null, ...makeUser(overrides), ...overrides };
}

/** An LPK application as POST /lpk-applications answers it (contracts' `lpkApplication`). */
export function apiLpkApplication(id: number) {
  return {
    id,
    kind: 'new' as const,
    status: 'pending' as const,
    name: 'LPK Sakura Harapan Bogor',
    licence_number: 'KEP.7301/32.73/LP.01.01/IV/2021',
    province: 'Jawa Barat',
    city: 'Bogor',
    institute_id: null,
    decision_reason: null,
    decided_at: null,
    created_at: '2026-11-27T10:00:00.000Z',
  };
}

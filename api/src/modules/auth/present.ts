import type { AuthSession } from 'contracts';
import type { UserRow } from '../../db/schema';
import { presentUser } from '../users/present';

/** What login and registration answer: the bearer token and the user. */
export function presentAuthSession(token: string, user: UserRow): AuthSession {
  return { token, user: presentUser(user) };
}

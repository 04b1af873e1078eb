import type { LpkApplication, User } from 'contracts';
import { postData } from 'mf-shared';

export interface LpkApplied {
  token: string;
  user: User;
  application: LpkApplication;
}

/**
 * POST /api/lpk/lpk-applications (multipart: the form's fields and the licence document): answers
 * the new pending LPK admin's session. It is not stored here: the screen signs a visitor in with
 * it, and offers it to someone already signed in (their own session stays until they choose).
 */
export async function submitLpkApplication(form: FormData): Promise<LpkApplied> {
  // Not JSON: the browser writes the multipart boundary itself.
  return postData<LpkApplied>('/api/lpk/lpk-applications', form, { headers: { 'Content-Type': 'multipart/form-data' } });
}

/**
 * POST /api/lpk/lpk-applications/again (multipart, signed in): a pending LPK admin whose
 * application was rejected applies again from the same account (no e-mail or password sent).
 */
export async function resubmitLpkApplication(form: FormData): Promise<{ application: LpkApplication }> {
  return postData<{ application: LpkApplication }>('/api/lpk/lpk-applications/again', form, { headers: { 'Content-Type': 'multipart/form-data' } });
}

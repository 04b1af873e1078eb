import type { LpkApplication, User } from 'contracts';
import { postData, setSession } from 'mf-shared';

export interface LpkApplied {
  token: string;
  user: User;
  application: LpkApplication;
}

/**
 * POST /api/lpk/lpk-applications (multipart: the form's fields and the licence document): on
 * success the applicant is signed in as a pending LPK admin.
 */
export async function submitLpkApplication(form: FormData): Promise<LpkApplied> {
  // Not JSON: the browser writes the multipart boundary itself.
  const data = await postData<LpkApplied>('/api/lpk/lpk-applications', form, { headers: { 'Content-Type': 'multipart/form-data' } });
  setSession(data.token, data.user);
  return data;
}

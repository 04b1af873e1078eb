import type { LpkApplication } from 'contracts';
import { getData } from 'mf-shared';

/** Query key of the signed-in applicant's LPK application. */
export const MY_LPK_APPLICATION_KEY = ['lpk-application', 'mine'] as const;

/** GET /api/lpk/lpk-applications/mine: the latest application, or null. */
export async function getMyLpkApplication(signal?: AbortSignal): Promise<LpkApplication | null> {
  const data = await getData<{ application: LpkApplication | null }>('/api/lpk/lpk-applications/mine', {}, { signal });
  return data.application;
}

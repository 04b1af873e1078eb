import type { LpkApplication } from 'contracts';
import { type QueryDefinition, getData } from 'mf-shared';

/** Query key of the signed-in applicant's LPK application. */
export const MY_LPK_APPLICATION_KEY = ['lpk-application', 'mine'] as const;

/** GET /api/lpk/lpk-applications/mine: the latest application, or null. */
export async function getMyLpkApplication(signal?: AbortSignal): Promise<LpkApplication | null> {
  const data = await getData<{ application: LpkApplication | null }>('/api/lpk/lpk-applications/mine', {}, { signal });
  return data.application;
}

/** The signed-in user's own LPK application (null when there is none). */
export const myLpkApplicationQuery: QueryDefinition<LpkApplication | null> = { key: MY_LPK_APPLICATION_KEY, fetch: getMyLpkApplication };

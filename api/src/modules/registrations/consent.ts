import type { ConsentScope } from 'contracts';
import { SECTION_KEYS } from '../profile';

/**
 * What a caregiver agrees to share when registering with an LPK. The scope is stored with the
 * registration (`consent_scope`, JSON) and is what LPK staff are shown: account fields and
 * profile sections outside it are never sent to the LPK.
 */

/** Version of the consent text the client showed; bump when the wording or the scope changes. */
export const CONSENT_TEXT_VERSION = '2026-01';

/** Account fields shared with the LPK. */
export const SHARED_ACCOUNT_FIELDS = ['full_name', 'email', 'phone', 'avatar'] as const;

/** Profile sections shared with the LPK: every section of the profile module. */
export const SHARED_PROFILE_SECTIONS: readonly string[] = SECTION_KEYS;

/** The stored scope (contracts/src/http/registrations.ts); `lpk_id`: the LPK the data is shared with (consent is per LPK). */
export type { ConsentScope };

export function consentScopeFor(lpkId: number, profileSections: readonly string[] = SHARED_PROFILE_SECTIONS): ConsentScope {
  return {
    version: CONSENT_TEXT_VERSION,
    account_fields: [...SHARED_ACCOUNT_FIELDS],
    profile_sections: [...profileSections],
    lpk_id: lpkId,
  };
}

/** Reads a stored scope; anything unreadable shares nothing. */
export function parseConsentScope(text: string): ConsentScope {
  try {
    const value = JSON.parse(text) as Partial<ConsentScope> | null;
    const strings = (list: unknown) => (Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
    return {
      version: typeof value?.version === 'string' ? value.version : 'unknown',
      account_fields: strings(value?.account_fields),
      profile_sections: strings(value?.profile_sections),
      lpk_id: typeof value?.lpk_id === 'number' ? value.lpk_id : 0,
    };
  } catch {
    return { version: 'unknown', account_fields: [], profile_sections: [], lpk_id: 0 };
  }
}

import type { profileLabels } from 'contracts';
import { useTranslation } from 'react-i18next';
import './i18n';

/** A section of the profile whose fields the contracts name (labels.profile.fields.<section>). */
export type ProfileFieldSection = keyof (typeof profileLabels)['id']['labels']['profile']['fields'];

/**
 * The names of a section's fields, as the contracts give them (contracts/src/i18n/profile.ts): the
 * words the staff console's applicant page shows, so the applicant's form and the LPK's view read
 * alike. A screen's own wording of a field (a question put to the applicant) stays in its .i18n.ts.
 */
export function useFieldLabel(section: ProfileFieldSection): (key: string) => string {
  const { t } = useTranslation('account');
  return (key) => t(`labels.profile.fields.${section}.${key}`);
}

/**
 * Shapes the account area's screens build from the contracts answer types (contracts/src/http).
 */
import type { InstituteCard, InstituteDetail } from 'contracts';
import type { Paged } from 'mf-shared';

export type { Paged };

/** An LPK as the registration picker lists it (GET /institutes?view=card items: contracts' InstituteCard). */
export type InstituteOption = Pick<InstituteCard, 'id' | 'name' | 'city' | 'province'>;

/** The LPK the registration form is for: a picker's result, then its detail (GET /institutes/{id}) with the vacancies to choose from. */
type Vacancy = InstituteDetail['jobs'][number];
export type ChosenInstitute = InstituteOption & { jobs?: (Pick<Vacancy, 'id' | 'title'> & Partial<Pick<Vacancy, 'prefecture'>>)[] };

/** Percentages per profile section (ktp, education, family, additional_info, quiz, essay) and overall. */
export type { Completeness } from 'contracts';

/**
 * Vocabularies of an institute's page (the `institutes` row and its `details` JSON). Each code
 * is labelled under `labels.catalogue.<vocabulary>.<code>` (contracts/src/i18n/catalogue.ts).
 */

/** Sending-organisation status with the ministry (TITP needs a registered sending organisation). `sending_org`. */
export const SENDING_ORG_STATUSES = ['registered', 'in_process', 'not_registered'] as const;
export type SendingOrgStatus = (typeof SENDING_ORG_STATUSES)[number];

/** Accreditation grade of the training institute (A best); `none` = not yet accredited. `accreditation`. */
export const ACCREDITATIONS = ['A', 'B', 'C', 'none'] as const;
export type Accreditation = (typeof ACCREDITATIONS)[number];

/** Items of the registration-fee breakdown. `fee_item`. */
/**
 * `other` (since 1.9.0) is a cost none of the others names, which the LPK names itself (`label`);
 * a name of a charge the rules forbid (a deposit, "thank-you money", a penalty) is refused
 * (rules/listing.ts `forbiddenFeeItems`, reference/trust-rules.ts).
 */
export const FEE_ITEMS = ['registration', 'training', 'materials', 'medical_check', 'uniform', 'dormitory', 'exam', 'other'] as const;
export type FeeItem = (typeof FEE_ITEMS)[number];

/** Exams an institute reports pass rates for. `exam`. */
export const EXAMS = ['jlpt_n4', 'jft_basic', 'kaigo_skills', 'kaigo_japanese', 'kaigo_fukushishi_exam'] as const;
export type Exam = (typeof EXAMS)[number];

/** Campus facilities. `campus`. */
export const CAMPUS_FACILITIES = ['care_lab', 'language_lab', 'computer_lab', 'library', 'prayer_room', 'sports_field', 'canteen'] as const;
export type CampusFacility = (typeof CAMPUS_FACILITIES)[number];

/** Office opening days. `office_days`. */
export const OFFICE_DAYS = ['mon_fri', 'mon_sat'] as const;
export type OfficeDays = (typeof OFFICE_DAYS)[number];

/** The three licences a detail page lists. `licence`. */
export const LICENCE_KINDS = ['lpk_permit', 'sending_organisation', 'accreditation'] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

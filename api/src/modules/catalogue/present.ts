import {
  feeLevel,
  REVIEW_RATING_THRESHOLD,
  type Accreditation,
  type ComparedInstitute,
  type Experience,
  type FacilityType,
  type Facts,
  type InstituteDetail,
  type InstituteCard,
  type InstituteSummary,
  type JlptLevel,
  type JobDetail,
  type JobSummary,
  type Pathway,
  type Program,
  type SendingOrgStatus,
} from 'contracts';
import type { InstituteRow, JobRow } from '../../db/schema';
import { STORAGE_PREFIX } from '../uploads/storage';
import type { Language, Translate } from '../../i18n';
import { AVERAGE_MONTHLY_PAY, DEDUCTIONS, EXCHANGE_RATE_RANGE, MINIMUM_WAGE, PATHWAY_FACTS, estimateTakeHome, type ExchangeRate } from './facts';
import type { InstituteListRow } from './search';
import type { CatalogueStats } from './stats';
import type { InstituteDetailsJson, JobDetailsJson } from './types';

/**
 * Rows -> the answers of contracts/src/http/catalogue.ts. The vocabulary columns hold only the
 * codes of contracts/src/reference (our own code writes them); labels are
 * `labels.catalogue.*` (contracts/src/i18n/catalogue.ts), in the request language.
 */

/**
 * Labels are fixed strings per language: look each one up once (i18next costs tens of
 * microseconds a call, and a page of 20 institutes needs 40 labels).
 */
const labelMemo = new Map<string, string>();
export function label(t: Translate, lang: Language, key: string): string {
  const memoKey = `${lang}|${key}`;
  let value = labelMemo.get(memoKey);
  if (value === undefined) {
    value = t(key);
    labelMemo.set(memoKey, value);
  }
  return value;
}

/** JSON columns are written by our own code, but a hand-edited row must not break a page. */
function parseJson<T>(text: string, fallback: T): T {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === typeof fallback ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

/** An institute as every list shows it (docs/architecture.md section 2 field names); the service adds its fee check (fee-stats.ts). */
export function presentInstitute(row: InstituteListRow | InstituteRow, t: Translate, lang: Language): Omit<InstituteSummary, 'fee_check'> {
  const sendingOrg = row.sending_org_status as SendingOrgStatus;
  const accreditation = row.accreditation as Accreditation;
  return {
    id: row.id,
    name: row.name,
    province: row.province,
    city: row.city,
    address: row.address,
    programs: parseJson<Program[]>(row.programs, []),
    registration_fee: row.registration_fee,
    fee_level: feeLevel(row.registration_fee),
    has_dormitory: row.has_dormitory === 1,
    training_months: row.training_months,
    licence: {
      number: row.licence_number,
      sending_org_status: sendingOrg,
      sending_org_status_label: label(t, lang, `labels.catalogue.sending_org.${sendingOrg}`),
      accreditation,
      accreditation_label: label(t, lang, `labels.catalogue.accreditation.${accreditation}`),
    },
    pass_rate: row.pass_rate,
    rating: row.rating,
    // From 3 visible reviews on, `rating` holds their average (modules/reviews/queries.ts, refreshLpkRating).
    rating_source: row.review_count >= REVIEW_RATING_THRESHOLD ? 'reviews' : 'self_declared',
    verified_review_count: row.review_count,
    description: lang === 'en' ? row.description_en : row.description_id,
    // Only a listed institute is ever shown as verified (a suspended one is not shown at all).
    licence_verified_at: row.licence_verified_at ?? null,
  };
}

/** An institute as a search result card shows it (`view=card`): the summary without address, licence and description. */
export function presentInstituteCard(row: InstituteListRow | InstituteRow, t: Translate, lang: Language): Omit<InstituteCard, 'fee_check'> {
  const { address: _address, licence: _licence, description: _description, ...card } = presentInstitute(row, t, lang);
  return card;
}

/** The parts of `details` a detail page and a comparison show, with labels in the request language. */
function presentDetails(row: InstituteRow, t: Translate): Omit<ComparedInstitute, keyof InstituteSummary | 'jobs_count'> {
  const d = parseJson<Partial<InstituteDetailsJson>>(row.details, {});
  const level = feeLevel(row.registration_fee);
  const licences = d.licences;
  const sendingOrg = row.sending_org_status as SendingOrgStatus;
  const accreditation = row.accreditation as Accreditation;
  return {
    programs_detail: parseJson<Program[]>(row.programs, []).map((code) => ({ code, name: t(`labels.catalogue.program.${code}`) })),
    fees: {
      currency: 'IDR',
      total: row.registration_fee,
      level,
      level_label: t(`labels.catalogue.fee_level.${level}`),
      // An `other` item is named by the LPK itself.
      items: (d.fees?.items ?? []).map((item) => ({
        key: item.key,
        label: item.key === 'other' && item.label ? item.label : t(`labels.catalogue.fee_item.${item.key}`),
        amount: item.amount,
      })),
      instalments: d.fees?.instalments ?? false,
    },
    pass_rates: {
      overall: row.pass_rate,
      year: d.pass_rates?.year ?? null,
      exams: (d.pass_rates?.exams ?? []).map((e) => ({ key: e.key, label: t(`labels.catalogue.exam.${e.key}`), rate: e.rate, candidates: e.candidates })),
    },
    licences: [
      {
        kind: 'lpk_permit',
        label: t('labels.catalogue.licence.lpk_permit'),
        number: row.licence_number,
        issuer: licences?.lpk_permit.issuer ?? null,
        issued_on: licences?.lpk_permit.issued_on ?? null,
      },
      {
        kind: 'sending_organisation',
        label: t('labels.catalogue.licence.sending_organisation'),
        status: sendingOrg,
        status_label: t(`labels.catalogue.sending_org.${sendingOrg}`),
        number: licences?.sending_org.number ?? null,
        since: licences?.sending_org.since ?? null,
      },
      {
        kind: 'accreditation',
        label: t('labels.catalogue.licence.accreditation'),
        grade: accreditation,
        grade_label: t(`labels.catalogue.accreditation.${accreditation}`),
        body: licences?.accreditation.body ?? null,
        year: licences?.accreditation.year ?? null,
      },
    ],
    contact: d.contact
      ? {
          address: row.address,
          phone: d.contact.phone,
          whatsapp: d.contact.whatsapp,
          email: d.contact.email,
          website: d.contact.website,
          office_hours: { ...d.contact.office_hours, days_label: t(`labels.catalogue.office_days.${d.contact.office_hours.days}`) },
        }
      : { address: row.address },
    dormitory: d.dormitory ?? null,
    founded_year: d.founded_year ?? null,
    capacity_per_year: d.capacity_per_year ?? null,
    instructors: d.instructors ?? null,
    alumni_in_japan: d.alumni_in_japan ?? null,
    review_count: d.review_count ?? null,
    facilities: (d.facilities ?? []).map((key) => ({ key, label: t(`labels.catalogue.campus.${key}`) })),
    partner_prefectures: d.partner_prefectures ?? [],
    fictional: d.fictional ?? false,
  };
}

/** Detail page: the list fields plus programs, fee breakdown, pass rates, licences, contact and vacancies. */
export function presentInstituteDetail(row: InstituteRow, jobs: JobSummary[], t: Translate, lang: Language, photos: InstitutePhoto[] = []): InstituteDetail {
  return { ...presentInstitute(row, t, lang), ...presentDetails(row, t), jobs_count: jobs.length, jobs, photos: photos.map(presentPhoto) };
}

/** A listing photo as stored (institute_photos). */
export interface InstitutePhoto {
  file: string;
  width: number;
  height: number;
}

/** A listing photo as pages show it: served from the public upload folder `institutes`. */
export function presentPhoto(photo: InstitutePhoto): { url: string; width: number; height: number } {
  return { url: `${STORAGE_PREFIX}/institutes/${photo.file}`, width: photo.width, height: photo.height };
}

/** One column of a side-by-side comparison. */
export function presentComparison(row: InstituteRow, jobsCount: number, t: Translate, lang: Language): ComparedInstitute {
  return { ...presentInstitute(row, t, lang), ...presentDetails(row, t), jobs_count: jobsCount };
}

export type JobListRow = Pick<
  JobRow,
  | 'id'
  | 'lpk_id'
  | 'title_id'
  | 'title_en'
  | 'facility_type'
  | 'prefecture'
  | 'city'
  | 'monthly_salary_jpy'
  | 'experience'
  | 'pathway'
  | 'jlpt_required'
  | 'deadline'
  | 'openings'
  | 'closed_at'
> & { lpk_name: string };

/** A vacancy as lists show it. `is_open` is false once the deadline (a calendar date) has passed or its LPK closed it. */
export function presentJob(row: JobListRow, t: Translate, lang: Language, today: string): JobSummary {
  const facilityType = row.facility_type as FacilityType;
  return {
    id: row.id,
    lpk_id: row.lpk_id,
    lpk_name: row.lpk_name,
    title: lang === 'en' ? row.title_en : row.title_id,
    facility_type: facilityType,
    facility_type_label: label(t, lang, `labels.catalogue.facility_type.${facilityType}`),
    prefecture: row.prefecture,
    city: row.city,
    monthly_salary_jpy: row.monthly_salary_jpy,
    experience: row.experience satisfies Experience,
    pathway: row.pathway satisfies Pathway,
    jlpt_required: row.jlpt_required as JlptLevel,
    deadline: row.deadline,
    openings: row.openings,
    is_open: row.deadline >= today && row.closed_at === null,
  };
}

/** Job detail: description, requirements and benefits in the request language, wage basis and a take-home estimate. */
export function presentJobDetail(
  row: JobRow & { lpk_name: string; lpk_province: string; lpk_city: string },
  t: Translate,
  lang: Language,
  today: string,
  rate: ExchangeRate,
): JobDetail {
  const d = parseJson<Partial<JobDetailsJson>>(row.details, {});
  return {
    ...presentJob(row, t, lang, today),
    description: d.description?.[lang] ?? '',
    requirements: d.requirements?.[lang] ?? [],
    benefits: d.benefits?.[lang] ?? [],
    working_hours: d.working_hours ?? null,
    wage_basis: d.wage_basis
      ? {
          ...d.wage_basis,
          // The stored figures cite the MHLW by its English name.
          figures: d.wage_basis.figures.map((figure) => ({ ...figure, source_lang: figure.source_lang ?? 'en' })),
          note: t('catalogue.facts.wage_estimate'),
        }
      : null,
    salary_estimate: {
      ...estimateTakeHome(row.monthly_salary_jpy, rate, 1),
      exchange_rate: rate,
      note: t('catalogue.facts.take_home'),
    },
    institute: { id: row.lpk_id, name: row.lpk_name, province: row.lpk_province, city: row.lpk_city },
    fictional: d.fictional ?? false,
  };
}

/** The salary-simulation inputs of docs/architecture.md section 6, each with its source and date, labelled in the request language. */
export function presentFacts(t: Translate, lang: Language, rate: ExchangeRate, catalogue: CatalogueStats): Facts {
  const claimGross = AVERAGE_MONTHLY_PAY.titp;
  const claim = estimateTakeHome(claimGross, rate, 1);
  return {
    minimum_wage: MINIMUM_WAGE,
    average_monthly_pay: { unit: 'JPY/month', ...AVERAGE_MONTHLY_PAY },
    deductions: {
      ...DEDUCTIONS,
      items: DEDUCTIONS.items.map((d) => ({ ...d, label: t(`labels.catalogue.deduction.${d.key}`) })),
      source: t('catalogue.facts.source_deductions'),
      source_lang: lang,
      note: t('catalogue.facts.take_home'),
    },
    exchange_rate: {
      jpy_idr: rate.jpy_idr,
      date: rate.date,
      source: t('catalogue.facts.source_rate_config'),
      typical_range: { ...EXCHANGE_RATE_RANGE, source: t('catalogue.facts.source_rate_range'), source_lang: lang },
      note: t('catalogue.facts.exchange_rate', { rate: rate.jpy_idr, date: rate.date }),
    },
    pathways: {
      titp: { ...PATHWAY_FACTS.titp, name: t('labels.catalogue.pathway.titp'), summary: t('catalogue.facts.titp') },
      ssw_kaigo: { ...PATHWAY_FACTS.ssw_kaigo, name: t('labels.catalogue.pathway.ssw_kaigo'), summary: t('catalogue.facts.ssw_kaigo') },
      kaigo_fukushishi: {
        ...PATHWAY_FACTS.kaigo_fukushishi,
        name: t('labels.catalogue.pathway.kaigo_fukushishi'),
        summary: t('catalogue.facts.kaigo_fukushishi'),
      },
    },
    salary_claim: {
      basis: 'gross',
      gross_monthly_jpy: claimGross,
      gross_monthly_idr: claim.gross_idr,
      take_home_idr: claim.take_home_idr,
      source: AVERAGE_MONTHLY_PAY.source,
      source_lang: AVERAGE_MONTHLY_PAY.source_lang,
      date: AVERAGE_MONTHLY_PAY.date,
      note: t('catalogue.facts.salary_claim'),
    },
    simulation_example: {
      year_1: estimateTakeHome(DEDUCTIONS.reference_gross_jpy, rate, 1),
      year_2: estimateTakeHome(DEDUCTIONS.reference_gross_jpy, rate, 2),
    },
    catalogue,
  };
}

import type { InstituteRow, JobRow } from '../../db/schema';
import type { Language, Translate } from '../../i18n';
import type { Program } from './constants';
import { estimateTakeHome, type ExchangeRate } from './facts';
import { feeLevel } from './fee-level';
import type { InstituteListRow } from './search';
import type { InstituteDetails, JobDetails } from './types';

/**
 * Labels are fixed strings per language: look each one up once (i18next costs tens of
 * microseconds a call, and a page of 20 institutes needs 40 labels).
 */
const labelMemo = new Map<string, string>();
function label(t: Translate, lang: Language, key: string): string {
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

/** An institute as every list shows it (docs/architecture.md section 2 field names). */
export function presentInstitute(row: InstituteListRow | InstituteRow, t: Translate, lang: Language) {
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
      sending_org_status: row.sending_org_status,
      sending_org_status_label: label(t, lang, `catalogue.sending_org.${row.sending_org_status}`),
      accreditation: row.accreditation,
      accreditation_label: label(t, lang, `catalogue.accreditation.${row.accreditation}`),
    },
    pass_rate: row.pass_rate,
    rating: row.rating,
    description: lang === 'en' ? row.description_en : row.description_id,
  };
}

/** The parts of `details` a detail page and a comparison show, with labels in the request language. */
function presentDetails(row: InstituteRow, t: Translate) {
  const d = parseJson<Partial<InstituteDetails>>(row.details, {});
  const level = feeLevel(row.registration_fee);
  const licences = d.licences;
  return {
    programs_detail: parseJson<Program[]>(row.programs, []).map((code) => ({ code, name: t(`catalogue.program.${code}`) })),
    fees: {
      currency: 'IDR',
      total: row.registration_fee,
      level,
      level_label: t(`catalogue.fee_level.${level}`),
      items: (d.fees?.items ?? []).map((item) => ({ key: item.key, label: t(`catalogue.fee_item.${item.key}`), amount: item.amount })),
      instalments: d.fees?.instalments ?? false,
    },
    pass_rates: {
      overall: row.pass_rate,
      year: d.pass_rates?.year ?? null,
      exams: (d.pass_rates?.exams ?? []).map((e) => ({ key: e.key, label: t(`catalogue.exam.${e.key}`), rate: e.rate, candidates: e.candidates })),
    },
    licences: [
      {
        kind: 'lpk_permit',
        label: t('catalogue.licence.lpk_permit'),
        number: row.licence_number,
        issuer: licences?.lpk_permit.issuer ?? null,
        issued_on: licences?.lpk_permit.issued_on ?? null,
      },
      {
        kind: 'sending_organisation',
        label: t('catalogue.licence.sending_organisation'),
        status: row.sending_org_status,
        status_label: t(`catalogue.sending_org.${row.sending_org_status}`),
        number: licences?.sending_org.number ?? null,
        since: licences?.sending_org.since ?? null,
      },
      {
        kind: 'accreditation',
        label: t('catalogue.licence.accreditation'),
        grade: row.accreditation,
        grade_label: t(`catalogue.accreditation.${row.accreditation}`),
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
          office_hours: { ...d.contact.office_hours, days_label: t(`catalogue.office_days.${d.contact.office_hours.days}`) },
        }
      : { address: row.address },
    dormitory: d.dormitory ?? null,
    founded_year: d.founded_year ?? null,
    capacity_per_year: d.capacity_per_year ?? null,
    instructors: d.instructors ?? null,
    alumni_in_japan: d.alumni_in_japan ?? null,
    review_count: d.review_count ?? null,
    facilities: (d.facilities ?? []).map((key) => ({ key, label: t(`catalogue.campus.${key}`) })),
    partner_prefectures: d.partner_prefectures ?? [],
    fictional: d.fictional ?? false,
  };
}

/** Detail page: the list fields plus programs, fee breakdown, pass rates, licences, contact and vacancies. */
export function presentInstituteDetail(row: InstituteRow, jobs: ReturnType<typeof presentJob>[], t: Translate, lang: Language) {
  return { ...presentInstitute(row, t, lang), ...presentDetails(row, t), jobs_count: jobs.length, jobs };
}

/** One column of a side-by-side comparison. */
export function presentComparison(row: InstituteRow, jobsCount: number, t: Translate, lang: Language) {
  return { ...presentInstitute(row, t, lang), ...presentDetails(row, t), jobs_count: jobsCount };
}

export type JobListRow = Pick<
  JobRow,
  'id' | 'lpk_id' | 'title_id' | 'title_en' | 'facility_type' | 'prefecture' | 'city' | 'monthly_salary_jpy' | 'experience' | 'pathway' | 'jlpt_required' | 'deadline' | 'openings'
> & { lpk_name: string };

/** A vacancy as lists show it. `is_open` is false once the deadline (a calendar date) has passed. */
export function presentJob(row: JobListRow, t: Translate, lang: Language, today: string) {
  return {
    id: row.id,
    lpk_id: row.lpk_id,
    lpk_name: row.lpk_name,
    title: lang === 'en' ? row.title_en : row.title_id,
    facility_type: row.facility_type,
    facility_type_label: label(t, lang, `catalogue.facility_type.${row.facility_type}`),
    prefecture: row.prefecture,
    city: row.city,
    monthly_salary_jpy: row.monthly_salary_jpy,
    experience: row.experience,
    pathway: row.pathway,
    jlpt_required: row.jlpt_required,
    deadline: row.deadline,
    openings: row.openings,
    is_open: row.deadline >= today,
  };
}

/** Job detail: description, requirements and benefits in the request language, wage basis and a take-home estimate. */
export function presentJobDetail(
  row: JobRow & { lpk_name: string; lpk_province: string; lpk_city: string },
  t: Translate,
  lang: Language,
  today: string,
  rate: ExchangeRate,
) {
  const d = parseJson<Partial<JobDetails>>(row.details, {});
  return {
    ...presentJob(row, t, lang, today),
    description: d.description?.[lang] ?? '',
    requirements: d.requirements?.[lang] ?? [],
    benefits: d.benefits?.[lang] ?? [],
    working_hours: d.working_hours ?? null,
    wage_basis: d.wage_basis ? { ...d.wage_basis, note: t('catalogue.facts.wage_estimate') } : null,
    salary_estimate: {
      ...estimateTakeHome(row.monthly_salary_jpy, rate, 1),
      exchange_rate: rate,
      note: t('catalogue.facts.take_home'),
    },
    institute: { id: row.lpk_id, name: row.lpk_name, province: row.lpk_province, city: row.lpk_city },
    fictional: d.fictional ?? false,
  };
}

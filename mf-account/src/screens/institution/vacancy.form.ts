import {
  FACILITY_TYPES,
  vacancyBody,
  type Experience,
  type FacilityType,
  type JlptLevel,
  type Pathway,
  type Prefecture,
  type Vacancy,
  type VacancyInput,
} from 'contracts';
import { numeric } from 'mf-shared/forms';

/** POST /api/lpk/institution/vacancies and PUT …/{id}: the vacancy form (rules: contracts' vacancyBody). */

export const vacancySchema = vacancyBody;

/** The form's values, shaped as the body: numbers as typed, each list of lines as one text (a line each). */
export interface VacancyValues {
  title_id: string;
  title_en: string;
  facility_type: FacilityType;
  prefecture: Prefecture;
  city: string;
  monthly_salary_jpy: string;
  experience: Experience;
  pathway: Pathway;
  jlpt_required: JlptLevel;
  deadline: string;
  openings: string;
  description_id: string;
  description_en: string;
  requirements_id: string;
  requirements_en: string;
  benefits_id: string;
  benefits_en: string;
  working_hours: { per_week: string; night_shifts: boolean };
}

/** The lists written one item a line. */
export const LINE_LISTS = ['requirements_id', 'requirements_en', 'benefits_id', 'benefits_en'] as const;

/** A new vacancy's form. */
export const emptyVacancy = (): VacancyValues => ({
  title_id: '',
  title_en: '',
  facility_type: FACILITY_TYPES[0],
  prefecture: 'Tokyo',
  city: '',
  monthly_salary_jpy: '',
  experience: 'inexperienced',
  pathway: 'ssw',
  jlpt_required: 'N4',
  deadline: '',
  openings: '1',
  description_id: '',
  description_en: '',
  requirements_id: '',
  requirements_en: '',
  benefits_id: '',
  benefits_en: '',
  working_hours: { per_week: '40', night_shifts: false },
});

export function vacancyValues(v: Vacancy): VacancyValues {
  return {
    title_id: v.title_id,
    title_en: v.title_en,
    facility_type: v.facility_type,
    prefecture: v.prefecture,
    city: v.city,
    monthly_salary_jpy: String(v.monthly_salary_jpy),
    experience: v.experience,
    pathway: v.pathway,
    jlpt_required: v.jlpt_required,
    deadline: v.deadline,
    openings: String(v.openings),
    description_id: v.description_id,
    description_en: v.description_en,
    requirements_id: v.requirements_id.join('\n'),
    requirements_en: v.requirements_en.join('\n'),
    benefits_id: v.benefits_id.join('\n'),
    benefits_en: v.benefits_en.join('\n'),
    working_hours: { per_week: String(v.working_hours.per_week), night_shifts: v.working_hours.night_shifts },
  };
}

/** The non-blank lines of a text, trimmed. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Numbers as typed: the schema says what is wrong with anything else. */
export function vacancyPayload(v: VacancyValues): VacancyInput {
  return {
    title_id: v.title_id,
    title_en: v.title_en,
    facility_type: v.facility_type,
    prefecture: v.prefecture,
    city: v.city,
    monthly_salary_jpy: numeric(v.monthly_salary_jpy) as number,
    experience: v.experience,
    pathway: v.pathway,
    jlpt_required: v.jlpt_required,
    deadline: v.deadline,
    openings: numeric(v.openings) as number,
    description_id: v.description_id,
    description_en: v.description_en,
    requirements_id: lines(v.requirements_id),
    requirements_en: lines(v.requirements_en),
    benefits_id: lines(v.benefits_id),
    benefits_en: lines(v.benefits_en),
    working_hours: { per_week: numeric(v.working_hours.per_week) as number, night_shifts: v.working_hours.night_shifts },
  };
}

/** The field of a body path: a line of a list (`requirements_id.2`) is the list's text. */
export const vacancyFieldOf = (path: string): string => path.replace(/^((?:requirements|benefits)_(?:id|en))\..*$/, '$1');

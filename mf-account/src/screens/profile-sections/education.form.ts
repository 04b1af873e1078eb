import { z } from 'zod';
import { ALWAYS, boolOrNull, boolStr, currentYear, isRecord, makeRules, numberOrNull, records, rowList, str, text, textOrNull, type Translate } from './shared/rules';

/** Education section (api/src/modules/profile/sections/education.ts): form values, rules, payload. */

export const EDUCATION_LEVELS = ['sd', 'smp', 'sma', 'smk', 'd3', 's1', 's2', 'other'] as const;
export const HISTORY_MAX = 10;

export interface SchoolPayload {
  level: string;
  school_name: string;
  major: string | null;
  city: string | null;
  start_year: number;
  end_year: number;
  graduated: boolean;
}

export interface NursingPayload {
  nursing_education: boolean;
  institution: string | null;
  caregiver_training_hours: number | null;
  training_provider: string | null;
  notes: string | null;
}

/** What POST /api/lpk/profile/education takes. */
export interface EducationPayload {
  history: SchoolPayload[];
  nursing_background: NursingPayload | null;
}

export function educationSchema(t: Translate) {
  const r = makeRules(t);
  const school = z
    .object({
      level: r.choice(EDUCATION_LEVELS),
      school_name: r.placeName(120),
      major: r.optionalLine(100),
      city: r.optionalLine(80),
      start_year: r.year(1950),
      end_year: r.year(1950, 1),
      graduated: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (!/^\d{4}$/.test(v.start_year.trim()) || !/^\d{4}$/.test(v.end_year.trim())) return;
      const start = Number(v.start_year);
      const end = Number(v.end_year);
      if (end < start) ctx.addIssue({ code: 'custom', path: ['end_year'], message: t('education.errors.end_before_start') });
      else if (v.graduated && end > currentYear()) ctx.addIssue({ code: 'custom', path: ['graduated'], message: t('education.errors.graduated_future') });
    }, ALWAYS);
  const nursing = z
    .object({
      nursing_education: r.optionalBool(),
      institution: r.optionalLine(120),
      caregiver_training_hours: r.optionalInt(0, 5000),
      training_provider: r.optionalLine(120),
      notes: r.optionalLine(500),
    })
    .superRefine((v, ctx) => {
      // Details without the yes / no answer: the server needs the answer once the group is sent.
      const details = [v.institution, v.caregiver_training_hours, v.training_provider, v.notes].some((x) => x.trim() !== '');
      if (details && v.nursing_education === '') ctx.addIssue({ code: 'custom', path: ['nursing_education'], message: r.msg('required') });
    }, ALWAYS);
  return z.object({ history: rowList(r, school, 1, HISTORY_MAX), nursing_background: nursing });
}

export type EducationValues = z.input<ReturnType<typeof educationSchema>>;
export type SchoolValues = EducationValues['history'][number];

export const emptySchool = (): SchoolValues => ({ level: '', school_name: '', major: '', city: '', start_year: '', end_year: '', graduated: false });

export const emptyEducation = (): EducationValues => ({
  history: [emptySchool()],
  nursing_background: { nursing_education: '', institution: '', caregiver_training_hours: '', training_provider: '', notes: '' },
});

export function educationFromSaved(saved: Record<string, unknown>): EducationValues {
  const history = records(saved.history).map((s) => ({
    level: str(s.level),
    school_name: str(s.school_name),
    major: str(s.major),
    city: str(s.city),
    start_year: str(s.start_year),
    end_year: str(s.end_year),
    graduated: s.graduated === true,
  }));
  const n = isRecord(saved.nursing_background) ? saved.nursing_background : {};
  return {
    history: history.length > 0 ? history : [emptySchool()],
    nursing_background: {
      nursing_education: boolStr(n.nursing_education),
      institution: str(n.institution),
      caregiver_training_hours: str(n.caregiver_training_hours),
      training_provider: str(n.training_provider),
      notes: str(n.notes),
    },
  };
}

export function educationPayload(v: EducationValues): EducationPayload {
  const n = v.nursing_background;
  const nursingEducation = boolOrNull(n.nursing_education);
  return {
    history: v.history.map((s) => ({
      level: s.level,
      school_name: text(s.school_name),
      major: textOrNull(s.major),
      city: textOrNull(s.city),
      start_year: Number(s.start_year),
      end_year: Number(s.end_year),
      graduated: s.graduated,
    })),
    // Not answered at all: no nursing background is sent.
    nursing_background:
      nursingEducation === null
        ? null
        : {
            nursing_education: nursingEducation,
            institution: textOrNull(n.institution),
            caregiver_training_hours: numberOrNull(n.caregiver_training_hours),
            training_provider: textOrNull(n.training_provider),
            notes: textOrNull(n.notes),
          },
  };
}

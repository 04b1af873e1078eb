import { z } from 'zod';
import { COUNTRY_CODES } from './shared/countries';
import { ALWAYS, isIsoDate, makeRules, records, rowList, str, text, textOrNull, type Translate } from './shared/rules';

/** Resume section, API section `essay` (api/src/modules/profile/sections/essay.ts). */

export const MOTIVATION_MIN = 50;
export const MOTIVATION_MAX = 3000;
export const ESSAY_MAX = 2000;
export const JOBS_MAX = 15;

export interface JobPayload {
  employer: string;
  position: string;
  country: string;
  start_date: string;
  end_date: string | null;
  duties: string | null;
  caregiving: boolean;
}

/** What POST /api/lpk/profile/essay takes. */
export interface EssayPayload {
  work_history: JobPayload[];
  motivation: string;
  self_introduction: string | null;
  career_goal: string | null;
}

export function resumeSchema(t: Translate) {
  const r = makeRules(t);
  const job = z
    .object({
      employer: r.line(120, 2),
      position: r.line(100, 2),
      country: r.choice(COUNTRY_CODES),
      start_date: r.pastDate('1950-01-01'),
      end_date: r.optionalPastDate('1950-01-01'),
      duties: r.optionalParagraph(1000),
      caregiving: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (isIsoDate(v.start_date) && isIsoDate(v.end_date) && v.end_date < v.start_date) {
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: t('resume.errors.end_before_start') });
      }
    }, ALWAYS);
  return z.object({
    work_history: rowList(r, job, 0, JOBS_MAX),
    motivation: r.paragraph(MOTIVATION_MAX, MOTIVATION_MIN),
    self_introduction: r.optionalParagraph(ESSAY_MAX),
    career_goal: r.optionalParagraph(ESSAY_MAX),
  });
}

export type ResumeValues = z.input<ReturnType<typeof resumeSchema>>;
export type JobValues = ResumeValues['work_history'][number];

export const emptyJob = (): JobValues => ({ employer: '', position: '', country: 'ID', start_date: '', end_date: '', duties: '', caregiving: false });

export const emptyResume = (): ResumeValues => ({ work_history: [], motivation: '', self_introduction: '', career_goal: '' });

export function resumeFromSaved(saved: Record<string, unknown>): ResumeValues {
  return {
    work_history: records(saved.work_history).map((j) => ({
      employer: str(j.employer),
      position: str(j.position),
      country: str(j.country),
      start_date: str(j.start_date),
      end_date: str(j.end_date),
      duties: str(j.duties),
      caregiving: j.caregiving === true,
    })),
    motivation: str(saved.motivation),
    self_introduction: str(saved.self_introduction),
    career_goal: str(saved.career_goal),
  };
}

export function resumePayload(v: ResumeValues): EssayPayload {
  return {
    work_history: v.work_history.map((j) => ({
      employer: text(j.employer),
      position: text(j.position),
      country: j.country,
      start_date: j.start_date,
      end_date: textOrNull(j.end_date),
      duties: textOrNull(j.duties),
      caregiving: j.caregiving,
    })),
    motivation: text(v.motivation),
    self_introduction: textOrNull(v.self_introduction),
    career_goal: textOrNull(v.career_goal),
  };
}

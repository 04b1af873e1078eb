import { z } from 'zod';
import { ALWAYS, countryCode, group, isIsoDate, isRecord, line, list, optionalBool, optionalParagraph, optionalPastDate, paragraph, pastDate } from './fields';

/**
 * Work history (the front end's "resume" screen) and the essays an LPK reads.
 * POST /api/lpk/profile/essay
 *
 * {
 *   "work_history": [                                        0-15 entries ([] = no work yet)
 *     { "employer": "RS Harapan", "position": "Asisten perawat", "country": "ID",
 *       "start_date": "2019-03-01", "end_date": null,          null = current job
 *       "duties": "Membantu pasien lansia...", "caregiving": true }
 *   ],
 *   "motivation": "...",            why Japan, why care work: 50-3000 characters
 *   "self_introduction": "...",     optional, up to 2000
 *   "career_goal": "..."            optional, up to 2000
 * }
 *
 * Rules: country is an ISO 3166 two-letter code (ID, JP, MY...); dates are not in the future;
 * end_date >= start_date.
 */

export const MOTIVATION_MIN = 50;
export const MOTIVATION_MAX = 3000;
export const ESSAY_MAX = 2000;
export const DUTIES_MAX = 1000;
export const JOBS_MAX = 15;

const job = group({
  employer: line(120, 2),
  position: line(100, 2),
  country: countryCode(),
  start_date: pastDate('1950-01-01'),
  end_date: optionalPastDate('1950-01-01'),
  duties: optionalParagraph(DUTIES_MAX),
  /** Care work (hospital, nursing home, home care): what "experienced" means for vacancies. */
  caregiving: optionalBool().transform((v) => v ?? false),
}).superRefine((value, ctx) => {
  const raw: unknown = value;
  if (!isRecord(raw) || !isIsoDate(raw.start_date) || !isIsoDate(raw.end_date)) return;
  if (raw.end_date < raw.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'labels.profile.essay.end_before_start' });
}, ALWAYS);

export const essaySchema = group({
  work_history: list(job, 0, JOBS_MAX),
  motivation: paragraph(MOTIVATION_MAX, MOTIVATION_MIN),
  self_introduction: optionalParagraph(ESSAY_MAX),
  career_goal: optionalParagraph(ESSAY_MAX),
});

export type EssayInput = z.input<typeof essaySchema>;

/** The essay section as stored and answered. */
export const essayData = z
  .object({
    work_history: z.array(
      z.object({
        employer: z.string(),
        position: z.string(),
        country: z.string(),
        start_date: z.string(),
        end_date: z.string().nullable(),
        duties: z.string().nullable(),
        caregiving: z.boolean(),
      }),
    ),
    motivation: z.string(),
    self_introduction: z.string().nullable(),
    career_goal: z.string().nullable(),
  })
  .meta({ id: 'EssaySection' });

export type EssayData = z.infer<typeof essayData>;

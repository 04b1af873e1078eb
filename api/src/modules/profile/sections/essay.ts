import { z } from 'zod';
import { defineSection, filled } from './define';
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

const job = group({
  employer: line(120, 2),
  position: line(100, 2),
  country: countryCode(),
  start_date: pastDate('1950-01-01'),
  end_date: optionalPastDate('1950-01-01'),
  duties: optionalParagraph(1000),
  /** Care work (hospital, nursing home, home care): what "experienced" means for vacancies. */
  caregiving: optionalBool().transform((v) => v ?? false),
}).superRefine((value, ctx) => {
  const raw: unknown = value;
  if (!isRecord(raw) || !isIsoDate(raw.start_date) || !isIsoDate(raw.end_date)) return;
  if (raw.end_date < raw.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'profile.essay.end_before_start' });
}, ALWAYS);

export const essaySchema = group({
  work_history: list(job, 0, 15),
  motivation: paragraph(MOTIVATION_MAX, MOTIVATION_MIN),
  self_introduction: optionalParagraph(2000),
  career_goal: optionalParagraph(2000),
});

export type EssayData = z.output<typeof essaySchema>;

export const essaySection = defineSection({
  key: 'essay',
  path: 'essay',
  schema: essaySchema,
  checklist: (d) => [Array.isArray(d.work_history), filled(d.motivation), filled(d.self_introduction), filled(d.career_goal)],
});

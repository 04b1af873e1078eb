import { z } from 'zod';
import { defineSection, filled } from './define';
import { ALWAYS, bool, choice, currentYear, group, isNumber, isRecord, list, optionalInt, optionalLine, placeName, year } from './fields';

/**
 * Education history, plus nursing / caregiving training (what a kaigo placement file asks).
 * POST /api/lpk/profile/education
 *
 * {
 *   "history": [                                1-10 entries, any order
 *     { "level": "smk", "school_name": "SMK Kesehatan Bogor", "major": "Keperawatan",
 *       "city": "Bogor", "start_year": 2010, "end_year": 2013, "graduated": true }
 *   ],
 *   "nursing_background": {                     optional
 *     "nursing_education": true,                formal nursing / midwifery / caregiving school
 *     "institution": "SMK Kesehatan Bogor",
 *     "caregiver_training_hours": 120,          hours of caregiver (kaigo) training, 0-5000
 *     "training_provider": "LPK Sakura",
 *     "notes": "..."
 *   }
 * }
 *
 * Rules: end_year >= start_year; years from 1950 to next year; an entry ending after this year
 * cannot be graduated yet.
 */

export const EDUCATION_LEVELS = ['sd', 'smp', 'sma', 'smk', 'd3', 's1', 's2', 'other'] as const;

const entry = group({
  level: choice(EDUCATION_LEVELS),
  school_name: placeName(120),
  major: optionalLine(100),
  city: optionalLine(80),
  start_year: year(1950),
  end_year: year(1950, 1),
  graduated: bool(),
}).superRefine((value, ctx) => {
  const raw: unknown = value;
  if (!isRecord(raw) || !isNumber(raw.start_year) || !isNumber(raw.end_year)) return;
  if (raw.end_year < raw.start_year) ctx.addIssue({ code: 'custom', path: ['end_year'], message: 'profile.education.end_before_start' });
  else if (raw.graduated === true && raw.end_year > currentYear()) {
    ctx.addIssue({ code: 'custom', path: ['graduated'], message: 'profile.education.graduated_future' });
  }
}, ALWAYS);

const nursingBackground = group({
  nursing_education: bool(),
  institution: optionalLine(120),
  caregiver_training_hours: optionalInt(0, 5000),
  training_provider: optionalLine(120),
  notes: optionalLine(500),
});

export const educationSchema = group({
  history: list(entry, 1, 10),
  nursing_background: nursingBackground.optional().nullable().transform((v) => v ?? null),
});

export type EducationData = z.output<typeof educationSchema>;

export const educationSection = defineSection({
  key: 'education',
  path: 'education',
  schema: educationSchema,
  checklist: (d) => {
    const history: unknown[] = Array.isArray(d.history) ? d.history : [];
    return [
      history.length > 0,
      // Where and what: every entry above junior high names its city and major.
      history.length > 0 && history.every((e) => isRecord(e) && filled(e.city) && (['sd', 'smp'].includes(String(e.level)) || filled(e.major))),
      filled(d.nursing_background),
    ];
  },
});

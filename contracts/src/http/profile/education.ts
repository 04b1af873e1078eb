import { z } from 'zod';
import { currentYear } from '../../rules/dates';
import { ALWAYS, bool, choice, group, isNumber, isRecord, list, optionalInt, optionalLine, placeName, year } from './fields';

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
export const HISTORY_MAX = 10;

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
  if (raw.end_year < raw.start_year) ctx.addIssue({ code: 'custom', path: ['end_year'], message: 'labels.profile.education.end_before_start' });
  else if (raw.graduated === true && raw.end_year > currentYear()) {
    ctx.addIssue({ code: 'custom', path: ['graduated'], message: 'labels.profile.education.graduated_future' });
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
  history: list(entry, 1, HISTORY_MAX),
  nursing_background: nursingBackground
    .optional()
    .nullable()
    .transform((v) => v ?? null),
});

export type EducationInput = z.input<typeof educationSchema>;

/** The education section as stored and answered. */
export const educationData = z
  .object({
    history: z.array(
      z.object({
        level: z.enum(EDUCATION_LEVELS),
        school_name: z.string(),
        major: z.string().nullable(),
        city: z.string().nullable(),
        start_year: z.number().int(),
        end_year: z.number().int(),
        graduated: z.boolean(),
      }),
    ),
    nursing_background: z
      .object({
        nursing_education: z.boolean(),
        institution: z.string().nullable(),
        caregiver_training_hours: z.number().int().nullable(),
        training_provider: z.string().nullable(),
        notes: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'EducationSection' });

export type EducationData = z.infer<typeof educationData>;

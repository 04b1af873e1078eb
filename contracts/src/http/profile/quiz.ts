import { z } from 'zod';
import { JLPT_LEVELS, type JlptLevel } from '../../reference/jlpt';
import { choice, group, int, list, optionalInt, optionalLine, pastDate, typed } from './fields';

/**
 * Japanese-language file (the front end's "Japanese certificate" screen): certificates, study
 * hours and a short self-assessment.
 * POST /api/lpk/profile/quiz
 *
 * {
 *   "japanese_certificates": [                                   0-10 entries ([] = none yet)
 *     { "type": "jlpt", "level": "N4", "score": 110, "certificate_number": "N4A12345",
 *       "issued_on": "2024-08-26" },
 *     { "type": "jft_basic", "score": 215, "issued_on": "2024-10-01" }
 *   ],
 *   "study_hours": 300,                                           hours of Japanese study, 0-10000
 *   "study_institution": "LPK Sakura",                            optional
 *   "answers": { "kana": "fluent", "kanji": "100_300", ... }      every question of QUESTIONS
 * }
 *
 * Per type (CERTIFICATE_SCORES): jlpt and nat_test need `level` N5-N1 and take an optional score
 * 0-180; jft_basic needs `score` 0-250 (passed from 200); kaigo_skill and kaigo_japanese take an
 * optional score in percent (passed from 60). Stored entries gain `passed` (true when no score
 * tells otherwise: a certificate is issued on passing); the section gains
 * `self_assessment_score` (0-100, the answers' position on their scales).
 */

export const CERTIFICATE_TYPES = ['jlpt', 'jft_basic', 'nat_test', 'kaigo_skill', 'kaigo_japanese'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
export const CERTIFICATES_MAX = 10;
export const STUDY_HOURS_MAX = 10_000;

/** The score of each test: its highest value, whether it must be given, whether the test has levels. */
export const CERTIFICATE_SCORES = {
  jlpt: { max: 180, required: false, levels: true },
  nat_test: { max: 180, required: false, levels: true },
  jft_basic: { max: 250, required: true, levels: false },
  kaigo_skill: { max: 100, required: false, levels: false },
  kaigo_japanese: { max: 100, required: false, levels: false },
} as const satisfies Record<CertificateType, { max: number; required: boolean; levels: boolean }>;

/** Whether a test type is graded by level (N5-N1); false for an unknown type. */
export const hasLevel = (type: string): boolean => (CERTIFICATE_SCORES as Record<string, { levels: boolean }>)[type]?.levels === true;

/** JLPT overall pass marks out of 180. */
export const JLPT_PASS_MARK: Record<JlptLevel, number> = { N1: 100, N2: 90, N3: 95, N4: 90, N5: 80 };
export const JFT_PASS_MARK = 200;
export const KAIGO_PASS_PERCENT = 60;

/** Self-assessment: question id -> choices from weakest to strongest. */
export const QUESTIONS = {
  kana: ['none', 'partial', 'fluent'],
  kanji: ['none', 'lt_100', '100_300', '300_1000', 'gt_1000'],
  self_introduction: ['no', 'with_notes', 'yes'],
  conversation: ['none', 'basic', 'everyday', 'fluent'],
  listening: ['none', 'slow', 'normal'],
  keigo: ['no', 'basic', 'comfortable'],
  care_vocabulary: ['none', 'some', 'most'],
  care_records: ['no', 'simple', 'yes'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type QuestionId = keyof typeof QUESTIONS;
export const QUESTION_IDS = Object.keys(QUESTIONS) as QuestionId[];

const common = {
  certificate_number: optionalLine(40).refine((v) => v === null || /^[A-Za-z0-9][A-Za-z0-9 /-]*$/.test(v), {
    message: 'labels.profile.quiz.certificate_number_format',
  }),
  /** The JLPT started in 1984. */
  issued_on: pastDate('1984-01-01'),
};

const { jlpt, nat_test: natTest, jft_basic: jft, kaigo_skill: kaigoSkill, kaigo_japanese: kaigoJapanese } = CERTIFICATE_SCORES;

const certificate = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('jlpt'), level: choice(JLPT_LEVELS), score: optionalInt(0, jlpt.max), ...common }),
    z.object({ type: z.literal('nat_test'), level: choice(JLPT_LEVELS), score: optionalInt(0, natTest.max), ...common }),
    z.object({ type: z.literal('jft_basic'), score: int(0, jft.max), ...common }),
    z.object({ type: z.literal('kaigo_skill'), score: optionalInt(0, kaigoSkill.max), ...common }),
    z.object({ type: z.literal('kaigo_japanese'), score: optionalInt(0, kaigoJapanese.max), ...common }),
  ])
  .transform((c) => {
    const level = 'level' in c ? c.level : null;
    let passed = true;
    if (c.type === 'jft_basic') passed = c.score >= JFT_PASS_MARK;
    else if (c.type === 'jlpt' && c.score !== null) passed = c.score >= JLPT_PASS_MARK[c.level];
    else if ((c.type === 'kaigo_skill' || c.type === 'kaigo_japanese') && c.score !== null) passed = c.score >= KAIGO_PASS_PERCENT;
    return {
      type: c.type,
      level,
      score: c.score,
      passed,
      certificate_number: c.certificate_number,
      issued_on: c.issued_on,
    };
  });

/** Every question must be answered; an unknown question id is an error (a typo, not data). */
const answers = z.strictObject(
  {
    kana: choice(QUESTIONS.kana),
    kanji: choice(QUESTIONS.kanji),
    self_introduction: choice(QUESTIONS.self_introduction),
    conversation: choice(QUESTIONS.conversation),
    listening: choice(QUESTIONS.listening),
    keigo: choice(QUESTIONS.keigo),
    care_vocabulary: choice(QUESTIONS.care_vocabulary),
    care_records: choice(QUESTIONS.care_records),
  } satisfies Record<QuestionId, z.ZodType>,
  typed('object'),
);

/** 0-100: how far up their scales the answers are on average. */
export function selfAssessmentScore(given: Partial<Record<QuestionId, string>>): number {
  let got = 0;
  let max = 0;
  for (const id of QUESTION_IDS) {
    const scale: readonly string[] = QUESTIONS[id];
    got += Math.max(0, scale.indexOf(given[id] ?? ''));
    max += scale.length - 1;
  }
  return Math.round((100 * got) / max);
}

export const quizSchema = group({
  japanese_certificates: list(certificate, 0, CERTIFICATES_MAX),
  study_hours: int(0, STUDY_HOURS_MAX),
  study_institution: optionalLine(120),
  answers,
}).transform((v) => ({ ...v, self_assessment_score: selfAssessmentScore(v.answers) }));

export type QuizInput = z.input<typeof quizSchema>;

/** i18n keys of a question's text and of one of its choices (labels.profile.quiz.*). */
export const questionTextKey = (id: QuestionId): string => `labels.profile.quiz.questions.${id}.text`;
export const questionChoiceKey = (id: QuestionId, value: string): string => `labels.profile.quiz.questions.${id}.choices.${value}`;
export const certificateTypeKey = (type: CertificateType): string => `labels.profile.quiz.certificate_types.${type}`;

/** The quiz section as stored and answered. */
export const quizData = z
  .object({
    japanese_certificates: z.array(
      z.object({
        type: z.enum(CERTIFICATE_TYPES),
        level: z.enum(JLPT_LEVELS).nullable(),
        score: z.number().int().nullable(),
        passed: z.boolean(),
        certificate_number: z.string().nullable(),
        issued_on: z.string(),
      }),
    ),
    study_hours: z.number().int(),
    study_institution: z.string().nullable(),
    answers: z.object({
      kana: z.enum(QUESTIONS.kana),
      kanji: z.enum(QUESTIONS.kanji),
      self_introduction: z.enum(QUESTIONS.self_introduction),
      conversation: z.enum(QUESTIONS.conversation),
      listening: z.enum(QUESTIONS.listening),
      keigo: z.enum(QUESTIONS.keigo),
      care_vocabulary: z.enum(QUESTIONS.care_vocabulary),
      care_records: z.enum(QUESTIONS.care_records),
    } satisfies Record<QuestionId, z.ZodType>),
    self_assessment_score: z.number().int(),
  })
  .meta({ id: 'QuizSection' });

export type QuizData = z.infer<typeof quizData>;

/** The choices the quiz form shows, in the answer's language (GET and POST answers' `options`). */
export const quizOptions = z.object({
  questions: z.array(z.object({ id: z.string(), text: z.string(), choices: z.array(z.object({ value: z.string(), label: z.string() })) })),
  certificate_types: z.array(z.object({ value: z.enum(CERTIFICATE_TYPES), label: z.string() })),
  levels: z.array(z.enum(JLPT_LEVELS)),
});

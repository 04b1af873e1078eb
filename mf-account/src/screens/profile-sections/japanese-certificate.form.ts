import { z } from 'zod';
import { ALWAYS, isRecord, makeRules, numberOrNull, records, rowList, str, textOrNull, type Translate } from './shared/rules';

/** Japanese-certificate section, API section `quiz` (api/src/modules/profile/sections/quiz.ts). */

export const CERTIFICATE_TYPES = ['jlpt', 'jft_basic', 'nat_test', 'kaigo_skill', 'kaigo_japanese'] as const;
export const JAPANESE_LEVELS = ['N5', 'N4', 'N3', 'N2', 'N1'] as const;
export const CERTIFICATES_MAX = 10;

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
} as const;
export type QuestionId = keyof typeof QUESTIONS;
export const QUESTION_IDS = Object.keys(QUESTIONS) as QuestionId[];

/** Tests graded by level (N5-N1). */
export const hasLevel = (type: string): boolean => type === 'jlpt' || type === 'nat_test';

/** Score range of a test type, and whether a score is required. */
export function scoreRule(type: string): { max: number; required: boolean; hint: 'jlpt' | 'jft' | 'kaigo' } {
  if (type === 'jft_basic') return { max: 250, required: true, hint: 'jft' };
  if (type === 'kaigo_skill' || type === 'kaigo_japanese') return { max: 100, required: false, hint: 'kaigo' };
  return { max: 180, required: false, hint: 'jlpt' };
}

export interface CertificatePayload {
  type: string;
  level?: string;
  score: number | null;
  certificate_number: string | null;
  issued_on: string;
}

/** What POST /api/lpk/profile/quiz takes. */
export interface QuizPayload {
  japanese_certificates: CertificatePayload[];
  study_hours: number;
  study_institution: string | null;
  answers: Record<QuestionId, string>;
}

export function quizSchema(t: Translate) {
  const r = makeRules(t);
  const certificate = z
    .object({
      type: r.choice(CERTIFICATE_TYPES),
      level: z.string(),
      score: z.string(),
      certificate_number: r.optionalLine(40),
      issued_on: r.pastDate('1984-01-01'),
      /** Read-only, from the server: whether the stored result is a pass. */
      passed: z.string(),
    })
    .superRefine((v, ctx) => {
      const add = (path: string, message: string | undefined) => message && ctx.addIssue({ code: 'custom', path: [path], message });
      if (hasLevel(v.type)) add('level', r.checks.required((x) => ((JAPANESE_LEVELS as readonly string[]).includes(x) ? undefined : r.msg('choice')))(v.level));
      const rule = scoreRule(v.type);
      const score = r.checks.integer(0, rule.max);
      add('score', rule.required ? r.checks.required(score)(v.score) : r.checks.optional(score)(v.score));
      const number = v.certificate_number.trim();
      if (number !== '' && number.length <= 40 && !/^[A-Za-z0-9][A-Za-z0-9 /-]*$/.test(number)) {
        add('certificate_number', t('japaneseCertificate.errors.certificate_number_format'));
      }
    }, ALWAYS);
  const answers = Object.fromEntries(QUESTION_IDS.map((id) => [id, r.choice(QUESTIONS[id])])) as Record<QuestionId, ReturnType<typeof r.choice>>;
  return z.object({
    japanese_certificates: rowList(r, certificate, 0, CERTIFICATES_MAX),
    study_hours: r.int(0, 10_000),
    study_institution: r.optionalLine(120),
    answers: z.object(answers),
  });
}

export type QuizValues = z.input<ReturnType<typeof quizSchema>>;
export type CertificateValues = QuizValues['japanese_certificates'][number];

export const emptyCertificate = (): CertificateValues => ({ type: '', level: '', score: '', certificate_number: '', issued_on: '', passed: '' });

const noAnswers = (): Record<QuestionId, string> => Object.fromEntries(QUESTION_IDS.map((id) => [id, ''])) as Record<QuestionId, string>;

export const emptyQuiz = (): QuizValues => ({ japanese_certificates: [], study_hours: '', study_institution: '', answers: noAnswers() });

export function quizFromSaved(saved: Record<string, unknown>): QuizValues {
  const given = isRecord(saved.answers) ? saved.answers : {};
  const answers = noAnswers();
  for (const id of QUESTION_IDS) answers[id] = str(given[id]);
  return {
    japanese_certificates: records(saved.japanese_certificates).map((c) => ({
      type: str(c.type),
      level: str(c.level),
      score: str(c.score),
      certificate_number: str(c.certificate_number),
      issued_on: str(c.issued_on),
      passed: typeof c.passed === 'boolean' ? String(c.passed) : '',
    })),
    study_hours: str(saved.study_hours),
    study_institution: str(saved.study_institution),
    answers,
  };
}

export function quizPayload(v: QuizValues): QuizPayload {
  return {
    japanese_certificates: v.japanese_certificates.map((c) => ({
      type: c.type,
      ...(hasLevel(c.type) ? { level: c.level } : {}),
      score: numberOrNull(c.score),
      certificate_number: textOrNull(c.certificate_number),
      issued_on: c.issued_on,
    })),
    study_hours: Number(v.study_hours),
    study_institution: textOrNull(v.study_institution),
    answers: { ...v.answers },
  };
}

import { hasLevel, QUESTION_IDS, type QuestionId, type QuizInput, type StoredSectionOf } from 'contracts';
import { isRecord, numberOrNull, numeric, records, str, textOrNull } from 'mf-shared/forms';

/** Japanese-certificate section, API section `quiz`: form values and the payload of POST /api/lpk/profile/quiz (rules: contracts' quizSchema). */

export interface CertificateValues {
  type: string;
  level: string;
  score: string;
  certificate_number: string;
  issued_on: string;
  /** Read-only, from the server: whether the stored result is a pass ('' for a new row). */
  passed: '' | 'true' | 'false';
}

export interface QuizValues {
  japanese_certificates: CertificateValues[];
  study_hours: string;
  study_institution: string;
  answers: Record<QuestionId, string>;
}

/** Which hint the score field shows for a test type. */
export function scoreHint(type: string): 'jlpt' | 'jft' | 'kaigo' {
  if (type === 'jft_basic') return 'jft';
  if (type === 'kaigo_skill' || type === 'kaigo_japanese') return 'kaigo';
  return 'jlpt';
}

export const emptyCertificate = (): CertificateValues => ({ type: '', level: '', score: '', certificate_number: '', issued_on: '', passed: '' });

const noAnswers = (): Record<QuestionId, string> => Object.fromEntries(QUESTION_IDS.map((id) => [id, ''])) as Record<QuestionId, string>;

export const emptyQuiz = (): QuizValues => ({ japanese_certificates: [], study_hours: '', study_institution: '', answers: noAnswers() });

export function quizFromSaved(saved: StoredSectionOf<'quiz'>): QuizValues {
  const given: Record<string, unknown> = isRecord(saved.answers) ? saved.answers : {};
  const answers = noAnswers();
  for (const id of QUESTION_IDS) answers[id] = str(given[id]);
  return {
    japanese_certificates: records(saved.japanese_certificates).map((c) => ({
      type: str(c.type),
      level: str(c.level),
      score: str(c.score),
      certificate_number: str(c.certificate_number),
      issued_on: str(c.issued_on),
      passed: typeof c.passed === 'boolean' ? (String(c.passed) as 'true' | 'false') : '',
    })),
    study_hours: str(saved.study_hours),
    study_institution: str(saved.study_institution),
    answers,
  };
}

export function quizPayload(v: QuizValues): QuizInput {
  return {
    // As typed: the schema checks the type (and what it asks for) before anything is sent.
    japanese_certificates: v.japanese_certificates.map(
      (c) =>
        ({
          type: c.type,
          ...(hasLevel(c.type) ? { level: c.level } : {}),
          score: numberOrNull(c.score),
          certificate_number: textOrNull(c.certificate_number),
          issued_on: c.issued_on,
        }) as QuizInput['japanese_certificates'][number],
    ),
    study_hours: numeric(v.study_hours),
    study_institution: textOrNull(v.study_institution),
    answers: { ...v.answers },
  };
}

import { CERTIFICATE_TYPES, certificateTypeKey, JLPT_LEVELS, QUESTION_IDS, QUESTIONS, questionChoiceKey, questionTextKey, quizSchema } from 'contracts';
import type { Translate } from '../../../i18n';
import { defineSection, filled, isRecord } from './define';

/** Japanese certificates, study and self-assessment: POST /api/lpk/profile/quiz (contracts/src/http/profile/quiz.ts). */

function questionOptions(t: Translate) {
  return QUESTION_IDS.map((id) => ({
    id,
    text: t(questionTextKey(id)),
    choices: QUESTIONS[id].map((value) => ({ value, label: t(questionChoiceKey(id, value)) })),
  }));
}

export const quizSection = defineSection({
  key: 'quiz',
  path: 'quiz',
  schema: quizSchema,
  checklist: (d) => {
    const given: unknown = d.answers;
    return [
      isRecord(given) && QUESTION_IDS.every((id) => filled(given[id])),
      filled(d.study_hours),
      // At least one certificate or test result: every programme asks for N4 / JFT-Basic.
      Array.isArray(d.japanese_certificates) && d.japanese_certificates.length > 0,
    ];
  },
  options: (t) => ({
    questions: questionOptions(t),
    certificate_types: CERTIFICATE_TYPES.map((value) => ({ value, label: t(certificateTypeKey(value)) })),
    levels: JLPT_LEVELS,
  }),
});

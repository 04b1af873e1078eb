import { KTP_EXAMPLE, ktpData, ktpSchema, QUIZ_ANSWERS_EXAMPLE, quizData, quizSchema } from '../src';

/** The examples of the OpenAPI document (and the tests' fixtures) are what the API stores, and it would store them again unchanged. */
test('the KTP example is a stored KTP section, and saving it stores the same', () => {
  expect(ktpData.parse(KTP_EXAMPLE)).toEqual(KTP_EXAMPLE);
  expect(ktpSchema.parse(KTP_EXAMPLE)).toEqual(KTP_EXAMPLE);
});

test('the quiz answers example answers every question', () => {
  const saved = quizSchema.parse({ japanese_certificates: [], study_hours: 300, answers: QUIZ_ANSWERS_EXAMPLE });
  expect(saved.answers).toEqual(QUIZ_ANSWERS_EXAMPLE);
  expect(quizData.parse(saved)).toEqual(saved);
});

import { comparedInstitute, facts, instituteCard, instituteDetail, instituteSummary, jobDetail, jobSummary } from 'contracts';
import { makeComparedInstitute, makeFacts, makeInstitute, makeInstituteCard, makeInstituteDetail, makeJob, makeJobDetail } from './fixtures';

/** The screens' tests of every front end feed the answers the API gives: the fixtures are what the contract says. */
test.each([
  ['a vacancy', jobSummary, makeJob()],
  ['a vacancy in full', jobDetail, makeJobDetail()],
  ['an institute', instituteSummary, makeInstitute()],
  ['an institute card', instituteCard, makeInstituteCard()],
  ['a compared institute', comparedInstitute, makeComparedInstitute()],
  ['an institute in full', instituteDetail, makeInstituteDetail()],
  ['the facts', facts, makeFacts()],
] as const)('%s fixture matches its contracts answer schema', (_what, schema, fixture) => {
  const parsed = schema.safeParse(fixture);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
});

test('a card carries none of the fields the card view leaves out (its schema would only strip them)', () => {
  const card = makeInstituteCard({ name: 'LPK Number 2' });
  for (const left of ['address', 'licence', 'description']) expect(card).not.toHaveProperty(left);
  expect(card.name).toBe('LPK Number 2');
});

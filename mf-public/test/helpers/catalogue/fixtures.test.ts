import { comparedInstitute as comparedInstituteSchema, facts as factsSchema, instituteSummary, jobSummary } from 'contracts';
import { comparedInstitute, facts, institute, job } from './fixtures';

/** The screens' tests feed the answers the API gives: the fixtures are what the contract says. */
test.each([
  ['a vacancy', jobSummary, job()],
  ['an institute', instituteSummary, institute()],
  ['a compared institute', comparedInstituteSchema, comparedInstitute()],
  ['the facts', factsSchema, facts()],
] as const)('%s fixture matches its contracts answer schema', (_what, schema, fixture) => {
  const parsed = schema.safeParse(fixture);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
});

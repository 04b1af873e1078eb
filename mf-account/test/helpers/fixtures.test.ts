import { registration, user } from 'contracts';
import { DEMO_USER } from './profileSections';
import { checkedAgainstContracts, expectAnswersKeptTheContract } from './contractAnswers';
import { makeRegistration, makeUser, ok } from './renderScreen';

/** The screens' tests feed the answers the API gives: the shared fixtures are what the contract says (the catalogue's: mf-shared/test/helpers/fixtures.test.ts). */
test.each([
  ['a registration', registration, makeRegistration()],
  ['a user', user, makeUser()],
  ['a staff user', user, makeUser({ role: 'lpk_staff', lpk_id: 1 })],
  ['the profile screens’ user', user, DEMO_USER],
] as const)('%s fixture matches its contracts schema', (_what, schema, fixture) => {
  const parsed = schema.safeParse(fixture);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
});

test('an answer of the fake API outside the contract fails the test that gave it', () => {
  const handler = checkedAgainstContracts(() => ok({ items: [], meta: { page: 1, per_page: 50, total: 0 } }));
  const request = { method: 'GET', url: '/api/lpk/sessions', headers: {}, body: '' };
  handler({ ...request, url: '/api/lpk/me/audit?per_page=100' });
  expect(expectAnswersKeptTheContract).toThrow(/GET \/api\/lpk\/me\/audit: data\.meta\.last_page/);
  handler(request);
  expect(expectAnswersKeptTheContract).not.toThrow();
});

import { PROFILE_SECTIONS, listing, operatorApplication, profileSectionRoutes, registration, user, vacancy } from 'contracts';
import { getData } from 'mf-shared';
import { fakeApi, ok } from '.';
import { DEMO_USER, makeJobRegistration, makeListing, makeOperatorApplication, makeRegistration, makeUser, makeVacancy, sectionAnswer } from './fixtures';

/** The screens' tests feed the answers the API gives: the fake API's fixtures are what the contract says (the catalogue's: mf-shared/test/helpers/fixtures.test.ts). */
test.each([
  ['a registration', registration, makeRegistration()],
  ['a registration for a vacancy', registration, makeJobRegistration()],
  ['a user', user, makeUser()],
  ['a staff user', user, makeUser({ role: 'lpk_staff', lpk_id: 1 })],
  ['the profile screens’ user', user, DEMO_USER],
  ['a listing', listing, makeListing()],
  ['a vacancy', vacancy, makeVacancy()],
  ['an LPK application in the operator’s queue', operatorApplication, makeOperatorApplication()],
] as const)('%s fixture matches its contracts schema', (_what, schema, fixture) => {
  const parsed = schema.safeParse(fixture);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
});

test.each(PROFILE_SECTIONS.map((s) => [s.path, s.key] as const))('the answer of the profile section %s, empty or saved, keeps its contract', (path, key) => {
  const schema = profileSectionRoutes[key].get.response[200];
  for (const data of [sectionAnswer(path, null), sectionAnswer(path, {}, 50)]) {
    const parsed = schema.safeParse({ status: 'success', data });
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  }
});

const api = fakeApi();

test('an answer of the fake API outside the contract fails the test that gave it', async () => {
  // The audit log's meta has no last_page in its contract, but total is a number: a string breaks it.
  api.use('GET /api/lpk/me/audit', ok({ items: [], meta: { page: 1, per_page: 100, total: 'none' } }));
  await getData('/api/lpk/me/audit', { per_page: 100 });
  expect(api.breaches.splice(0)).toEqual([expect.stringMatching(/^GET \/api\/lpk\/me\/audit 200: data\.meta\.total: /)]);
  await getData('/api/lpk/sessions');
  expect(api.breaches).toEqual([]);
});

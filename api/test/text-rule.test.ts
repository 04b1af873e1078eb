import { call, createTestApp, DEMO, login, registerCaregiver, type TestApp } from './helpers';
import { essayPayload, familyPayload, ktpPayload, MOTIVATION } from './profile-fixtures';
import { move, register } from './registrations-fixtures';

/**
 * One text rule (lib/text.ts) for every free-text field of every module: the same refusals
 * (control and bidirectional-override characters, piles of combining marks) with the same
 * localised message, and the same NFC normalisation of what is stored.
 */
let t: TestApp;
let staff1: string;
beforeAll(async () => {
  t = await createTestApp();
  staff1 = await login(t.app, DEMO.staff1);
});
afterAll(() => t.close());

const REFUSED_ID = 'Teks berisi karakter yang tidak diperbolehkan.';
const REFUSED_EN = 'The text contains characters that are not allowed.';

const RLO = 'Rina \u202Etxt.exe';
const ISOLATE = 'Rina \u2067Kartika\u2069';
const ZALGO = `R${'\u0301'.repeat(99)}`;

/** A caregiver with a pending registration at LPK 1. */
async function withRegistration() {
  const c = await registerCaregiver(t.app);
  const reg = await register(t.app, c.token, { lpk_id: 1, consent: true });
  return { ...c, registrationId: reg.body.data.id as number };
}

type Attempt = (value: string, lang?: string) => Promise<{ status: number; errors: Record<string, string[]> | undefined }>;

/** Every free-text field, each tried the way its client sends it. */
const FIELDS: Array<[string, string, () => Promise<Attempt>]> = [
  [
    'message body',
    'body',
    async () => {
      const c = await withRegistration();
      return async (body, lang) => {
        const res = await call(t.app, 'POST', '/api/lpk/messages', { token: c.token, body: { registration_id: c.registrationId, body }, lang });
        return { status: res.status, errors: res.body.errors };
      };
    },
  ],
  [
    'name at registration',
    'full_name',
    async () => async (full_name, lang) => {
      const res = await call(t.app, 'POST', '/api/lpk/register', {
        lang,
        body: {
          full_name,
          email: `t${Math.random().toString(36).slice(2)}@example.id`,
          phone: '081234567890',
          password: 'Kaigo#Jepang2026',
          password_confirmation: 'Kaigo#Jepang2026',
          agree: true,
        },
      });
      return { status: res.status, errors: res.body.errors };
    },
  ],
  [
    'profile name',
    'full_name',
    async () => {
      const c = await registerCaregiver(t.app);
      return async (full_name, lang) => {
        const res = await call(t.app, 'POST', '/api/lpk/profile', { token: c.token, body: { full_name }, lang });
        return { status: res.status, errors: res.body.errors };
      };
    },
  ],
  [
    'KTP address',
    'address',
    async () => {
      const c = await registerCaregiver(t.app);
      return async (address, lang) => {
        const res = await call(t.app, 'POST', '/api/lpk/profile/ktp', { token: c.token, body: ktpPayload({ address }), lang });
        return { status: res.status, errors: res.body.errors };
      };
    },
  ],
  [
    'family member name',
    'members.0.full_name',
    async () => {
      const c = await registerCaregiver(t.app);
      return async (full_name, lang) => {
        const payload = familyPayload();
        payload.members[0] = { ...payload.members[0]!, full_name };
        const res = await call(t.app, 'POST', '/api/lpk/profile/family', { token: c.token, body: payload, lang });
        return { status: res.status, errors: res.body.errors };
      };
    },
  ],
  [
    'essay',
    'motivation',
    async () => {
      const c = await registerCaregiver(t.app);
      return async (value, lang) => {
        const res = await call(t.app, 'POST', '/api/lpk/profile/essay', { token: c.token, body: essayPayload({ motivation: `${MOTIVATION} ${value}` }), lang });
        return { status: res.status, errors: res.body.errors };
      };
    },
  ],
  [
    'status note',
    'note',
    async () => {
      const c = await withRegistration();
      return async (note, lang) => {
        const res = await move(t.app, staff1, c.registrationId, 'registered', note, lang);
        return { status: res.status, errors: res.body.errors };
      };
    },
  ],
];

describe.each(FIELDS)('%s', (_name, field, prepare) => {
  test.each([
    ['a right-to-left override', RLO],
    ['a directional isolate', ISOLATE],
    ['1 letter and 99 combining marks', ZALGO],
    ['a control character', 'Rina\u0007 Kartika'],
  ])('refuses %s with the one localised message', async (_what, value) => {
    const attempt = await prepare();
    const id = await attempt(value);
    expect(id.status).toBe(422);
    expect(id.errors?.[field]).toEqual([REFUSED_ID]);
    const en = await attempt(value, 'en');
    expect(en.errors?.[field]).toEqual([REFUSED_EN]);
  });
});

test('what is stored is NFC-normalised, in messages as in names', async () => {
  const c = await withRegistration();
  const sent = await call(t.app, 'POST', '/api/lpk/messages', { token: c.token, body: { registration_id: c.registrationId, body: 'Jose\u0301\r\nbaris dua' } });
  expect(sent.status).toBe(201);
  expect(sent.body.data.body).toBe('José\nbaris dua');
  const renamed = await call(t.app, 'POST', '/api/lpk/profile', { token: c.token, body: { full_name: 'Jose\u0301 Rizal' } });
  expect(renamed.body.data.user.full_name).toBe('José Rizal');
  // Two marks on one letter (Vietnamese) are text, not noise.
  const two = await call(t.app, 'POST', '/api/lpk/profile', { token: c.token, body: { full_name: 'Nguye\u0302\u0303n Van' } });
  expect(two.status).toBe(200);
  expect(two.body.data.user.full_name).toBe('Nguyễn Van');
});

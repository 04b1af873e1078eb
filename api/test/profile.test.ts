import { allMessages } from '../src/i18n';
import type { MessageTree } from '../src/i18n/types';
import { readProfile } from '../src/modules/profile';
import { profileMessages } from '../src/modules/profile/messages';
import { uploadsMessages } from '../src/modules/uploads/messages';
import { call, createTestApp, DEMO, login, registerCaregiver, type TestApp } from './helpers';
import { additionalInfoPayload, educationPayload, essayPayload, familyPayload, ktpPayload, quizPayload } from './profile-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userRow = (id: number) => t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('authentication', () => {
  const routes: [string, string][] = [
    ['GET', '/api/lpk/profile'],
    ['POST', '/api/lpk/profile'],
    ['POST', '/api/lpk/profile/avatar'],
    ...['ktp', 'education', 'family', 'additional-info', 'quiz', 'essay'].flatMap((s): [string, string][] => [
      ['GET', `/api/lpk/profile/${s}`],
      ['POST', `/api/lpk/profile/${s}`],
    ]),
  ];

  test.each(routes)('%s %s answers 401 without a token', async (method, url) => {
    const res = await call(t.app, method as 'GET', url, { body: method === 'POST' ? { full_name: 'X Y' } : undefined });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'error', message: 'Sesi tidak valid. Silakan login kembali.' });
  });

  test('a malformed or unknown token is 401 too, in English when asked', async () => {
    const res = await call(t.app, 'GET', '/api/lpk/profile', { token: '1|not-a-real-token-0000000000', lang: 'en' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthenticated.');
  });
});

describe('GET /profile', () => {
  test('answers the user and zero completeness for a new caregiver', async () => {
    const { token, user } = await registerCaregiver(t.app);
    const res = await call(t.app, 'GET', '/api/lpk/profile', { token });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data.user).toEqual(user);
    expect(res.body.data.user).not.toHaveProperty('password_hash');
    expect(res.body.data.completeness).toEqual({ ktp: 0, education: 0, family: 0, additional_info: 0, quiz: 0, essay: 0, overall: 0 });
  });

  test('completeness follows the saved sections', async () => {
    const { token } = await registerCaregiver(t.app);
    const save = async (path: string, body: unknown) => {
      const res = await call(t.app, 'POST', `/api/lpk/profile/${path}`, { token, body });
      expect(res.status).toBe(200);
      return res.body.data.completeness as number;
    };
    expect(await save('ktp', ktpPayload())).toBe(100);
    let res = await call(t.app, 'GET', '/api/lpk/profile', { token });
    // One section of six at 100 %.
    expect(res.body.data.completeness).toEqual({ ktp: 100, education: 0, family: 0, additional_info: 0, quiz: 0, essay: 0, overall: 17 });

    expect(await save('education', educationPayload())).toBe(33); // no city, no nursing background
    expect(await save('family', familyPayload())).toBe(75); // father without occupation
    expect(await save('additional-info', additionalInfoPayload())).toBe(75); // no vaccinations, hobbies, skills
    expect(await save('quiz', quizPayload())).toBe(67); // no certificate yet
    expect(await save('essay', essayPayload())).toBe(50); // no self-introduction, no career goal
    res = await call(t.app, 'GET', '/api/lpk/profile', { token });
    expect(res.body.data.completeness).toEqual({ ktp: 100, education: 33, family: 75, additional_info: 75, quiz: 67, essay: 50, overall: 67 });

    // Filling in the recommended fields brings every section to 100.
    const history = educationPayload().history.map((e) => ({ ...e, city: 'Bogor' }));
    expect(await save('education', { history, nursing_background: { nursing_education: true, caregiver_training_hours: 120 } })).toBe(100);
    const members = familyPayload().members.map((m) => ({ ...m, occupation: 'Petani' }));
    expect(await save('family', familyPayload({ members }))).toBe(100);
    expect(
      await save('additional-info', additionalInfoPayload({ vaccinations: [{ type: 'hepatitis_b', doses: 3 }], hobbies: 'Memasak', skills: 'Merawat lansia' })),
    ).toBe(100);
    expect(await save('quiz', quizPayload({ japanese_certificates: [{ type: 'jft_basic', score: 210, issued_on: '2024-10-01' }] }))).toBe(100);
    expect(await save('essay', essayPayload({ self_introduction: 'Nama saya Siti.', career_goal: 'Lulus ujian kaigo fukushishi.' }))).toBe(100);
    res = await call(t.app, 'GET', '/api/lpk/profile', { token });
    expect(res.body.data.completeness).toEqual({ ktp: 100, education: 100, family: 100, additional_info: 100, quiz: 100, essay: 100, overall: 100 });
  });
});

describe('readProfile', () => {
  test('returns the user, every section and completeness; undefined for an unknown user', async () => {
    const { token, user } = await registerCaregiver(t.app);
    await call(t.app, 'POST', '/api/lpk/profile/ktp', { token, body: ktpPayload() });
    const profile = await readProfile(t.app.db, user.id);
    expect(profile?.user).toEqual(user);
    expect(Object.keys(profile!.sections).sort()).toEqual(['additional_info', 'education', 'essay', 'family', 'ktp', 'quiz']);
    expect(profile!.sections.ktp?.data).toMatchObject({ nik: ktpPayload().nik, province: 'Jawa Barat', rt: '003', rw: '012' });
    expect(typeof profile!.sections.ktp?.updated_at).toBe('string');
    expect(profile!.sections.essay).toBeNull();
    expect(profile!.completeness.ktp).toBe(100);
    expect(profile!.completeness.overall).toBe(17);
    expect(await readProfile(t.app.db, 987654321)).toBeUndefined();
  });

  test('a stored section that is not a JSON object reads as not filled in', async () => {
    const { user } = await registerCaregiver(t.app);
    await t.app.db
      .insertInto('profile_sections')
      .values({ user_id: user.id, section: 'essay', data: 'not json', updated_at: new Date().toISOString() })
      .execute();
    const profile = await readProfile(t.app.db, user.id);
    expect(profile!.sections.essay).toBeNull();
    expect(profile!.completeness.essay).toBe(0);
  });
});

describe('POST /profile', () => {
  test('updates name, phone (normalised), email (lower-cased) and locale', async () => {
    const { token, user, password } = await registerCaregiver(t.app);
    const email = `Siti.${user.id}@Example.ID`;
    const res = await call(t.app, 'POST', '/api/lpk/profile', {
      token,
      // A new email (the login) takes the current password; see sessions.test.ts.
      body: { full_name: '  Siti Rahayu ', phone: '+62 813-1111-2222', email, locale: 'en', current_password: password },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: 'Profil berhasil diperbarui.' });
    expect(res.body.data.user).toMatchObject({ id: user.id, full_name: 'Siti Rahayu', phone: '+6281311112222', email: email.toLowerCase(), locale: 'en' });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ full_name: 'Siti Rahayu', phone: '+6281311112222', email: email.toLowerCase(), locale: 'en' });
    const again = await call(t.app, 'GET', '/api/lpk/profile', { token });
    expect(again.body.data.user).toEqual(res.body.data.user);
  });

  test('a partial update changes only the fields given; the English message when asked', async () => {
    const { token, user } = await registerCaregiver(t.app);
    const res = await call(t.app, 'POST', '/api/lpk/profile', { token, body: { phone: '081399998888' }, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated.');
    expect(res.body.data.user).toMatchObject({ full_name: user.full_name, email: user.email, phone: '+6281399998888', locale: user.locale });
  });

  test('unknown fields are ignored: role, avatar, referral code and id cannot be set', async () => {
    const { token, user } = await registerCaregiver(t.app);
    const res = await call(t.app, 'POST', '/api/lpk/profile', {
      token,
      body: { full_name: 'Siti Rahayu', role: 'lpk_staff', lpk_id: 1, avatar: 'https://evil.test/x.png', referral_code: 'ZZZZ', id: 1, password_hash: 'x' },
    });
    expect(res.status).toBe(200);
    const row = await userRow(user.id);
    expect(row).toMatchObject({ role: 'caregiver', lpk_id: null, avatar: null, referral_code: user.referral_code, full_name: 'Siti Rahayu' });
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  test('keeping one’s own email (in any case) is not a conflict', async () => {
    const { token, email } = await registerCaregiver(t.app);
    const res = await call(t.app, 'POST', '/api/lpk/profile', { token, body: { email: email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(email);
  });

  test('an email used by another account is refused, case-insensitively, and nothing changes', async () => {
    const { token, user, password } = await registerCaregiver(t.app);
    const before = await userRow(user.id);
    for (const [lang, message] of [
      [undefined, 'Email sudah terdaftar.'],
      ['en', 'This email is already registered.'],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/lpk/profile', {
        token,
        lang,
        body: { email: DEMO.caregiver.email.toUpperCase(), full_name: 'Nama Baru', current_password: password },
      });
      expect(res.status).toBe(422);
      expect(res.body.status).toBe('error');
      expect(res.body.errors).toEqual({ email: [message] });
    }
    expect(await userRow(user.id)).toEqual(before);
  });

  test('an empty body, or one with only unknown fields, is a 422', async () => {
    const { token } = await registerCaregiver(t.app);
    for (const body of [{}, { role: 'lpk_staff' }]) {
      const res = await call(t.app, 'POST', '/api/lpk/profile', { token, body });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ body: ['Isi minimal satu kolom yang ingin diubah.'] });
    }
    const en = await call(t.app, 'POST', '/api/lpk/profile', { token, body: {}, lang: 'en' });
    expect(en.body).toEqual({ status: 'error', message: 'The given data was invalid.', errors: { body: ['Fill in at least one field to change.'] } });
    const none = await call(t.app, 'POST', '/api/lpk/profile', { token });
    expect(none.status).toBe(422);
  });

  test('malformed JSON is a 422', async () => {
    const { token } = await registerCaregiver(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lpk/profile',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"full_name": ',
    });
    expect(res.statusCode).toBe(422);
  });

  test.each([
    [{ full_name: '' }, 'full_name', 'Wajib diisi.', 'This field is required.'],
    [{ full_name: null }, 'full_name', 'Wajib diisi.', 'This field is required.'],
    [
      { full_name: '<script>alert(1)</script>' },
      'full_name',
      'Nama hanya boleh berisi huruf, spasi, titik, apostrof dan tanda hubung.',
      'Names may contain only letters, spaces, dots, apostrophes and hyphens.',
    ],
    [
      { full_name: "Robert'); DROP TABLE users;--" },
      'full_name',
      'Nama hanya boleh berisi huruf, spasi, titik, apostrof dan tanda hubung.',
      'Names may contain only letters, spaces, dots, apostrophes and hyphens.',
    ],
    [{ full_name: 'A'.repeat(101) }, 'full_name', 'Maksimal 100 karakter.', 'At most 100 characters.'],
    [{ phone: '12345' }, 'phone', 'Nomor telepon Indonesia tidak valid.', 'Invalid Indonesian phone number.'],
    [{ phone: '+81 90-1234-5678' }, 'phone', 'Nomor telepon Indonesia tidak valid.', 'Invalid Indonesian phone number.'],
    [{ email: 'not-an-email' }, 'email', 'Alamat email tidak valid.', 'Invalid email address.'],
    [{ locale: 'jp' }, 'locale', 'Pilihan tidak valid.', 'Invalid choice.'],
  ])('%j is refused on the field, in both languages, and nothing changes', async (body, field, id, en) => {
    const { token, user } = await registerCaregiver(t.app);
    const before = await userRow(user.id);
    const resId = await call(t.app, 'POST', '/api/lpk/profile', { token, body });
    expect(resId.status).toBe(422);
    expect(resId.body.message).toBe('Data yang dikirim tidak valid.');
    expect(resId.body.errors).toEqual({ [field]: [id] });
    const resEn = await call(t.app, 'POST', '/api/lpk/profile', { token, body, lang: 'en' });
    expect(resEn.body.errors).toEqual({ [field]: [en] });
    expect(await userRow(user.id)).toEqual(before);
  });

  test('a value of the wrong type is refused on its field', async () => {
    const { token, user } = await registerCaregiver(t.app);
    for (const body of [{ full_name: 12345 }, { phone: 812345678 }, { email: ['a@b.id'] }, { locale: { id: true } }]) {
      const res = await call(t.app, 'POST', '/api/lpk/profile', { token, body });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors!)).toEqual(Object.keys(body));
    }
    expect((await userRow(user.id)).full_name).toBe(user.full_name);
  });

  test('one invalid field fails the whole update: valid fields beside it are not saved', async () => {
    const { token, user } = await registerCaregiver(t.app);
    const res = await call(t.app, 'POST', '/api/lpk/profile', { token, body: { full_name: 'Nama Baru', phone: 'abc' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors!)).toEqual(['phone']);
    expect((await userRow(user.id)).full_name).toBe(user.full_name);
  });

  test('unicode names are kept as written (NFC)', async () => {
    const { token } = await registerCaregiver(t.app);
    const res = await call(t.app, 'POST', '/api/lpk/profile', { token, body: { full_name: 'Ni Luh Ayu Dewi Sántika' } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.full_name).toBe('Ni Luh Ayu Dewi Sántika');
  });

  test('the demo caregiver can read and update their profile', async () => {
    const token = await login(t.app, DEMO.caregiver);
    const res = await call(t.app, 'GET', '/api/lpk/profile', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(DEMO.caregiver.email);
  });
});

describe('messages', () => {
  const keys = (tree: MessageTree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

  test.each([
    ['profile', profileMessages],
    ['uploads', uploadsMessages],
  ])('%s messages have the same keys in Indonesian and English, all non-empty', (_name, messages) => {
    expect(keys(messages.id).sort()).toEqual(keys(messages.en).sort());
    const all = [...keys(messages.id), ...keys(messages.en)];
    expect(all.length).toBeGreaterThan(5);
    const idTree = allMessages('id');
    for (const key of keys(messages.id)) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as MessageTree)[part], idTree);
      expect(typeof value).toBe('string');
      expect((value as string).length).toBeGreaterThan(0);
    }
  });
});

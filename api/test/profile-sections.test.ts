import { KTP_EXAMPLE, nikDatePart, todayIso } from 'contracts';
import { translator } from '../src/i18n';
import { call, createTestApp, registerCaregiver, type Json, type TestApp } from './helpers';
import {
  additionalInfoPayload,
  allAnswers,
  birthDate,
  birthYear,
  educationPayload,
  essayPayload,
  familyPayload,
  ktpPayload,
  MOTIVATION,
  nik,
  quizPayload,
  thisYear,
} from './profile-fixtures';

let t: TestApp;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const caregiver = await registerCaregiver(t.app);
  token = caregiver.token;
  userId = caregiver.user.id;
});
afterAll(() => t.close());

const idT = translator('id');
const enT = translator('en');

const SECTIONS = {
  ktp: { key: 'ktp', payload: ktpPayload },
  education: { key: 'education', payload: educationPayload },
  family: { key: 'family', payload: familyPayload },
  'additional-info': { key: 'additional_info', payload: additionalInfoPayload },
  quiz: { key: 'quiz', payload: quizPayload },
  essay: { key: 'essay', payload: essayPayload },
} as const;
type Path = keyof typeof SECTIONS;

const post = (path: Path, body: unknown, lang?: string, who = token) => call(t.app, 'POST', `/api/lpk/profile/${path}`, { token: who, body, lang });
const get = (path: Path, lang?: string, who = token) => call(t.app, 'GET', `/api/lpk/profile/${path}`, { token: who, lang });

const row = (path: Path, user = userId) =>
  t.app.db.selectFrom('profile_sections').selectAll().where('user_id', '=', user).where('section', '=', SECTIONS[path].key).executeTakeFirst();

/** A message key with its parameters, as the expected error of one field. */
type Expected = Record<string, string | [string, Record<string, unknown>]>;

const texts = (expected: Expected, tr: typeof idT) =>
  Object.fromEntries(Object.entries(expected).map(([field, e]) => [field, typeof e === 'string' ? tr(e) : tr(e[0], e[1])]));

/**
 * Posts an invalid body: 422 with exactly these fields in error (each holding the expected
 * message), in Indonesian and in English, and the stored section is left as it was.
 */
async function expectRefused(path: Path, body: unknown, expected: Expected): Promise<Json> {
  const before = await row(path);
  const res = await post(path, body);
  expect(res.status).toBe(422);
  expect(res.body.status).toBe('error');
  expect(res.body.message).toBe('Data yang dikirim tidak valid.');
  expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(Object.keys(expected).sort());
  for (const [field, message] of Object.entries(texts(expected, idT))) expect([field, res.body.errors![field]]).toEqual([field, [message]]);
  const en = await post(path, body, 'en');
  expect(en.status).toBe(422);
  expect(en.body.message).toBe('The given data was invalid.');
  for (const [field, message] of Object.entries(texts(expected, enT))) expect([field, en.body.errors![field]]).toEqual([field, [message]]);
  expect(await row(path)).toEqual(before);
  return res.body;
}

/** Saves a valid payload first, so the refusal tests prove the stored section did not change. */
async function saveValid(path: Path) {
  const res = await post(path, SECTIONS[path].payload());
  expect(res.status).toBe(200);
  return res.body.data;
}

describe.each(Object.keys(SECTIONS) as Path[])('section %s', (path) => {
  test('GET before anything is saved: null section, 0 %', async () => {
    const fresh = await registerCaregiver(t.app);
    const res = await get(path, undefined, fresh.token);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data).toMatchObject({ section: null, completeness: 0, updated_at: null });
  });

  test('POST saves, answers the stored section, GET reads it back, posting it back changes nothing', async () => {
    const fresh = await registerCaregiver(t.app);
    const res = await post(path, SECTIONS[path].payload(), undefined, fresh.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: 'Data berhasil disimpan.' });
    expect(res.body.data.section).toEqual(expect.any(Object));
    expect(res.body.data.completeness).toBeGreaterThan(0);
    expect(Date.parse(res.body.data.updated_at)).not.toBeNaN();

    const read = await get(path, undefined, fresh.token);
    expect(read.body.data).toEqual(res.body.data);

    // The form loads with GET and posts the same object back (with stored extras like `passed`).
    const again = await post(path, read.body.data.section, 'en', fresh.token);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Saved.');
    expect(again.body.data.section).toEqual(res.body.data.section);
    const rows = await t.app.db.selectFrom('profile_sections').select('id').where('user_id', '=', fresh.user.id).execute();
    expect(rows).toHaveLength(1);
  });

  test('a body that is not an object is a 422 and stores nothing', async () => {
    const fresh = await registerCaregiver(t.app);
    for (const body of [[1, 2], 'text', 42]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/lpk/profile/${path}`,
        headers: { authorization: `Bearer ${fresh.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('body');
    }
    expect(await row(path, fresh.user.id)).toBeUndefined();
  });

  test('an empty body names every required field', async () => {
    const res = await post(path, {});
    expect(res.status).toBe(422);
    for (const messages of Object.values(res.body.errors!)) expect(messages.length).toBeGreaterThan(0);
  });

  test("one caregiver never sees another's section", async () => {
    const a = await registerCaregiver(t.app);
    const b = await registerCaregiver(t.app);
    await post(path, SECTIONS[path].payload(), undefined, a.token);
    const res = await get(path, undefined, b.token);
    expect(res.body.data.section).toBeNull();
  });
});

describe('ktp', () => {
  beforeAll(() => saveValid('ktp'));

  test('normalises what it stores and lists the 38 provinces', async () => {
    const res = await post(
      'ktp',
      ktpPayload({ nik: `${nik.slice(0, 4)} ${nik.slice(4, 8)}.${nik.slice(8, 12)}-${nik.slice(12)}`, occupation: 'Karyawan swasta' }),
    );
    expect(res.status).toBe(200);
    // The documented example (born 30 years ago here), as the fixture wrote it: RT/RW padded, the province named as stored.
    expect(res.body.data.section).toEqual({ ...KTP_EXAMPLE, nik, birth_date: birthDate, postal_code: null, occupation: 'Karyawan swasta' });
    expect(res.body.data.completeness).toBe(100);
    expect(res.body.data.options.provinces).toHaveLength(38);
    expect(res.body.data.options.provinces).toContainEqual({ code: '96', name: 'Papua Barat Daya' });
  });

  test.each([
    ['DIY', 'DI Yogyakarta'],
    ['Provinsi Jawa Timur', 'Jawa Timur'],
    ['  dki   JAKARTA ', 'DKI Jakarta'],
    ['34', 'DI Yogyakarta'],
  ])('province %j is stored as %j', async (province, stored) => {
    const res = await post('ktp', ktpPayload({ province }));
    expect(res.status).toBe(200);
    expect(res.body.data.section.province).toBe(stored);
  });

  test('a man born on the same day has the plain day in his NIK', async () => {
    const res = await post('ktp', ktpPayload({ sex: 'male', nik: `320101${nikDatePart(birthDate, 'male')}0001` }));
    expect(res.status).toBe(200);
    expect(res.body.data.section.nik.slice(6, 8)).toBe('17');
  });

  test('exact messages for a wrong NIK, in both languages', async () => {
    const res = await expectRefused('ktp', ktpPayload({ nik: '12345' }), { nik: 'labels.profile.ktp.nik_format' });
    expect(res.errors!.nik).toEqual(['NIK harus terdiri dari 16 angka.']);
    const en = await post('ktp', ktpPayload({ nik: '12345' }), 'en');
    expect(en.body.errors!.nik).toEqual(['The NIK must be 16 digits.']);
  });

  test.each([
    ['letters', 'ABCDEFGHIJKLMNOP', 'labels.profile.ktp.nik_format'],
    ['17 digits', `${nik}1`, 'labels.profile.ktp.nik_format'],
    ['unicode digits', '３２０１０１５７０８９５０００１', 'labels.profile.ktp.nik_format'],
    ['unknown province code 99', `99${nik.slice(2)}`, 'labels.profile.ktp.nik_region'],
    ['province code 10', `10${nik.slice(2)}`, 'labels.profile.ktp.nik_region'],
    ['regency 00', `3200${nik.slice(4)}`, 'labels.profile.ktp.nik_region'],
    ['district 00', `3201 00${nik.slice(6)}`, 'labels.profile.ktp.nik_region'],
    ['serial 0000', `${nik.slice(0, 12)}0000`, 'labels.profile.ktp.nik_serial'],
    ['impossible day 35', `320101350895${nik.slice(12)}`, 'labels.profile.ktp.nik_birth_date'],
    ['month 13', `320101571395${nik.slice(12)}`, 'labels.profile.ktp.nik_birth_date'],
    ['day without +40 for a woman', `320101${nikDatePart(birthDate, 'male')}0001`, 'labels.profile.ktp.nik_birth_date'],
    ['another year', `3201015708${String(birthYear + 1).slice(2)}0001`, 'labels.profile.ktp.nik_birth_date'],
  ])('NIK with %s is refused', async (_what, value, key) => {
    await expectRefused('ktp', ktpPayload({ nik: value }), { nik: key });
  });

  test('the NIK must match the sex given', async () => {
    await expectRefused('ktp', ktpPayload({ sex: 'male' }), { nik: 'labels.profile.ktp.nik_birth_date' });
  });

  test('age must be 17 to 50 on the day of submission', async () => {
    const today = todayIso();
    if (today.endsWith('-02-29')) return; // "n years ago" does not exist on 29 February
    const yearsAgo = (n: number, dayShift = 0) => {
      const d = new Date(`${Number(today.slice(0, 4)) - n}${today.slice(4)}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + dayShift);
      return d.toISOString().slice(0, 10);
    };
    const withBirth = (date: string) => ktpPayload({ birth_date: date, nik: `320101${nikDatePart(date, 'female')}0001` });
    const sixteen = await expectRefused('ktp', withBirth(yearsAgo(17, 1)), { birth_date: 'labels.profile.ktp.age_range' });
    expect(sixteen.errors!.birth_date).toEqual(['Usia harus antara 17 dan 50 tahun.']);
    expect((await post('ktp', withBirth(yearsAgo(17)))).status).toBe(200);
    expect((await post('ktp', withBirth(yearsAgo(51, 1)))).status).toBe(200);
    await expectRefused('ktp', withBirth(yearsAgo(51)), { birth_date: 'labels.profile.ktp.age_range' });
    await saveValid('ktp');
  });

  test('a blank birth date is required', async () => {
    await expectRefused('ktp', ktpPayload({ birth_date: '' }), { birth_date: 'validation.required' });
  });

  test('an impossible birth date is a date error (and the NIK is not compared with it)', async () => {
    await expectRefused('ktp', ktpPayload({ birth_date: `${birthYear}-02-30` }), { birth_date: 'validation.date' });
    await expectRefused('ktp', ktpPayload({ birth_date: '17-08-1995' }), { birth_date: 'validation.date' });
  });

  test.each([
    [{ province: 'Atlantis' }, { province: 'labels.profile.ktp.province_unknown' }],
    [{ province: 'Sabah' }, { province: 'labels.profile.ktp.province_unknown' }],
    [{ religion: 'pastafarian' }, { religion: 'validation.choice' }],
    [{ marital_status: '' }, { marital_status: 'validation.required' }],
    [{ sex: 'other' }, { sex: 'validation.choice' }],
    [{ nationality: 'JP' }, { nationality: 'validation.choice' }],
    [{ rt: 'abc' }, { rt: 'labels.profile.ktp.rt_rw_format' }],
    [{ rt: '0' }, { rt: 'labels.profile.ktp.rt_rw_format' }],
    [{ rw: '1234' }, { rw: 'labels.profile.ktp.rt_rw_format' }],
    [{ postal_code: '1234' }, { postal_code: 'labels.profile.ktp.postal_code_format' }],
    [{ full_name: 'Siti 123' }, { full_name: 'labels.person.full_name_format' }],
    [{ birth_place: '<script>alert(1)</script>' }, { birth_place: 'labels.profile.place_format' }],
    [{ village: "x'; DROP TABLE users; --" }, { village: 'labels.profile.place_format' }],
    [{ address: 'Jl. Melati\u0000 5' }, { address: 'validation.text_invalid' }],
    [{ address: 'Jl. \u202eMelati 5' }, { address: 'validation.text_invalid' }],
    [{ address: 'Jl.' }, { address: ['validation.min_chars', { min: 5 }] }],
    [{ address: 'x'.repeat(201) }, { address: ['validation.max_chars', { max: 200 }] }],
  ])('%j is refused', async (overrides, expected) => {
    await expectRefused('ktp', ktpPayload(overrides), expected as Expected);
  });

  test('everything missing: each required field says so', async () => {
    const body = await expectRefused(
      'ktp',
      {},
      {
        nik: 'validation.required',
        full_name: 'validation.required',
        birth_place: 'validation.required',
        birth_date: 'validation.required',
        sex: 'validation.required',
        address: 'validation.required',
        rt: 'validation.required',
        rw: 'validation.required',
        village: 'validation.required',
        district: 'validation.required',
        regency: 'validation.required',
        province: 'validation.required',
        religion: 'validation.required',
        marital_status: 'validation.required',
      },
    );
    expect(body.errors!.nik).toEqual(['Wajib diisi.']);
  });

  test('unknown fields are ignored, not stored', async () => {
    const res = await post('ktp', ktpPayload({ is_admin: true, role: 'lpk_staff' }));
    expect(res.status).toBe(200);
    expect(res.body.data.section).not.toHaveProperty('is_admin');
  });
});

describe('education', () => {
  beforeAll(() => saveValid('education'));

  test('stores the history with numbers from strings and a null nursing background', async () => {
    const history = [
      { level: 's1', school_name: 'Universitas Indonesia', major: 'Ilmu Keperawatan', city: 'Depok', start_year: '2014', end_year: 2018, graduated: 'true' },
    ];
    const res = await post('education', { history });
    expect(res.status).toBe(200);
    expect(res.body.data.section).toEqual({
      history: [
        { level: 's1', school_name: 'Universitas Indonesia', major: 'Ilmu Keperawatan', city: 'Depok', start_year: 2014, end_year: 2018, graduated: true },
      ],
      nursing_background: null,
    });
    expect(res.body.data.completeness).toBe(67);
    await saveValid('education');
  });

  test('still studying: an end year next year is fine when not graduated', async () => {
    const history = [{ level: 'd3', school_name: 'Akper Bogor', start_year: thisYear - 2, end_year: thisYear + 1, graduated: false }];
    expect((await post('education', { history })).status).toBe(200);
    await saveValid('education');
  });

  const entry = (overrides: Record<string, unknown>) => ({ history: [{ ...educationPayload().history[0], ...overrides }] });

  test.each([
    [{ history: [] }, { history: ['validation.min_items', { min: 1 }] }],
    [{ history: Array.from({ length: 11 }, () => educationPayload().history[0]) }, { history: ['validation.max_items', { max: 10 }] }],
    [{ history: 'SMK' }, { history: 'validation.array' }],
    [entry({ school_name: 123 }), { 'history.0.school_name': 'validation.string' }],
    [entry({ graduated: 'yes' }), { 'history.0.graduated': 'validation.boolean' }],
    [entry({ start_year: 'dua ribu' }), { 'history.0.start_year': 'validation.number' }],
    [entry({ end_year: birthYear + 11 }), { 'history.0.end_year': 'labels.profile.education.end_before_start' }],
    [entry({ start_year: thisYear + 1, end_year: thisYear + 1, graduated: false }), { 'history.0.start_year': 'labels.profile.year_future' }],
    [entry({ end_year: thisYear + 2, graduated: false }), { 'history.0.end_year': 'labels.profile.year_too_late' }],
    [entry({ end_year: thisYear + 1, graduated: true }), { 'history.0.graduated': 'labels.profile.education.graduated_future' }],
    [entry({ start_year: 1949 }), { 'history.0.start_year': ['validation.min_value', { min: 1950 }] }],
    [entry({ start_year: 2010.5 }), { 'history.0.start_year': 'validation.integer' }],
    [entry({ level: 'kindergarten' }), { 'history.0.level': 'validation.choice' }],
    [entry({ school_name: '' }), { 'history.0.school_name': 'validation.required' }],
    [entry({ graduated: undefined }), { 'history.0.graduated': 'validation.required' }],
    [
      { ...educationPayload(), nursing_background: { nursing_education: true, caregiver_training_hours: 6000 } },
      { 'nursing_background.caregiver_training_hours': ['validation.max_value', { max: 5000 }] },
    ],
    [{ ...educationPayload(), nursing_background: { caregiver_training_hours: 10 } }, { 'nursing_background.nursing_education': 'validation.required' }],
  ])('%j is refused', async (body, expected) => {
    await expectRefused('education', body, expected as Expected);
  });
});

describe('family', () => {
  beforeAll(() => saveValid('family'));

  test('stores members and a normalised emergency contact', async () => {
    const res = await post(
      'family',
      familyPayload({ members: [{ relation: 'sibling', full_name: 'Dewi Lestari', phone: '', birth_year: '' }], dependents_count: '0' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.section).toEqual({
      members: [{ relation: 'sibling', full_name: 'Dewi Lestari', birth_year: null, occupation: null, phone: null, alive: null, lives_with_me: null }],
      emergency_contact: { full_name: 'Budi Santoso', relation: 'father', phone: '+6281311112222', address: 'Jl. Melati No. 5, Bogor' },
      dependents_count: 0,
    });
    await saveValid('family');
  });

  const members = familyPayload().members;
  test.each([
    [
      familyPayload({ members: [...members, { relation: 'father', full_name: 'Ahmad Yani' }] }),
      { 'members.2.relation': 'labels.profile.family.relation_once' },
    ],
    [
      familyPayload({
        members: [
          { relation: 'spouse', full_name: 'A Be' },
          { relation: 'spouse', full_name: 'C De' },
        ],
      }),
      { 'members.1.relation': 'labels.profile.family.relation_once' },
    ],
    [familyPayload({ members: [] }), { members: ['validation.min_items', { min: 1 }] }],
    [familyPayload({ members: { relation: 'father' } }), { members: 'validation.array' }],
    [familyPayload({ emergency_contact: 'Budi, 0812' }), { emergency_contact: 'validation.object' }],
    [familyPayload({ members: [{ relation: 'cousin', full_name: 'Budi' }] }), { 'members.0.relation': 'validation.choice' }],
    [
      familyPayload({ members: [{ relation: 'child', full_name: 'Budi', birth_year: thisYear + 1 }] }),
      { 'members.0.birth_year': 'labels.profile.year_future' },
    ],
    [familyPayload({ members: [{ relation: 'child', full_name: 'Budi', phone: '123' }] }), { 'members.0.phone': 'labels.person.phone_invalid' }],
    [
      familyPayload({ emergency_contact: { ...familyPayload().emergency_contact, phone: '+1 202 555 0100' } }),
      { 'emergency_contact.phone': 'labels.person.phone_invalid' },
    ],
    [familyPayload({ emergency_contact: undefined }), { emergency_contact: 'validation.required' }],
    [
      familyPayload({ emergency_contact: { relation: 'friend' } }),
      {
        'emergency_contact.full_name': 'validation.required',
        'emergency_contact.phone': 'validation.required',
        'emergency_contact.address': 'validation.required',
      },
    ],
    [familyPayload({ dependents_count: -1 }), { dependents_count: ['validation.min_value', { min: 0 }] }],
    [familyPayload({ dependents_count: 21 }), { dependents_count: ['validation.max_value', { max: 20 }] }],
  ])('%j is refused', async (body, expected) => {
    await expectRefused('family', body, expected as Expected);
  });
});

describe('additional-info', () => {
  beforeAll(() => saveValid('additional-info'));

  test('stores numbers from strings, empty lists and no passport data without a passport', async () => {
    const res = await post('additional-info', additionalInfoPayload({ passport_number: 'C1234567', passport_expiry: '2030-01-01' }));
    expect(res.status).toBe(200);
    expect(res.body.data.section).toMatchObject({
      height_cm: 158,
      weight_kg: 52,
      driving_licences: [],
      vaccinations: [],
      has_passport: false,
      passport_number: null,
      passport_expiry: null,
      chronic_illness: null,
    });
  });

  test('with a passport: number normalised, expiry kept', async () => {
    const expiry = `${thisYear + 5}-01-31`;
    const res = await post(
      'additional-info',
      additionalInfoPayload({
        has_passport: true,
        passport_number: 'c 1234567',
        passport_expiry: expiry,
        driving_licences: ['A', 'C'],
        vaccinations: [{ type: 'hepatitis_b', doses: '3', last_dose_on: '2023-05-01' }],
        eyesight_left: '1.2',
        chronic_illness: 'Tidak ada\r\nAsma ringan',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.section).toMatchObject({
      has_passport: true,
      passport_number: 'C1234567',
      passport_expiry: expiry,
      driving_licences: ['A', 'C'],
      vaccinations: [{ type: 'hepatitis_b', doses: 3, last_dose_on: '2023-05-01' }],
      eyesight_left: 1.2,
      chronic_illness: 'Tidak ada\nAsma ringan',
    });
    await saveValid('additional-info');
  });

  test.each([
    [{ height_cm: 129 }, { height_cm: ['validation.min_value', { min: 130 }] }],
    [{ height_cm: 221 }, { height_cm: ['validation.max_value', { max: 220 }] }],
    [{ weight_kg: 29 }, { weight_kg: ['validation.min_value', { min: 30 }] }],
    [{ weight_kg: '' }, { weight_kg: 'validation.required' }],
    [{ weight_kg: 'berat' }, { weight_kg: 'validation.number' }],
    [{ weight_kg: 52.5 }, { weight_kg: 'validation.integer' }],
    [{ tattoo: 'maybe' }, { tattoo: 'validation.boolean' }],
    [{ blood_type: 'C' }, { blood_type: 'validation.choice' }],
    [{ dominant_hand: 'foot' }, { dominant_hand: 'validation.choice' }],
    [{ smoking: 'sometimes' }, { smoking: 'validation.choice' }],
    [{ alcohol: 'daily' }, { alcohol: 'validation.choice' }],
    [{ tattoo: undefined }, { tattoo: 'validation.required' }],
    [{ eyesight_left: 3 }, { eyesight_left: ['validation.max_value', { max: 2 }] }],
    [{ has_passport: true }, { passport_expiry: 'validation.required' }],
    [{ has_passport: 'true', passport_expiry: '' }, { passport_expiry: 'validation.required' }],
    [{ has_passport: true, passport_expiry: `${thisYear + 11}-01-01` }, { passport_expiry: 'labels.profile.additional_info.passport_expiry_range' }],
    [{ has_passport: true, passport_expiry: '2030-13-01' }, { passport_expiry: 'validation.date' }],
    [
      { has_passport: true, passport_expiry: '2030-01-01', passport_number: 'ABC' },
      { passport_number: 'labels.profile.additional_info.passport_number_format' },
    ],
    [{ driving_licences: ['A', 'A'] }, { driving_licences: 'labels.profile.additional_info.licences_unique' }],
    [{ driving_licences: ['Z'] }, { 'driving_licences.0': 'validation.choice' }],
    [{ vaccinations: [{ type: 'covid19', last_dose_on: `${thisYear + 1}-01-01` }] }, { 'vaccinations.0.last_dose_on': 'labels.profile.date_future' }],
    [{ vaccinations: [{ type: 'flu' }] }, { 'vaccinations.0.type': 'validation.choice' }],
    [{ hobbies: 'x'.repeat(301) }, { hobbies: ['validation.max_chars', { max: 300 }] }],
  ])('%j is refused', async (overrides, expected) => {
    await expectRefused('additional-info', additionalInfoPayload(overrides), expected as Expected);
  });
});

describe('quiz', () => {
  beforeAll(() => saveValid('quiz'));

  test('stores certificates with `passed` worked out, and the self-assessment score', async () => {
    const res = await post(
      'quiz',
      quizPayload({
        japanese_certificates: [
          { type: 'jlpt', level: 'N4', score: 110, certificate_number: 'N4A12345', issued_on: '2024-08-26' },
          { type: 'jlpt', level: 'N3', score: 90, issued_on: '2024-12-01' },
          { type: 'jlpt', level: 'N5', issued_on: '2023-12-01' },
          { type: 'jft_basic', score: 199, level: 'N4', issued_on: '2024-10-01' },
          { type: 'jft_basic', score: '200', issued_on: '2024-11-01' },
          { type: 'nat_test', level: 'N4', issued_on: '2024-06-01' },
          { type: 'kaigo_skill', score: 55, issued_on: '2024-09-01' },
          { type: 'kaigo_japanese', issued_on: '2024-09-01' },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const certs = res.body.data.section.japanese_certificates;
    expect(certs.map((c: { passed: boolean }) => c.passed)).toEqual([true, false, true, false, true, true, false, true]);
    expect(certs[0]).toEqual({ type: 'jlpt', level: 'N4', score: 110, passed: true, certificate_number: 'N4A12345', issued_on: '2024-08-26' });
    expect(certs[3]).toEqual({ type: 'jft_basic', level: null, score: 199, passed: false, certificate_number: null, issued_on: '2024-10-01' });
    expect(res.body.data.section.answers).toEqual(allAnswers);
    expect(res.body.data.section.self_assessment_score).toBe(53);
    expect(res.body.data.completeness).toBe(100);
  });

  test('the questions come with the section, localised', async () => {
    const id = await get('quiz');
    const en = await get('quiz', 'en');
    expect(id.body.data.options.questions).toHaveLength(8);
    expect(id.body.data.options.questions[0]).toEqual({
      id: 'kana',
      text: 'Seberapa lancar Anda membaca hiragana dan katakana?',
      choices: [
        { value: 'none', label: 'Belum bisa' },
        { value: 'partial', label: 'Sebagian' },
        { value: 'fluent', label: 'Lancar' },
      ],
    });
    expect(en.body.data.options.questions[0].text).toBe('How well can you read hiragana and katakana?');
    expect(en.body.data.options.questions.map((q: { id: string }) => q.id)).toEqual(Object.keys(allAnswers));
    expect(en.body.data.options.certificate_types.map((c: { value: string }) => c.value)).toEqual([
      'jlpt',
      'jft_basic',
      'nat_test',
      'kaigo_skill',
      'kaigo_japanese',
    ]);
    await saveValid('quiz');
  });

  const cert = (c: Record<string, unknown>) => quizPayload({ japanese_certificates: [{ issued_on: '2024-01-01', ...c }] });
  test.each([
    [cert({ type: 'jlpt' }), { 'japanese_certificates.0.level': 'validation.required' }],
    [cert({ type: 'nat_test', level: 'N6' }), { 'japanese_certificates.0.level': 'validation.choice' }],
    [cert({ type: 'jlpt', level: 'N4', score: 181 }), { 'japanese_certificates.0.score': ['validation.max_value', { max: 180 }] }],
    [cert({ type: 'jft_basic' }), { 'japanese_certificates.0.score': 'validation.required' }],
    [cert({ type: 'jft_basic', score: 251 }), { 'japanese_certificates.0.score': ['validation.max_value', { max: 250 }] }],
    [cert({ type: 'kaigo_skill', score: 101 }), { 'japanese_certificates.0.score': ['validation.max_value', { max: 100 }] }],
    [cert({ type: 'toefl' }), { 'japanese_certificates.0.type': 'validation.choice' }],
    [cert({ type: 'jlpt', level: 'N4', issued_on: `${thisYear + 1}-01-01` }), { 'japanese_certificates.0.issued_on': 'labels.profile.date_future' }],
    [cert({ type: 'jlpt', level: 'N4', issued_on: '1980-01-01' }), { 'japanese_certificates.0.issued_on': 'labels.profile.date_too_old' }],
    [
      cert({ type: 'jlpt', level: 'N4', certificate_number: '<b>1</b>' }),
      { 'japanese_certificates.0.certificate_number': 'labels.profile.quiz.certificate_number_format' },
    ],
    [
      quizPayload({ japanese_certificates: Array.from({ length: 11 }, () => ({ type: 'jlpt', level: 'N5', issued_on: '2024-01-01' })) }),
      {
        japanese_certificates: ['validation.max_items', { max: 10 }],
      },
    ],
    [quizPayload({ study_hours: -5 }), { study_hours: ['validation.min_value', { min: 0 }] }],
    [quizPayload({ answers: { ...allAnswers, kana: undefined } }), { 'answers.kana': 'validation.required' }],
    [quizPayload({ answers: { ...allAnswers, kanji: 'lots' } }), { 'answers.kanji': 'validation.choice' }],
    [quizPayload({ answers: { ...allAnswers, favourite_anime: 'naruto' } }), { 'answers.favourite_anime': 'validation.unknown_field' }],
    [quizPayload({ answers: undefined }), { answers: 'validation.required' }],
  ])('%j is refused', async (body, expected) => {
    await expectRefused('quiz', body, expected as Expected);
  });
});

describe('essay', () => {
  beforeAll(() => saveValid('essay'));

  test('stores work history with country codes upper-cased and text kept verbatim', async () => {
    const motivation = `${MOTIVATION}\r\n介護の仕事が好きです 🙂 '; DROP TABLE users; -- <script>alert(1)</script>`;
    const res = await post(
      'essay',
      essayPayload({
        motivation,
        work_history: [
          { employer: 'RS Harapan', position: 'Asisten perawat', country: 'id', start_date: '2019-03-01', end_date: '2021-02-28', caregiving: 'true' },
          { employer: 'Panti Wreda Kasih', position: 'Caregiver', country: 'MY', start_date: '2021-04-01', end_date: '' },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.section.motivation).toBe(motivation.replace('\r\n', '\n'));
    expect(res.body.data.section.work_history).toEqual([
      { employer: 'RS Harapan', position: 'Asisten perawat', country: 'ID', start_date: '2019-03-01', end_date: '2021-02-28', duties: null, caregiving: true },
      { employer: 'Panti Wreda Kasih', position: 'Caregiver', country: 'MY', start_date: '2021-04-01', end_date: null, duties: null, caregiving: false },
    ]);
    // The database is intact.
    expect((await t.app.db.selectFrom('users').select('id').where('id', '=', userId).execute()).length).toBe(1);
    await saveValid('essay');
  });

  const job = (j: Record<string, unknown>) =>
    essayPayload({ work_history: [{ employer: 'RS Harapan', position: 'Perawat', country: 'ID', start_date: '2020-01-01', ...j }] });
  test.each([
    [essayPayload({ motivation: 'x'.repeat(49) }), { motivation: ['validation.min_chars', { min: 50 }] }],
    [essayPayload({ motivation: 'x'.repeat(3001) }), { motivation: ['validation.max_chars', { max: 3000 }] }],
    [essayPayload({ motivation: `   ${'x'.repeat(30)}        ` }), { motivation: ['validation.min_chars', { min: 50 }] }],
    [essayPayload({ motivation: undefined }), { motivation: 'validation.required' }],
    [essayPayload({ motivation: `${MOTIVATION}\u0007` }), { motivation: 'validation.text_invalid' }],
    [essayPayload({ self_introduction: 'x'.repeat(2001) }), { self_introduction: ['validation.max_chars', { max: 2000 }] }],
    [job({ country: 'XX' }), { 'work_history.0.country': 'labels.profile.country_code' }],
    [job({ country: 'Japan' }), { 'work_history.0.country': 'labels.profile.country_code' }],
    [job({ end_date: '2019-12-31' }), { 'work_history.0.end_date': 'labels.profile.essay.end_before_start' }],
    [job({ start_date: `${thisYear + 1}-01-01` }), { 'work_history.0.start_date': 'labels.profile.date_future' }],
    [job({ end_date: `${thisYear + 1}-01-01` }), { 'work_history.0.end_date': 'labels.profile.date_future' }],
    [job({ employer: '' }), { 'work_history.0.employer': 'validation.required' }],
    [job({ start_date: '' }), { 'work_history.0.start_date': 'validation.required' }],
    [job({ start_date: '2020-02-30' }), { 'work_history.0.start_date': 'validation.date' }],
    [essayPayload({ work_history: Array.from({ length: 16 }, () => job({}).work_history[0]) }), { work_history: ['validation.max_items', { max: 15 }] }],
    [essayPayload({ work_history: undefined }), { work_history: 'validation.required' }],
  ])('%j is refused', async (body, expected) => {
    await expectRefused('essay', body, expected as Expected);
  });
});

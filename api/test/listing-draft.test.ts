import { renderMail } from '../src/modules/mail/render';
import { call, createTestApp, DEMO, login, registerCaregiver, type TestApp } from './helpers';
import { TEST_APP_KEY } from './mail-helpers';
import { applicationForm, submitApplication } from './lpk-join-fixtures';

/**
 * The listing status `draft` (issue 33; contracts/src/rules/listing.ts): a newly approved LPK is
 * absent from every public answer (search, detail, comparison, vacancies, the assistant,
 * registrations) until its admin completes the listing and publishes it; publishing an incomplete
 * listing is a 422 with one error per missing field and changes nothing; a suspension and its
 * reinstatement return an LPK to the status it had; a claim of a public listing stays public.
 * SQLite and, with DATABASE_URL, PostgreSQL.
 */
let t: TestApp;
let operator: string;
const app = () => t.app;

beforeAll(async () => {
  t = await createTestApp();
  operator = await login(app(), DEMO.operator);
});
afterAll(() => t.close());

const LISTING = '/api/lpk/institution/listing';
const PUBLISH = '/api/lpk/institution/listing/publish';

/** Applies for a new LPK and has the operator approve it: the LPK's id and its admin's token. */
async function approvedLpk(name: string, licence: string): Promise<{ lpkId: number; admin: string }> {
  const applied = (await submitApplication(app(), applicationForm({ name, licence_number: licence, city: 'Surakarta', province: 'Jawa Tengah' }))).body.data;
  const approved = await call(app(), 'POST', `/api/lpk/operator/applications/${applied.application.id}/approve`, { token: operator, body: {} });
  expect(approved.status).toBe(200);
  const admin = await login(app(), { email: applied.user.email, password: 'Kaigo#Jepang2026' });
  return { lpkId: approved.body.data.institute_id as number, admin };
}

function completeListing(listing: Record<string, unknown>) {
  return {
    ...listing,
    description_id: 'LPK di Surakarta dengan laboratorium perawatan dan guru bahasa Jepang berpengalaman.',
    description_en: 'A training centre in Surakarta with a care lab and experienced Japanese teachers.',
    fees: {
      items: [
        { key: 'registration', amount: 1_500_000 },
        { key: 'training', amount: 6_000_000 },
      ],
      instalments: true,
    },
    has_dormitory: false,
    dormitory: null,
    training_months: 6,
    contact: {
      phone: '0271-123456',
      whatsapp: '0812-3456-7890',
      email: 'info@lpk-contoh.id',
      website: '',
      office_hours: { days: 'mon_fri', open: '08:00', close: '16:00' },
    },
  };
}

function vacancyBody() {
  return {
    title_id: 'Perawat lansia – Panti Fuji, Nagoya',
    title_en: 'Care worker – Fuji Home, Nagoya',
    facility_type: 'tokuyo',
    prefecture: 'Aichi',
    city: 'Nagoya',
    monthly_salary_jpy: 220_000,
    experience: 'inexperienced',
    pathway: 'ssw',
    jlpt_required: 'N4',
    deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    openings: 2,
    description_id: 'Membantu makan, mandi dan mobilitas penghuni panti lansia di Nagoya.',
    description_en: 'Help residents of a nursing home in Nagoya with meals, bathing and mobility.',
    requirements_id: ['JFT-Basic atau N4'],
    requirements_en: ['JFT-Basic or N4'],
    benefits_id: ['Asrama disediakan'],
    benefits_en: ['Dormitory provided'],
    working_hours: { per_week: 40, night_shifts: false },
  };
}

/** Where the public could meet the LPK `lpkId` (named `name`) and its vacancy `jobId`. */
async function publicSightings(lpkId: number, name: string, jobId: number) {
  const search = await call(app(), 'GET', `/api/lpk/institutes?q=${encodeURIComponent(name)}`);
  const detail = await call(app(), 'GET', `/api/lpk/institutes/${lpkId}`);
  const compare = await call(app(), 'GET', `/api/lpk/institutes/compare?ids=1,${lpkId}`);
  const jobs = await call(app(), 'GET', `/api/lpk/jobs?lpk_id=${lpkId}`);
  const job = await call(app(), 'GET', `/api/lpk/jobs/${jobId}`);
  const assistant = await call(app(), 'POST', '/api/lpk/assistant', { body: { message: `Berapa biaya ${name}?` } });
  return {
    search: search.body.data.items.some((i: { id: number }) => i.id === lpkId),
    detail: detail.status,
    compare: compare.status,
    jobs: jobs.body.data.items.some((j: { id: number }) => j.id === jobId),
    job: job.status,
    assistant: (assistant.body.data.sources as { url: string }[]).some((s) => s.url === `/lpk/${lpkId}`),
  };
}

const HIDDEN = { search: false, detail: 404, compare: 422, jobs: false, job: 404, assistant: false };
const SHOWN = { search: true, detail: 200, compare: 200, jobs: true, job: 200, assistant: true };

describe('a newly approved LPK is a draft until its admin publishes a complete listing', () => {
  test('draft: invisible everywhere public; publishing an incomplete listing is a 422 per missing field that changes nothing; complete: public at once', async () => {
    const name = 'LPK Hoshizora Cendana';
    const { lpkId, admin } = await approvedLpk(name, 'KEP.9301/33.72/2026');
    expect(await app().db.selectFrom('institutes').select('listing_status').where('id', '=', lpkId).executeTakeFirstOrThrow()).toEqual({
      listing_status: 'draft',
    });

    // Its admin and the operator see it as a draft.
    const own = await call(app(), 'GET', '/api/lpk/institution/lpk', { token: admin });
    expect(own.body.data).toMatchObject({ id: lpkId, listing_status: 'draft', suspension_reason: null });
    const listing = await call(app(), 'GET', LISTING, { token: admin });
    expect(listing.body.data).toMatchObject({ id: lpkId, listing_status: 'draft', registration_fee: 0, training_months: 0 });
    const managed = await call(app(), 'GET', `/api/lpk/operator/institutes?q=${encodeURIComponent(name)}`, { token: operator });
    expect(managed.body.data.items).toEqual([expect.objectContaining({ id: lpkId, listing_status: 'draft' })]);
    const drafts = await call(app(), 'GET', '/api/lpk/operator/institutes?status=draft', { token: operator });
    expect(drafts.body.data.items.map((i: { id: number }) => i.id)).toContain(lpkId);

    // A draft may already prepare a vacancy: it is not public either.
    const vacancy = await call(app(), 'POST', '/api/lpk/institution/vacancies', { token: admin, body: vacancyBody() });
    expect(vacancy.status).toBe(201);
    const jobId = vacancy.body.data.id as number;
    expect(await publicSightings(lpkId, name, jobId)).toEqual(HIDDEN);
    // Its zeros never lead "lowest price first".
    const cheapest = await call(app(), 'GET', '/api/lpk/institutes?sort=price_asc&per_page=5');
    expect(cheapest.body.data.items[0].registration_fee).toBeGreaterThan(0);
    const caregiver = await registerCaregiver(app());
    const registration = await call(app(), 'POST', '/api/lpk/registrations', { token: caregiver.token, body: { lpk_id: lpkId, consent: true }, lang: 'en' });
    expect(registration.status).toBe(422);
    expect(Object.keys(registration.body.errors!)).toEqual(['lpk_id']);

    // Publishing the listing as approval left it: one localised error per missing field, nothing changes.
    const refused = await call(app(), 'POST', PUBLISH, { token: admin, body: {}, lang: 'en' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('The listing is not complete yet, so it cannot be published. Fill in and save the fields below first.');
    expect(refused.body.errors).toEqual({
      description_id: ['Write the description in Indonesian (at least 20 characters).'],
      description_en: ['Write the description in English (at least 20 characters).'],
      'fees.items': ['Enter the training fees; their total must be above zero.'],
      training_months: ['Enter the training length (months).'],
      'contact.phone': ['Enter a contact phone number.'],
      'contact.whatsapp': ['Enter a contact WhatsApp number.'],
      'contact.email': ['Enter a contact e-mail address.'],
    });
    const inIndonesian = await call(app(), 'POST', PUBLISH, { token: admin, body: {} });
    expect(inIndonesian.body.errors!.training_months).toEqual(['Isi lama pelatihan (bulan).']);
    expect((await call(app(), 'GET', '/api/lpk/institution/lpk', { token: admin })).body.data.listing_status).toBe('draft');
    expect((await call(app(), 'GET', `/api/lpk/institutes/${lpkId}`)).status).toBe(404);

    // Saving the complete listing does not publish it.
    const saved = await call(app(), 'PUT', LISTING, { token: admin, body: completeListing(listing.body.data), lang: 'en' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Listing saved as a draft. The public does not see it until you publish it.');
    expect(saved.body.data).toMatchObject({ listing_status: 'draft', registration_fee: 7_500_000 });
    expect(await publicSightings(lpkId, name, jobId)).toEqual(HIDDEN);

    // Staff of another LPK, a caregiver and the operator cannot publish it; its admin can.
    for (const token of [await login(app(), DEMO.staff1), caregiver.token, operator])
      expect((await call(app(), 'POST', PUBLISH, { token, body: {} })).status).toBe(403);
    const published = await call(app(), 'POST', PUBLISH, { token: admin, body: {}, lang: 'en' });
    expect(published.status).toBe(200);
    expect(published.body.message).toBe('Listing published; it now shows in search and on the public pages.');
    expect(published.body.data).toMatchObject({ id: lpkId, listing_status: 'listed' });
    // Public at once (the catalogue cache was invalidated), with its vacancy.
    expect(await publicSightings(lpkId, name, jobId)).toEqual(SHOWN);
    expect((await call(app(), 'GET', `/api/lpk/institutes/${lpkId}`)).body.data).toMatchObject({ registration_fee: 7_500_000, training_months: 6 });
    expect((await call(app(), 'GET', '/api/lpk/institution/lpk', { token: admin })).body.data.listing_status).toBe('listed');

    // Again: nothing to do. Saving a public listing keeps it public.
    const again = await call(app(), 'POST', PUBLISH, { token: admin, body: {}, lang: 'en' });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('The listing is already public.');
    const resaved = await call(app(), 'PUT', LISTING, { token: admin, body: published.body.data, lang: 'en' });
    expect(resaved.body.message).toBe('Listing saved; it shows on the public pages now.');
    expect(resaved.body.data.listing_status).toBe('listed');
  });

  test('a suspension returns to the status it interrupted: a public LPK to public, a draft to draft; a suspended draft cannot be published', async () => {
    const publicOne = await approvedLpk('LPK Tsubasa Lestari', 'KEP.9302/33.72/2026');
    const listing = (await call(app(), 'GET', LISTING, { token: publicOne.admin })).body.data;
    expect((await call(app(), 'PUT', LISTING, { token: publicOne.admin, body: completeListing(listing) })).status).toBe(200);
    expect((await call(app(), 'POST', PUBLISH, { token: publicOne.admin, body: {} })).status).toBe(200);
    const draft = await approvedLpk('LPK Kumo Sejahtera', 'KEP.9303/33.72/2026');

    for (const { lpkId } of [publicOne, draft]) {
      const suspended = await call(app(), 'POST', `/api/lpk/operator/institutes/${lpkId}/suspend`, {
        token: operator,
        body: { reason: 'Laporan biaya ilegal' },
      });
      expect(suspended.body.data).toMatchObject({ listing_status: 'suspended' });
      expect((await call(app(), 'GET', `/api/lpk/institutes/${lpkId}`)).status).toBe(404);
    }
    // Suspended: publishing is refused with the operator's reason, even once complete.
    const draftListing = (await call(app(), 'GET', LISTING, { token: draft.admin })).body.data;
    expect(draftListing.listing_status).toBe('suspended');
    const frozen = await call(app(), 'POST', PUBLISH, { token: draft.admin, body: {}, lang: 'en' });
    expect(frozen.status).toBe(403);
    expect(frozen.body.message).toContain('Laporan biaya ilegal');

    const reinstate = async (lpkId: number) =>
      (await call(app(), 'POST', `/api/lpk/operator/institutes/${lpkId}/reinstate`, { token: operator, body: { reason: 'Klarifikasi diterima' } })).body.data;
    expect(await reinstate(publicOne.lpkId)).toMatchObject({ listing_status: 'listed', suspension_reason: null });
    expect((await call(app(), 'GET', `/api/lpk/institutes/${publicOne.lpkId}`)).status).toBe(200);
    expect(await reinstate(draft.lpkId)).toMatchObject({ listing_status: 'draft', suspension_reason: null });
    expect((await call(app(), 'GET', `/api/lpk/institutes/${draft.lpkId}`)).status).toBe(404);
    // Back to a draft, its admin completes and publishes it.
    expect((await call(app(), 'PUT', LISTING, { token: draft.admin, body: completeListing(draftListing) })).status).toBe(200);
    expect((await call(app(), 'POST', PUBLISH, { token: draft.admin, body: {} })).status).toBe(200);
    expect((await call(app(), 'GET', `/api/lpk/institutes/${draft.lpkId}`)).status).toBe(200);

    // A seeded (public) LPK suspended and reinstated is public again.
    await call(app(), 'POST', '/api/lpk/operator/institutes/7/suspend', { token: operator, body: { reason: 'Pemeriksaan' } });
    expect(await reinstate(7)).toMatchObject({ listing_status: 'listed' });
  });

  test('a claim of a public listing keeps it public', async () => {
    const institute = await app()
      .db.selectFrom('institutes')
      .select(['id', 'name', 'licence_number', 'province', 'city'])
      .where('id', '=', 9)
      .executeTakeFirstOrThrow();
    const applied = (
      await submitApplication(
        app(),
        applicationForm({ name: institute.name, licence_number: institute.licence_number, province: institute.province, city: institute.city }),
      )
    ).body.data;
    expect(applied.application).toMatchObject({ kind: 'claim', institute_id: 9 });
    const approved = await call(app(), 'POST', `/api/lpk/operator/applications/${applied.application.id}/approve`, { token: operator, body: {} });
    expect(approved.body.data).toMatchObject({ status: 'approved', institute_id: 9 });
    expect(await app().db.selectFrom('institutes').select('listing_status').where('id', '=', 9).executeTakeFirstOrThrow()).toEqual({
      listing_status: 'listed',
    });
    expect((await call(app(), 'GET', '/api/lpk/institutes/9')).status).toBe(200);
    const admin = await login(app(), { email: applied.user.email, password: 'Kaigo#Jepang2026' });
    expect((await call(app(), 'GET', LISTING, { token: admin })).body.data).toMatchObject({ id: 9, listing_status: 'listed' });
  });
});

test('the approval mail of a new LPK says it is not public yet and links to its listing, in both languages', () => {
  const env = { appUrl: 'https://lpk.example.id', apiUrl: 'https://api.lpk.example.id', appKey: TEST_APP_KEY, supportUrl: 'https://wa.me/6281100002026' };
  const data = { name: 'Rina Kusuma', lpk_name: 'LPK Hoshizora Cendana', decision: 'approved' as const, kind: 'new' as const, reason: null };
  const id = renderMail('lpk_application_decided', 'id', data, { userId: 42 }, env);
  expect(id.text).toContain('LPK Anda belum tampil untuk publik');
  expect(id.text).toContain('lalu tekan Terbitkan');
  expect(id.text).toContain('https://lpk.example.id/admin/institution');
  const en = renderMail('lpk_application_decided', 'en', data, { userId: 42 }, env);
  expect(en.text).toContain('It is not shown to the public yet');
  expect(en.text).toContain('then press Publish');
  const claim = renderMail('lpk_application_decided', 'en', { ...data, kind: 'claim' as const }, { userId: 42 }, env);
  expect(claim.text).toContain('https://lpk.example.id/admin/dashboard');
});

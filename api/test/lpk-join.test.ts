import type { FastifyInstance } from 'fastify';
import { importRegistry } from '../src/modules/registry/service';
import { readRegistryCsv } from '../src/modules/registry/csv';
import { call, createTestApp, DEMO, login, registerCaregiver, type TestApp } from './helpers';
import { applicationForm, PNG, reapplicationForm, resubmitApplication, submitApplication } from './lpk-join-fixtures';

/**
 * Issue 23, part JOIN: apply or claim, the registry check, the operator's decisions, suspension
 * and the trust marks; every operator route 403 for everyone else. SQLite and PostgreSQL.
 */
let t: TestApp;
let app: FastifyInstance;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  operator = await login(app, DEMO.operator);
});
afterAll(() => t.close());

const applications = async () => (await call(app, 'GET', '/api/lpk/operator/applications', { token: operator })).body.data.items;

describe('POST /lpk-applications', () => {
  it('creates a pending LPK admin, signed in, and a new application with its document kept privately', async () => {
    const { status, body } = await submitApplication(app, applicationForm(), 'en');
    expect(status).toBe(201);
    expect(body.message).toMatch(/application sent/i);
    expect(body.data.user).toMatchObject({ role: 'lpk_admin', lpk_id: null });
    expect(body.data.application).toMatchObject({ kind: 'new', status: 'pending', institute_id: null });
    const mine = await call(app, 'GET', '/api/lpk/lpk-applications/mine', { token: body.data.token });
    expect(mine.status).toBe(200);
    expect(mine.res.headers['cache-control']).toBe('no-store');
    expect(mine.body.data.application).toMatchObject({ id: body.data.application.id, status: 'pending' });
    // Nothing public serves it.
    const row = await app.db
      .selectFrom('lpk_application_documents')
      .select('content')
      .where('application_id', '=', body.data.application.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.content).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a licence number of a listed institute is a claim of that listing', async () => {
    const institute = await app.db
      .selectFrom('institutes')
      .select(['id', 'name', 'licence_number', 'province', 'city'])
      .where('id', '=', 3)
      .executeTakeFirstOrThrow();
    const { status, body } = await submitApplication(
      app,
      applicationForm(
        { name: institute.name, licence_number: ` ${institute.licence_number.toLowerCase()} `, province: institute.province, city: institute.city },
        PNG,
      ),
    );
    expect(status).toBe(201);
    expect(body.data.application).toMatchObject({ kind: 'claim', institute_id: 3 });
  });

  it('bad input: a clear localised error on each field, and nothing is created', async () => {
    const before = await app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const missingDoc = await submitApplication(app, applicationForm({ programs: '', province: 'Atlantis', password_confirmation: 'x' }, null), 'id');
    expect(missingDoc.status).toBe(422);
    expect(missingDoc.body.message).toBe('Pengajuan belum dapat dikirim. Periksa kembali isian Anda.');
    expect(missingDoc.body.errors.programs).toEqual(['Pilih minimal satu program.']);
    expect(missingDoc.body.errors.province).toEqual(['Pilih provinsi dari daftar.']);
    expect(Object.keys(missingDoc.body.errors)).toEqual(expect.arrayContaining(['document', 'password_confirmation']));

    const notADocument = await submitApplication(app, applicationForm({}, Buffer.from('GIF89a not a licence')), 'en');
    expect(notADocument.status).toBe(422);
    expect(notADocument.body.errors.document).toEqual(['The licence document must be a PDF, JPEG or PNG.']);

    const tooLarge = await submitApplication(app, applicationForm({}, Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024)])), 'en');
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors.document).toEqual(['The file may be at most 5 MB.']);

    const taken = await submitApplication(app, applicationForm({ email: 'caregiver@demo.test' }), 'en');
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email[0]).toMatch(/already registered/);

    const after = await app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('operator routes', () => {
  it('answer 403 to caregivers, staff, LPK admins and applicants, 401 without a session', async () => {
    const applicant = (await submitApplication(app, applicationForm())).body.data.token as string;
    const tokens = [await login(app, DEMO.caregiver), await login(app, DEMO.staff1), await login(app, DEMO.admin1), applicant];
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/lpk/operator/applications'],
      ['GET', '/api/lpk/operator/applications/1/document'],
      ['POST', '/api/lpk/operator/applications/1/approve', {}],
      ['POST', '/api/lpk/operator/applications/1/reject', { reason: 'Tidak lengkap' }],
      ['GET', '/api/lpk/operator/institutes'],
      ['POST', '/api/lpk/operator/institutes/1/suspend', { reason: 'Pelanggaran biaya' }],
      ['POST', '/api/lpk/operator/institutes/1/reinstate', { reason: 'Selesai' }],
      ['GET', '/api/lpk/operator/audit'],
      ['GET', '/api/lpk/operator/release-log'],
    ];
    for (const [method, url, body] of routes) {
      for (const token of tokens) expect([method, url, (await call(app, method as 'GET', url, { token, body })).status]).toEqual([method, url, 403]);
      expect((await call(app, method as 'GET', url, { body })).status).toBe(401);
    }
    expect((await call(app, 'GET', '/api/lpk/institutes/1')).status).toBe(200);
  });
});

describe('registry check, decisions and the audit', () => {
  it('lists applications newest first with the registry check: match, differs, no match', async () => {
    const match = (await submitApplication(app, applicationForm())).body.data.application.id;
    const differs = (await submitApplication(app, applicationForm({ name: 'LPK Lain Sekali', province: 'Banten' }))).body.data.application.id;
    const none = (await submitApplication(app, applicationForm({ licence_number: 'KEP.0000/99.99/XX/2026' }))).body.data.application.id;
    const items = await applications();
    expect(items.map((i: { id: number }) => i.id).slice(0, 3)).toEqual([none, differs, match]);
    const byId = new Map(items.map((i: { id: number }) => [i.id, i]));
    expect(byId.get(match)).toMatchObject({ registry: { result: 'match', differences: [], entry: { status: 'Aktif' } } });
    expect(byId.get(differs)).toMatchObject({ registry: { result: 'differs', differences: ['name', 'province'] } });
    expect(byId.get(none)).toMatchObject({ registry: { result: 'no_match', entry: null } });
  });

  it('every view of a document is audited; the bytes are served with their sniffed type, never cached', async () => {
    const id = (await submitApplication(app, applicationForm({}, PNG))).body.data.application.id;
    const res = await app.inject({ method: 'GET', url: `/api/lpk/operator/applications/${id}/document`, headers: { authorization: `Bearer ${operator}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const audit = (await call(app, 'GET', '/api/lpk/operator/audit', { token: operator })).body.data.items;
    expect(audit[0]).toMatchObject({ action: 'application.document_viewed', application_id: id, actor: 'Operator Kaigo' });
  });

  it('approving a new LPK creates it verified, as a draft not yet in search; the applicant becomes its admin, told by mail', async () => {
    const applied = (
      await submitApplication(
        app,
        applicationForm({ name: 'LPK Midori Karya Solo', licence_number: 'KEP.1188/33.74/LP.01.01/I/2022', province: 'Jawa Tengah', city: 'Surakarta' }),
      )
    ).body.data;
    const approved = await call(app, 'POST', `/api/lpk/operator/applications/${applied.application.id}/approve`, { token: operator, body: {}, lang: 'en' });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Application approved.');
    const lpkId = approved.body.data.institute_id as number;
    expect(approved.body.data).toMatchObject({ status: 'approved', registry: { result: 'match' } });

    // A draft until its admin publishes the completed listing (issue 33; api/test/listing-draft.test.ts).
    const search = await call(app, 'GET', `/api/lpk/institutes?q=${encodeURIComponent('Midori Karya')}`);
    expect(search.body.data.items.some((i: { id: number }) => i.id === lpkId)).toBe(false);
    const created = await app.db.selectFrom('institutes').select(['listing_status', 'licence_verified_at']).where('id', '=', lpkId).executeTakeFirstOrThrow();
    expect(created).toEqual({ listing_status: 'draft', licence_verified_at: expect.any(String) });

    const mine = await call(app, 'GET', '/api/lpk/lpk-applications/mine', { token: applied.token });
    expect(mine.body.data.application).toMatchObject({ status: 'approved', institute_id: lpkId });
    const admin = await app.db.selectFrom('users').select(['role', 'lpk_id']).where('id', '=', applied.user.id).executeTakeFirstOrThrow();
    expect(admin).toEqual({ role: 'lpk_admin', lpk_id: lpkId });
    // The verification mail went with the application; the decision is the second.
    const mails = await app.db.selectFrom('mail_outbox').select(['template', 'to_address']).where('user_id', '=', applied.user.id).orderBy('id').execute();
    expect(mails).toEqual([
      { template: 'verify_email', to_address: applied.user.email },
      { template: 'lpk_application_decided', to_address: applied.user.email },
    ]);

    // Decided once only.
    expect((await call(app, 'POST', `/api/lpk/operator/applications/${applied.application.id}/approve`, { token: operator, body: {} })).status).toBe(409);
  });

  it('approving without a registry match creates the LPK unverified (self-declared only)', async () => {
    const applied = (await submitApplication(app, applicationForm({ name: 'LPK Tanpa Registri', licence_number: 'KEP.4242/32.01/2026' }))).body.data;
    const approved = await call(app, 'POST', `/api/lpk/operator/applications/${applied.application.id}/approve`, { token: operator, body: {} });
    const created = await app.db
      .selectFrom('institutes')
      .select(['listing_status', 'licence_verified_at'])
      .where('id', '=', approved.body.data.institute_id as number)
      .executeTakeFirstOrThrow();
    expect(created).toEqual({ listing_status: 'draft', licence_verified_at: null });
  });

  it('rejecting needs a reason; the applicant sees it and gets the mail; the audit shows it', async () => {
    const applied = (await submitApplication(app, applicationForm())).body.data;
    const empty = await call(app, 'POST', `/api/lpk/operator/applications/${applied.application.id}/reject`, {
      token: operator,
      body: { reason: '' },
      lang: 'en',
    });
    expect(empty.status).toBe(422);
    const rejected = await call(app, 'POST', `/api/lpk/operator/applications/${applied.application.id}/reject`, {
      token: operator,
      body: { reason: 'Dokumen izin tidak terbaca' },
    });
    expect(rejected.status).toBe(200);
    const mine = await call(app, 'GET', '/api/lpk/lpk-applications/mine', { token: applied.token });
    expect(mine.body.data.application).toMatchObject({ status: 'rejected', decision_reason: 'Dokumen izin tidak terbaca' });
    const user = await app.db.selectFrom('users').select('lpk_id').where('id', '=', applied.user.id).executeTakeFirstOrThrow();
    expect(user.lpk_id).toBeNull();
    const audit = (await call(app, 'GET', '/api/lpk/operator/audit', { token: operator })).body.data.items;
    expect(audit[0]).toMatchObject({ action: 'application.rejected', reason: 'Dokumen izin tidak terbaca' });
  });
});

describe('applying again after a rejection (same account)', () => {
  it('a rejected applicant sends a new application from the same account; the operator sees it; not twice while pending', async () => {
    const applied = (await submitApplication(app, applicationForm({ name: 'LPK Ditolak Dulu' }))).body.data;
    const reject = await call(app, 'POST', `/api/lpk/operator/applications/${applied.application.id}/reject`, {
      token: operator,
      body: { reason: 'Nomor izin salah' },
    });
    expect(reject.status).toBe(200);

    // The first form again would create an account: the e-mail is taken.
    const sameForm = await submitApplication(app, applicationForm({ email: applied.user.email }));
    expect(sameForm.status).toBe(422);

    const bad = await resubmitApplication(app, applied.token, reapplicationForm({ programs: '' }, null), 'en');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['document', 'programs']);
    expect((await call(app, 'GET', '/api/lpk/lpk-applications/mine', { token: applied.token })).body.data.application.status).toBe('rejected');

    const again = await resubmitApplication(
      app,
      applied.token,
      reapplicationForm({ name: 'LPK Ditolak Dulu Baru', licence_number: 'KEP.5151/32.01/2026' }),
      'en',
    );
    expect(again.status).toBe(201);
    expect(again.body.message).toMatch(/new application sent/i);
    expect(again.body.data.application).toMatchObject({ status: 'pending', name: 'LPK Ditolak Dulu Baru', decision_reason: null });
    expect(again.body.data.application.id).not.toBe(applied.application.id);
    expect(again.res.headers['cache-control']).toBe('no-store');

    const mine = await call(app, 'GET', '/api/lpk/lpk-applications/mine', { token: applied.token });
    expect(mine.body.data.application).toMatchObject({ id: again.body.data.application.id, status: 'pending' });
    const listed = (await applications()).find((i: { id: number }) => i.id === again.body.data.application.id);
    expect(listed).toMatchObject({ email: applied.user.email, name: 'LPK Ditolak Dulu Baru' });
    const accounts = await app.db.selectFrom('users').select('id').where('email', '=', applied.user.email).execute();
    expect(accounts).toHaveLength(1);

    const twice = await resubmitApplication(app, applied.token, reapplicationForm(), 'en');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/still being reviewed/i);

    // Approved, the account runs an LPK: no more applications from it.
    await call(app, 'POST', `/api/lpk/operator/applications/${again.body.data.application.id}/approve`, { token: operator, body: {} });
    const fresh = await login(app, { email: applied.user.email, password: 'Kaigo#Jepang2026' });
    expect((await resubmitApplication(app, fresh, reapplicationForm())).status).toBe(403);
  });

  it('sent from two tabs at the same moment, one new application is taken and the other answered 409', async () => {
    const applied = (await submitApplication(app, applicationForm({ name: 'LPK Dua Tab' }))).body.data;
    await call(app, 'POST', `/api/lpk/operator/applications/${applied.application.id}/reject`, { token: operator, body: { reason: 'Nomor izin salah' } });
    const [a, b] = await Promise.all([
      resubmitApplication(app, applied.token, reapplicationForm({ name: 'LPK Dua Tab A', licence_number: 'KEP.7001/32.01/2026' }), 'en'),
      resubmitApplication(app, applied.token, reapplicationForm({ name: 'LPK Dua Tab B', licence_number: 'KEP.7002/32.01/2026' }), 'en'),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((a.status === 409 ? a : b).body.message).toMatch(/still being reviewed/i);
    const pending = await app.db.selectFrom('lpk_applications').select('id').where('user_id', '=', applied.user.id).where('status', '=', 'pending').execute();
    expect(pending).toHaveLength(1);
    // The database itself holds one pending application per account (migration 0018).
    const row = await app.db.selectFrom('lpk_applications').selectAll().where('id', '=', pending[0]!.id).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await expect(app.db.insertInto('lpk_applications').values(copy).execute()).rejects.toThrow(/unique/i);
  });

  it('anyone but a pending LPK admin is refused: anonymous 401, a caregiver, staff, an LPK admin 403, a pending applicant 409', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/lpk/lpk-applications/again', headers: { accept: 'application/json' } });
    expect(anonymous.statusCode).toBe(401);
    const caregiver = (await registerCaregiver(app)).token;
    for (const token of [caregiver, await login(app, DEMO.staff1), await login(app, DEMO.admin1), operator]) {
      expect((await resubmitApplication(app, token, reapplicationForm())).status).toBe(403);
    }
    const pending = (await submitApplication(app, applicationForm())).body.data;
    expect((await resubmitApplication(app, pending.token, reapplicationForm())).status).toBe(409);
  });
});

describe('the audit of reads', () => {
  it('listing the applications (contact data) is audited once per visit, not at every live reload', async () => {
    const other = await login(app, DEMO.operator);
    const before = await app.db.selectFrom('operator_audit').select('id').where('action', '=', 'applications.listed').execute();
    await call(app, 'GET', '/api/lpk/operator/applications', { token: other });
    await call(app, 'GET', '/api/lpk/operator/applications', { token: other });
    const after = await app.db.selectFrom('operator_audit').select('id').where('action', '=', 'applications.listed').execute();
    // The first list of this test file already opened the visit: no new row within 30 minutes.
    expect(after.length).toBe(Math.max(before.length, 1));
    const audit = (await call(app, 'GET', '/api/lpk/operator/audit', { token: other })).body.data.items;
    expect(audit.some((a: { action: string }) => a.action === 'applications.listed')).toBe(true);
  });
});

describe('suspension', () => {
  it('takes the LPK out of search, detail and vacancies at once, refuses new registrations, and reinstating brings it back', async () => {
    const lpkId = 5;
    const caregiver = await registerCaregiver(app);
    const countBefore = (await call(app, 'GET', '/api/lpk/institutes?per_page=50')).body.data.meta.total as number;
    const suspended = await call(app, 'POST', `/api/lpk/operator/institutes/${lpkId}/suspend`, {
      token: operator,
      body: { reason: 'Biaya ilegal dilaporkan' },
      lang: 'en',
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.data).toMatchObject({ listing_status: 'suspended', suspension_reason: 'Biaya ilegal dilaporkan' });

    const search = await call(app, 'GET', '/api/lpk/institutes?per_page=50');
    expect(search.body.data.meta.total).toBe(countBefore - 1);
    expect(search.body.data.items.some((i: { id: number }) => i.id === lpkId)).toBe(false);
    expect((await call(app, 'GET', `/api/lpk/institutes/${lpkId}`)).status).toBe(404);
    const jobs = await call(app, 'GET', `/api/lpk/jobs?per_page=50`);
    expect(jobs.body.data.items.some((j: { lpk_id: number }) => j.lpk_id === lpkId)).toBe(false);

    const refused = await call(app, 'POST', '/api/lpk/registrations', { token: caregiver.token, body: { lpk_id: lpkId, consent: true }, lang: 'en' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors!.lpk_id).toEqual(['This LPK is suspended by the platform operator and does not take new registrations.']);

    expect((await call(app, 'POST', `/api/lpk/operator/institutes/${lpkId}/suspend`, { token: operator, body: { reason: 'lagi' } })).status).toBe(409);
    const listedSuspended = await call(app, 'GET', '/api/lpk/operator/institutes', { token: operator });
    expect(listedSuspended.body.data.items.map((i: { id: number }) => i.id)).toContain(lpkId);

    const reinstated = await call(app, 'POST', `/api/lpk/operator/institutes/${lpkId}/reinstate`, {
      token: operator,
      body: { reason: 'Klarifikasi diterima' },
    });
    expect(reinstated.body.data).toMatchObject({ listing_status: 'listed', suspension_reason: null });
    expect((await call(app, 'GET', `/api/lpk/institutes/${lpkId}`)).status).toBe(200);
    const audit = (await call(app, 'GET', '/api/lpk/operator/audit', { token: operator })).body.data.items;
    expect(audit.slice(0, 2).map((a: { action: string }) => a.action)).toEqual(['lpk.reinstated', 'lpk.suspended']);
    expect(audit[1].lpk).toMatchObject({ id: lpkId });
  });
});

describe('trust marks and the registry', () => {
  it('the demo institutes the sample registry lists are verified; the others are not', async () => {
    const verified = await call(app, 'GET', '/api/lpk/institutes/1');
    expect(verified.body.data.licence_verified_at).toEqual(expect.any(String));
    const unverified = await call(app, 'GET', '/api/lpk/institutes/20');
    expect(unverified.body.data.licence_verified_at).toBeNull();
  });

  it('an import replaces the whole registry from a CSV (semicolons, quotes, Indonesian headers)', async () => {
    const rows = readRegistryCsv('nomor_izin;nama;provinsi;status\n"KEP.1/2";"LPK ""Satu"" Jaya";Banten;Aktif\nKEP.2/3;LPK Dua;Bali;Dicabut\n');
    expect(rows).toEqual([
      { licence_number: 'KEP.1/2', name: 'LPK "Satu" Jaya', province: 'Banten', status: 'Aktif' },
      { licence_number: 'KEP.2/3', name: 'LPK Dua', province: 'Bali', status: 'Dicabut' },
    ]);
    expect(() => readRegistryCsv('name,province\nx,y\n')).toThrow(/licence_number/);
    const db = (await createTestApp()) as TestApp;
    try {
      expect(await importRegistry(db.app.db, rows)).toBe(2);
      expect(await db.app.db.selectFrom('lpk_registry').select('licence_key').orderBy('licence_key').execute()).toEqual([
        { licence_key: 'KEP.1/2' },
        { licence_key: 'KEP.2/3' },
      ]);
    } finally {
      await db.close();
    }
  });

  it('the operator reads the release log', async () => {
    const res = await call(app, 'GET', '/api/lpk/operator/release-log', { token: operator });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data.items)).toBe(true);
  });
});

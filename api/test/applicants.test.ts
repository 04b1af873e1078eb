import { registrationEvents, type RegistrationStatusChanged } from '../src/modules/registrations/events';
import { call, createTestApp, DEMO, login, registerCaregiver, type TestApp } from './helpers';
import { countRows, insertJob, move, putSection, register } from './registrations-fixtures';

let t: TestApp;
let staff1: string;
let staff2: string;
let jobLpk1: number;
let lpk1Name: string;
const events: RegistrationStatusChanged[] = [];
const listener = (e: RegistrationStatusChanged) => events.push(e);

beforeAll(async () => {
  t = await createTestApp();
  staff1 = await login(t.app, DEMO.staff1);
  staff2 = await login(t.app, DEMO.staff2);
  jobLpk1 = await insertJob(t.app, 1);
  lpk1Name = (await t.app.db.selectFrom('institutes').select('name').where('id', '=', 1).executeTakeFirstOrThrow()).name;
  registrationEvents.on('registration.status_changed', listener);
});
afterAll(async () => {
  registrationEvents.off('registration.status_changed', listener);
  await t.close();
});

const staffUrl = (id: number) => `/api/lpk/applicants/${id}`;

async function newRegistration(lpkId = 1, extra: Record<string, unknown> = {}) {
  const caregiver = await registerCaregiver(t.app, { full_name: 'Siti Nurhaliza' });
  const res = await register(t.app, caregiver.token, { lpk_id: lpkId, consent: true, ...extra });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return { caregiver, id: res.body.data.id as number };
}

async function statusOf(id: number): Promise<string> {
  const row = await t.app.db.selectFrom('registrations').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  return row.status;
}

test('the whole journey: register -> staff sees and reads (audited) -> registered (certificate) -> learning -> documents -> approved', async () => {
  const { caregiver, id } = await newRegistration(1, { job_id: jobLpk1 });
  await putSection(t.app, caregiver.user.id, 'education', { level: 'SMA', school: 'SMA Negeri 1 Bandung' });
  await putSection(t.app, caregiver.user.id, 'internal_notes', { secret: 'not consented' });

  // Staff 1 sees it in the LPK's list, with the applicant's name.
  const list = await call(t.app, 'GET', '/api/lpk/applicants', { token: staff1 });
  expect(list.status).toBe(200);
  expect(list.body.message).toBe('Daftar pendaftar di LPK Anda.');
  const item = list.body.data.items.find((r: { id: number }) => r.id === id);
  expect(item).toMatchObject({ id, lpk_id: 1, status: 'pending', applicant: { id: caregiver.user.id, full_name: 'Siti Nurhaliza' } });
  expect(list.body.data.meta).toMatchObject({ page: 1, per_page: 20 });

  // Reads the profile: only consented data, and an audit row is written.
  const before = await countRows(t.app, 'audit_logs', 'subject_user_id', caregiver.user.id);
  const detail = await call(t.app, 'GET', staffUrl(id), { token: staff1, lang: 'en' });
  expect(detail.status).toBe(200);
  expect(detail.body.message).toBe('Applicant details.');
  expect(detail.body.data.registration).toMatchObject({ id, status: 'pending', job_id: jobLpk1 });
  expect(detail.body.data.applicant.user).toMatchObject({ id: caregiver.user.id, full_name: 'Siti Nurhaliza', email: caregiver.email });
  expect(detail.body.data.applicant.user.password_hash).toBeUndefined();
  expect(detail.body.data.applicant.user.referral_code).toBeUndefined();
  expect(detail.body.data.applicant.sections.education.data).toEqual({ level: 'SMA', school: 'SMA Negeri 1 Bandung' });
  expect(detail.body.data.applicant.sections.ktp).toBeNull();
  expect(detail.body.data.applicant.sections.internal_notes).toBeUndefined();
  expect(typeof detail.body.data.applicant.completeness.overall).toBe('number');
  expect(typeof detail.body.data.applicant.completeness.education).toBe('number');
  expect(await countRows(t.app, 'audit_logs', 'subject_user_id', caregiver.user.id)).toBe(before + 1);

  // The caregiver sees who read the profile, from which LPK.
  const audit = await call(t.app, 'GET', '/api/lpk/me/audit', { token: caregiver.token });
  expect(audit.status).toBe(200);
  const reads = audit.body.data.items.filter((a: { action: string }) => a.action === 'profile.read');
  expect(reads).toHaveLength(1);
  expect(reads[0]).toMatchObject({
    registration_id: id,
    actor: { full_name: 'Budi Santoso' },
    lpk: { id: 1, name: lpk1Name },
    description: 'Melihat profil Anda',
  });
  expect(audit.body.data.items.some((a: { action: string }) => a.action === 'applicant.listed')).toBe(true);

  // pending -> registered: the certificate appears.
  const registered = await move(t.app, staff1, id, 'registered', 'Selamat bergabung!');
  expect(registered.status).toBe(200);
  expect(registered.body.message).toBe('Status pendaftaran diubah menjadi "Terdaftar di LPK".');
  expect(registered.body.data.status).toBe('registered');
  expect(registered.body.data.certificate).toMatchObject({ number: expect.stringMatching(/^LPK-\d{4}-\d{6}$/), status: 'valid' });

  const mine = await call(t.app, 'GET', `/api/lpk/registrations/${id}`, { token: caregiver.token });
  const cert = mine.body.data.certificate;
  expect(cert.number).toMatch(new RegExp(`^LPK-${new Date().getUTCFullYear()}-\\d{6}$`));
  expect(cert.verification_code).toMatch(/^[2-9A-HJ-NP-Z]{16}$/);
  expect(Date.parse(cert.issued_at)).not.toBeNaN();
  expect(cert.verification_url).toContain(cert.verification_code);

  const own = await call(t.app, 'GET', `/api/lpk/registrations/${id}/certificate`, { token: caregiver.token });
  expect(own.status).toBe(200);
  expect(own.body.data).toMatchObject({ number: cert.number, verification_code: cert.verification_code, applicant_name: 'Siti Nurhaliza', lpk: { id: 1 } });

  // Public verification, no token; the code may be typed in lower case with dashes.
  const typed = `${cert.verification_code.slice(0, 4)}-${cert.verification_code.slice(4, 8)}-${cert.verification_code.slice(8)}`.toLowerCase();
  for (const code of [cert.verification_code, typed]) {
    const pub = await call(t.app, 'GET', `/api/lpk/certificates/${code}`);
    expect(pub.status).toBe(200);
    expect(pub.body.message).toBe('Sertifikat asli.');
    expect(pub.body.data).toEqual({
      number: cert.number,
      issued_at: cert.issued_at,
      status: 'valid',
      revoked_at: null,
      applicant_name: 'Siti N.',
      lpk: { id: 1, name: lpk1Name, city: expect.any(String), province: expect.any(String) },
    });
  }
  expect(JSON.stringify((await call(t.app, 'GET', `/api/lpk/certificates/${cert.verification_code}`)).body)).not.toContain(caregiver.email);

  // registered -> learning -> documents_submitted -> approved.
  expect((await move(t.app, staff1, id, 'learning')).body.data.status).toBe('learning');
  expect((await move(t.app, staff1, id, 'documents_submitted', 'Paspor diterima')).body.data.status).toBe('documents_submitted');
  const approved = await move(t.app, staff1, id, 'approved', undefined, 'en');
  expect(approved.status).toBe(200);
  expect(approved.body.message).toBe('Registration status changed to "Approved".');

  const final = await call(t.app, 'GET', `/api/lpk/registrations/${id}`, { token: caregiver.token });
  expect(final.body.data.status).toBe('approved');
  expect(final.body.data.certificate).toMatchObject({ number: cert.number, verification_code: cert.verification_code, status: 'valid' });
  expect(final.body.data.history.map((h: { status: string; note: string | null }) => [h.status, h.note])).toEqual([
    ['pending', null],
    ['registered', 'Selamat bergabung!'],
    ['learning', null],
    ['documents_submitted', 'Paspor diterima'],
    ['approved', null],
  ]);
  expect(
    final.body.data.history
      .slice(1)
      .every((h: { actor: { full_name: string; role: string } }) => h.actor.full_name === 'Budi Santoso' && h.actor.role === 'lpk_staff'),
  ).toBe(true);
  expect(await countRows(t.app, 'certificates', 'registration_id', id)).toBe(1);

  // Events for the real-time server, with the owner and the LPK.
  expect(events.filter((e) => e.registration.id === id).map((e) => `${e.previousStatus}->${e.registration.status}`)).toEqual([
    'null->pending',
    'pending->registered',
    'registered->learning',
    'learning->documents_submitted',
    'documents_submitted->approved',
  ]);
  expect(events.find((e) => e.registration.id === id && e.registration.status === 'approved')).toMatchObject({ userId: caregiver.user.id, lpkId: 1 });
});

describe('refused moves: 422 naming the move, nothing changes', () => {
  const all = ['pending', 'registered', 'learning', 'documents_submitted', 'approved', 'rejected', 'withdrawn'];
  const allowed: Record<string, string[]> = {
    pending: ['registered', 'rejected'],
    registered: ['learning'],
    learning: ['documents_submitted'],
    documents_submitted: ['approved'],
    approved: [],
    rejected: [],
  };
  const pathTo: Record<string, string[]> = {
    pending: [],
    registered: ['registered'],
    learning: ['registered', 'learning'],
    documents_submitted: ['registered', 'learning', 'documents_submitted'],
    approved: ['registered', 'learning', 'documents_submitted', 'approved'],
    rejected: ['rejected'],
  };

  test.each(Object.keys(allowed))('from %s every other move is 422', async (from) => {
    const { id } = await newRegistration();
    for (const step of pathTo[from]!) expect((await move(t.app, staff1, id, step)).status).toBe(200);
    const events = await countRows(t.app, 'registration_events', 'registration_id', id);
    for (const to of all.filter((s) => !allowed[from]!.includes(s))) {
      const res = await move(t.app, staff1, id, to);
      expect(res.status).toBe(422);
      expect(res.body.errors?.status?.[0]).toBe(res.body.message);
      expect(await statusOf(id)).toBe(from);
    }
    expect(await countRows(t.app, 'registration_events', 'registration_id', id)).toBe(events);
  });

  test('the message names the move in both languages', async () => {
    const { id } = await newRegistration();
    const idRes = await move(t.app, staff1, id, 'approved');
    expect(idRes.body.message).toBe('Status tidak dapat diubah dari "Menunggu persetujuan LPK" ke "Disetujui".');
    const enRes = await move(t.app, staff1, id, 'learning', undefined, 'en');
    expect(enRes.body.message).toBe('The status cannot be changed from "Awaiting LPK approval" to "Learning".');
    expect(enRes.body.errors).toEqual({ status: ['The status cannot be changed from "Awaiting LPK approval" to "Learning".'] });
  });

  test('bad input: unknown status, missing status, oversized note -> 422 with field errors, nothing changes', async () => {
    const { id } = await newRegistration();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ status: 'done' }, 'status'],
      [{}, 'status'],
      [{ status: 42 }, 'status'],
      [{ status: "registered' or 1=1 --" }, 'status'],
      [{ status: 'registered', note: 'x'.repeat(1001) }, 'note'],
      [{ status: 'registered', note: 123 }, 'note'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t.app, 'POST', `${staffUrl(id)}/status`, { token: staff1, body });
      expect(res.status).toBe(422);
      expect(res.body.errors?.[field]?.length).toBeGreaterThan(0);
    }
    const en = await call(t.app, 'POST', `${staffUrl(id)}/status`, { token: staff1, body: { status: 'registered', note: 'x'.repeat(1001) }, lang: 'en' });
    expect(en.body.errors?.note).toEqual(['At most 1000 characters.']);
    expect(await statusOf(id)).toBe('pending');
    expect(await countRows(t.app, 'registration_events', 'registration_id', id)).toBe(1);
    expect(await countRows(t.app, 'certificates', 'registration_id', id)).toBe(0);
  });

  test('a note of exactly 1000 characters with unicode is kept', async () => {
    const { caregiver, id } = await newRegistration();
    const note = `${'日本'.repeat(2)}${'é'.repeat(996)}`;
    expect((await move(t.app, staff1, id, 'rejected', note)).status).toBe(200);
    const mine = await call(t.app, 'GET', `/api/lpk/registrations/${id}`, { token: caregiver.token });
    expect(mine.body.data.history[1].note).toBe(note);
    expect(mine.body.data.certificate).toBeNull();
  });
});

describe('access rules', () => {
  test('staff of another LPK: 404 on read and move, and not in their list', async () => {
    const { id } = await newRegistration(1);
    const read = await call(t.app, 'GET', staffUrl(id), { token: staff2 });
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Pendaftaran tidak ditemukan.');
    expect((await move(t.app, staff2, id, 'registered')).status).toBe(404);
    expect(await statusOf(id)).toBe('pending');
    const list = await call(t.app, 'GET', '/api/lpk/applicants?per_page=50', { token: staff2 });
    expect(list.body.data.items.every((r: { lpk_id: number }) => r.lpk_id === 2)).toBe(true);
    expect(list.body.data.items.some((r: { id: number }) => r.id === id)).toBe(false);
    expect(await countRows(t.app, 'audit_logs', 'registration_id', id)).toBe(0);
  });

  test('a caregiver calling staff routes: 403, and cannot set their own status', async () => {
    const { caregiver, id } = await newRegistration();
    expect((await call(t.app, 'GET', '/api/lpk/applicants', { token: caregiver.token })).status).toBe(403);
    expect((await call(t.app, 'GET', staffUrl(id), { token: caregiver.token })).status).toBe(403);
    const self = await move(t.app, caregiver.token, id, 'approved');
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('Anda tidak memiliki izin untuk tindakan ini.');
    expect((await move(t.app, caregiver.token, id, 'registered', undefined, 'en')).body.message).toBe('You are not authorized to perform this action.');
    expect(await statusOf(id)).toBe('pending');
    // No other route changes a status either.
    expect((await call(t.app, 'PATCH', `/api/lpk/registrations/${id}`, { token: caregiver.token, body: { status: 'approved' } })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/lpk/registrations/${id}/status`, { token: caregiver.token, body: { status: 'approved' } })).status).toBe(404);
    expect(await statusOf(id)).toBe('pending');
    expect((await call(t.app, 'GET', '/api/lpk/applicants')).status).toBe(401);
  });

  test('after withdrawal staff get 404 at once, the list drops it, and the certificate reads as revoked', async () => {
    const { caregiver, id } = await newRegistration();
    await move(t.app, staff1, id, 'registered');
    const code = (await call(t.app, 'GET', `/api/lpk/registrations/${id}`, { token: caregiver.token })).body.data.certificate.verification_code as string;
    expect((await call(t.app, 'GET', staffUrl(id), { token: staff1 })).status).toBe(200);

    expect((await call(t.app, 'DELETE', `/api/lpk/registrations/${id}`, { token: caregiver.token })).status).toBe(200);
    const audits = await countRows(t.app, 'audit_logs', 'registration_id', id);
    expect((await call(t.app, 'GET', staffUrl(id), { token: staff1 })).status).toBe(404);
    expect((await move(t.app, staff1, id, 'learning')).status).toBe(404);
    const list = await call(t.app, 'GET', '/api/lpk/applicants?per_page=50', { token: staff1 });
    expect(list.body.data.items.some((r: { id: number }) => r.id === id)).toBe(false);
    expect(await countRows(t.app, 'audit_logs', 'registration_id', id)).toBe(audits);
    expect(await statusOf(id)).toBe('withdrawn');

    const pub = await call(t.app, 'GET', `/api/lpk/certificates/${code}`, { lang: 'en' });
    expect(pub.status).toBe(200);
    expect(pub.body.data.status).toBe('revoked');
    expect(Date.parse(pub.body.data.revoked_at)).not.toBeNaN();
    expect(pub.body.message).toBe('This certificate is genuine but no longer valid because the registration was withdrawn.');
    const own = await call(t.app, 'GET', `/api/lpk/registrations/${id}/certificate`, { token: caregiver.token });
    expect(own.body.data.status).toBe('revoked');
  });

  test("another caregiver's certificate: 404", async () => {
    const { id } = await newRegistration();
    await move(t.app, staff1, id, 'registered');
    const other = await registerCaregiver(t.app);
    expect((await call(t.app, 'GET', `/api/lpk/registrations/${id}/certificate`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/lpk/registrations/${id}`, { token: other.token })).status).toBe(404);
  });

  test('a staff token fails after logout', async () => {
    const token = await login(t.app, DEMO.staff1);
    expect((await call(t.app, 'GET', '/api/lpk/applicants', { token })).status).toBe(200);
    await call(t.app, 'POST', '/api/lpk/logout', { token });
    const res = await call(t.app, 'GET', '/api/lpk/applicants', { token, lang: 'en' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthenticated.');
  });

  test('every profile read is audited', async () => {
    const { caregiver, id } = await newRegistration();
    for (let i = 0; i < 3; i += 1) expect((await call(t.app, 'GET', staffUrl(id), { token: staff1 })).status).toBe(200);
    const rows = await t.app.db.selectFrom('audit_logs').selectAll().where('registration_id', '=', id).where('action', '=', 'profile.read').execute();
    expect(rows).toHaveLength(3);
    const staffUser = await t.app.db.selectFrom('users').select('id').where('email', '=', DEMO.staff1.email).executeTakeFirstOrThrow();
    expect(rows.every((r) => r.subject_user_id === caregiver.user.id && r.actor_user_id === staffUser.id && r.lpk_id === 1)).toBe(true);
  });

  test('a rejected registration stays on the LPK record (listed), but the applicant is no longer available: 404, nothing audited', async () => {
    const { caregiver, id } = await newRegistration();
    await move(t.app, staff1, id, 'rejected', 'Kuota penuh');
    const before = await countRows(t.app, 'audit_logs', 'registration_id', id);
    const detail = await call(t.app, 'GET', staffUrl(id), { token: staff1 });
    expect(detail.status).toBe(404);
    expect(detail.body.message).toBe('Pendaftaran tidak ditemukan.');
    expect(JSON.stringify(detail.body)).not.toContain(caregiver.email);
    expect(await countRows(t.app, 'audit_logs', 'registration_id', id)).toBe(before);
    const listed = await call(t.app, 'GET', '/api/lpk/applicants?status=rejected&per_page=50', { token: staff1 });
    expect(listed.body.data.items.find((r: { id: number }) => r.id === id)?.history.at(-1)).toMatchObject({ status: 'rejected', note: 'Kuota penuh' });
    // The caregiver still sees why.
    const mine = await call(t.app, 'GET', `/api/lpk/registrations/${id}`, { token: caregiver.token });
    expect(mine.body.data.history.at(-1)).toMatchObject({ status: 'rejected', note: 'Kuota penuh' });
  });
});

describe('staff list', () => {
  test('filters by status and pages', async () => {
    const a = await newRegistration();
    const b = await newRegistration();
    await move(t.app, staff1, b.id, 'registered');
    const pending = await call(t.app, 'GET', '/api/lpk/applicants?status=pending&per_page=50', { token: staff1 });
    expect(pending.body.data.items.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(pending.body.data.items.some((r: { id: number }) => r.id === a.id)).toBe(true);
    expect(pending.body.data.items.some((r: { id: number }) => r.id === b.id)).toBe(false);
    const registered = await call(t.app, 'GET', '/api/lpk/applicants?status=registered', { token: staff1 });
    expect(registered.body.data.items.map((r: { id: number }) => r.id)).toContain(b.id);
    expect(registered.body.data.meta.total).toBe(registered.body.data.items.length);

    const page1 = await call(t.app, 'GET', '/api/lpk/applicants?per_page=1', { token: staff1 });
    const page2 = await call(t.app, 'GET', '/api/lpk/applicants?per_page=1&page=2', { token: staff1 });
    expect(page1.body.data.items).toHaveLength(1);
    expect(page2.body.data.items).toHaveLength(1);
    expect(page1.body.data.items[0].id).toBeGreaterThan(page2.body.data.items[0].id);
    expect(page1.body.data.meta.total).toBeGreaterThanOrEqual(2);

    for (const query of ['status=withdrawn', 'status=bogus', 'page=0', 'per_page=51', 'page=x']) {
      const res = await call(t.app, 'GET', `/api/lpk/applicants?${query}`, { token: staff1 });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toHaveLength(1);
    }
  });
});

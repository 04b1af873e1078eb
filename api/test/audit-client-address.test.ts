import { call, createTestApp, DEMO, login, registerCaregiver, type TestApp } from './helpers';
import { applicationForm, submitApplication } from './lpk-join-fixtures';
import { register } from './registrations-fixtures';

/**
 * Both audit logs record the client's address as lib/client-address.ts yields it (issue 32): behind
 * one proxy (TRUST_PROXY=1) a client that writes an X-Forwarded-For entry of its own
 * (`203.0.113.66`) before the one the proxy appended (`198.51.100.7`) is recorded as 198.51.100.7,
 * in `audit_logs` (staff reads of applicant data: the list, one applicant, the threads, one thread)
 * and in `operator_audit` (approve, the licence document, suspend), and the operator console's log
 * shows it. The caregiver's own audit view and the data exports never show a staff address.
 * Without TRUST_PROXY the header is ignored: the socket's peer is recorded. SQLite and, with
 * DATABASE_URL, PostgreSQL.
 */
const FORGED = '203.0.113.66';
const CLIENT = '198.51.100.7';
const viaProxy = { 'x-forwarded-for': `${FORGED}, ${CLIENT}` };

describe('behind one proxy (TRUST_PROXY=1), with a forged X-Forwarded-For entry', () => {
  let t: TestApp;
  let staff: string;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
    staff = await login(t.app, DEMO.staff1);
    operator = await login(t.app, DEMO.operator);
  });
  afterAll(() => t?.close());

  const auditOf = (subjectUserId: number) =>
    t.app.db.selectFrom('audit_logs').select(['action', 'client_address']).where('subject_user_id', '=', subjectUserId).orderBy('id').execute();

  test("every staff read of applicant data records the real client's address; the caregiver's view and export do not show it", async () => {
    const caregiver = await registerCaregiver(t.app, { full_name: 'Dewi Lestari' });
    const registration = await register(t.app, caregiver.token, { lpk_id: 1, consent: true });
    expect(registration.status).toBe(201);
    const id = registration.body.data.id as number;
    await t.app.db
      .insertInto('messages')
      .values({ registration_id: id, sender_user_id: caregiver.user.id, body: 'Selamat pagi, Bu.', read_at: null, created_at: new Date().toISOString() })
      .execute();

    for (const url of [
      '/api/lpk/institution/registrations?per_page=50',
      `/api/lpk/institution/registrations/${id}`,
      '/api/lpk/messages?per_page=50',
      `/api/lpk/messages?registration_id=${id}`,
    ]) {
      expect((await call(t.app, 'GET', url, { token: staff, headers: viaProxy })).status).toBe(200);
    }
    expect(await auditOf(caregiver.user.id)).toEqual([
      { action: 'applicant.listed', client_address: CLIENT },
      { action: 'profile.read', client_address: CLIENT },
      { action: 'messages.listed', client_address: CLIENT },
      { action: 'messages.read', client_address: CLIENT },
    ]);

    // The caregiver sees who read what, never from where.
    const audit = await call(t.app, 'GET', '/api/lpk/me/audit', { token: caregiver.token });
    expect(audit.status).toBe(200);
    expect(audit.body.data.items.map((item: { action: string }) => item.action).sort()).toEqual(
      ['applicant.listed', 'messages.listed', 'messages.read', 'profile.read'].sort(),
    );
    const exported = await call(t.app, 'GET', '/api/lpk/me/export', { token: caregiver.token });
    expect(exported.status).toBe(200);
    expect(exported.body.data.audit_log).toHaveLength(4);
    for (const raw of [audit.res.body, exported.res.body]) {
      expect(raw).not.toContain(CLIENT);
      expect(raw).not.toContain(FORGED);
      expect(raw).not.toContain('client_address');
    }
    // Nor does the staff member's own export list addresses with their reads.
    const staffExport = await call(t.app, 'GET', '/api/lpk/me/export', { token: staff });
    expect(staffExport.body.data.staff_reads.length).toBeGreaterThanOrEqual(4);
    expect(staffExport.res.body).not.toContain(CLIENT);
  });

  test("the operator's approve, document view and suspend record the real client's address, shown in the console's log", async () => {
    const applied = await submitApplication(t.app, applicationForm({ name: 'LPK Alamat Klien Sejahtera' }));
    expect(applied.status).toBe(201);
    const applicationId = applied.body.data.application.id as number;

    expect((await call(t.app, 'GET', `/api/lpk/operator/applications/${applicationId}/document`, { token: operator, headers: viaProxy })).status).toBe(200);
    const approved = await call(t.app, 'POST', `/api/lpk/operator/applications/${applicationId}/approve`, { token: operator, headers: viaProxy, body: {} });
    expect(approved.status).toBe(200);
    const lpkId = approved.body.data.institute_id as number;
    // A listed demo LPK is suspended (the approved one is its admin's to complete first).
    const suspendedId = 9;
    const suspended = await call(t.app, 'POST', `/api/lpk/operator/institutes/${suspendedId}/suspend`, {
      token: operator,
      headers: viaProxy,
      body: { reason: 'Pemeriksaan alamat klien' },
    });
    expect(suspended.status).toBe(200);

    const rows = await t.app.db
      .selectFrom('operator_audit')
      .select(['action', 'lpk_id', 'client_address'])
      .where('lpk_id', 'in', [lpkId, suspendedId])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'application.approved', lpk_id: lpkId, client_address: CLIENT },
      { action: 'lpk.suspended', lpk_id: suspendedId, client_address: CLIENT },
    ]);
    const viewed = await t.app.db
      .selectFrom('operator_audit')
      .select('client_address')
      .where('action', '=', 'application.document_viewed')
      .where('application_id', '=', applicationId)
      .execute();
    expect(viewed).toEqual([{ client_address: CLIENT }]);

    const log = await call(t.app, 'GET', '/api/lpk/operator/audit', { token: operator });
    expect(log.status).toBe(200);
    const mine = log.body.data.items.filter((entry: { lpk: { id: number } | null }) => entry.lpk && [lpkId, suspendedId].includes(entry.lpk.id));
    expect(mine.map((entry: { action: string; client_address: string | null }) => [entry.action, entry.client_address])).toEqual([
      ['lpk.suspended', CLIENT],
      ['application.approved', CLIENT],
    ]);
    expect(log.res.body).not.toContain(FORGED);
  });
});

test('without TRUST_PROXY the header is ignored: the socket peer is recorded', async () => {
  const t = await createTestApp({ trustProxy: 0 });
  try {
    const staff = await login(t.app, DEMO.staff1);
    const caregiver = await registerCaregiver(t.app);
    const registration = await register(t.app, caregiver.token, { lpk_id: 1, consent: true });
    const id = registration.body.data.id as number;
    expect((await call(t.app, 'GET', `/api/lpk/institution/registrations/${id}`, { token: staff, headers: viaProxy })).status).toBe(200);
    const rows = await t.app.db.selectFrom('audit_logs').select('client_address').where('subject_user_id', '=', caregiver.user.id).execute();
    // light-my-request's socket peer.
    expect(rows).toEqual([{ client_address: '127.0.0.1' }]);
  } finally {
    await t.close();
  }
});

import { call, createTestApp, DEMO, login, type TestApp } from './helpers';
import { withMail } from './mail-helpers';

/**
 * Issue 33: an LPK's staff list is read by its admin and its staff, but the e-mail addresses in it
 * (of the members and of the invitations) are the admin's alone, left out of the answer itself:
 * staff get names, roles and dates. SQLite and, with DATABASE_URL, PostgreSQL.
 */
const STAFF = '/api/lpk/institution/staff';
let t: TestApp;
let admin: string;
let staff: string;
const invited = `undangan.${Date.now()}@example.id`;

beforeAll(async () => {
  t = await createTestApp(withMail());
  admin = await login(t.app, DEMO.admin1);
  staff = await login(t.app, DEMO.staff1);
  const sent = await call(t.app, 'POST', `${STAFF}/invitations`, { token: admin, body: { email: invited } });
  expect(sent.status).toBe(201);
});
afterAll(() => t.close());

test('the admin reads every member’s and invitation’s address', async () => {
  const { status, body } = await call(t.app, 'GET', STAFF, { token: admin });
  expect(status).toBe(200);
  const members = body.data.members as { email?: string; full_name: string; role: string }[];
  expect(members).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ full_name: 'Rina Kusuma', email: DEMO.admin1.email, role: 'lpk_admin' }),
      expect.objectContaining({ full_name: 'Budi Santoso', email: DEMO.staff1.email, role: 'lpk_staff' }),
    ]),
  );
  expect(body.data.invitations).toEqual(expect.arrayContaining([expect.objectContaining({ email: invited, state: 'pending' })]));
});

test('a staff member gets names, roles and dates only: no address of a colleague or an invitee anywhere in the answer', async () => {
  const { status, body, res } = await call(t.app, 'GET', STAFF, { token: staff });
  expect(status).toBe(200);
  const members = body.data.members as Record<string, unknown>[];
  expect(members.length).toBeGreaterThanOrEqual(2);
  for (const member of members) expect(Object.keys(member).sort()).toEqual(['full_name', 'id', 'role', 'since']);
  expect(members).toEqual(expect.arrayContaining([expect.objectContaining({ full_name: 'Rina Kusuma', role: 'lpk_admin' })]));
  const invitations = body.data.invitations as Record<string, unknown>[];
  expect(invitations.length).toBeGreaterThanOrEqual(1);
  for (const invitation of invitations) expect(invitation).not.toHaveProperty('email');
  expect(invitations).toEqual(expect.arrayContaining([expect.objectContaining({ state: 'pending' })]));
  expect(res.body).not.toContain('@');
});

test('a caregiver and the operator still get 403 (the list is the LPK’s)', async () => {
  for (const who of [DEMO.caregiver, DEMO.operator]) {
    const token = await login(t.app, who);
    expect((await call(t.app, 'GET', STAFF, { token })).status).toBe(403);
  }
});

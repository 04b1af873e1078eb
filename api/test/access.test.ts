import type { FastifyInstance } from 'fastify';
import { assertOwnLpk } from '../src/plugins/access';
import { authorizeChannel } from '../src/realtime/channel-access';
import type { UserRow } from '../src/db/schema';
import { call, createTestApp, DEMO, login, registerCaregiver, type TestApp } from './helpers';

/**
 * The roles (issue 23) and the one access helper every LPK and operator route uses
 * (plugins/access.ts): operator routes 403 for others; staff and admins reach only their own LPK
 * (404 otherwise); staff cannot manage (403); a pending admin, or a suspended LPK, cannot publish.
 */
let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  // Probe routes guarded by each helper, as a module registers its own.
  app.get('/test/operator', { preValidation: [app.authenticate, app.requireRole('operator')] }, async () => ({ ok: true }));
  app.get<{ Params: { lpkId: string } }>('/test/lpk/:lpkId', { preValidation: [app.authenticate, app.requireOwnLpk()] }, async (request) => {
    assertOwnLpk(request, Number(request.params.lpkId));
    return { ok: true };
  });
  app.get('/test/manage', { preValidation: [app.authenticate, app.requireOwnLpk({ manage: true })] }, async () => ({ ok: true }));
  app.get('/test/publish', { preValidation: [app.authenticate, app.requireOwnLpk({ publish: true })] }, async () => ({ ok: true }));
});
afterAll(() => t.close());

async function pendingAdminToken(): Promise<string> {
  const { token, user } = await registerCaregiver(app);
  await app.db.updateTable('users').set({ role: 'lpk_admin', lpk_id: null }).where('id', '=', user.id).execute();
  return token;
}

describe('demo accounts', () => {
  it('the operator and the admin of LPK 1 sign in with the README passwords and carry their role', async () => {
    for (const [who, role, lpkId] of [
      [DEMO.operator, 'operator', null],
      [DEMO.admin1, 'lpk_admin', 1],
      [DEMO.staff1, 'lpk_staff', 1],
    ] as const) {
      const res = await call(app, 'POST', '/api/lpk/login', { body: who });
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({ role, lpk_id: lpkId });
    }
  });
});

describe('requireRole', () => {
  it('lets the operator in and answers 403 to every other role, 401 without a session', async () => {
    expect((await call(app, 'GET', '/test/operator', { token: await login(app, DEMO.operator) })).status).toBe(200);
    for (const who of [DEMO.caregiver, DEMO.staff1, DEMO.admin1]) {
      const res = await call(app, 'GET', '/test/operator', { token: await login(app, who), lang: 'en' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You are not authorized to perform this action.');
    }
    expect((await call(app, 'GET', '/test/operator')).status).toBe(401);
  });
});

describe('requireOwnLpk', () => {
  it('staff and the admin reach their own LPK; another LPK is 404; caregivers, operators and a pending admin 403', async () => {
    for (const who of [DEMO.staff1, DEMO.admin1]) {
      const token = await login(app, who);
      expect((await call(app, 'GET', '/test/lpk/1', { token })).status).toBe(200);
      expect((await call(app, 'GET', '/test/lpk/2', { token })).status).toBe(404);
    }
    for (const token of [await login(app, DEMO.caregiver), await login(app, DEMO.operator), await pendingAdminToken()]) {
      expect((await call(app, 'GET', '/test/lpk/1', { token })).status).toBe(403);
    }
  });

  it('staff cannot manage or publish (403, localised); the admin can', async () => {
    const staff = await login(app, DEMO.staff1);
    const manage = await call(app, 'GET', '/test/manage', { token: staff, lang: 'id' });
    expect(manage.status).toBe(403);
    expect(manage.body.message).toBe('Hanya admin LPK yang dapat melakukan ini.');
    expect((await call(app, 'GET', '/test/publish', { token: staff })).status).toBe(403);
    const admin = await login(app, DEMO.admin1);
    expect((await call(app, 'GET', '/test/manage', { token: admin })).status).toBe(200);
    expect((await call(app, 'GET', '/test/publish', { token: admin })).status).toBe(200);
  });

  it('a pending admin cannot publish, nor the admin of a suspended LPK', async () => {
    expect((await call(app, 'GET', '/test/publish', { token: await pendingAdminToken() })).status).toBe(403);
    const admin = await login(app, DEMO.admin1);
    await app.db.updateTable('institutes').set({ listing_status: 'suspended' }).where('id', '=', 1).execute();
    try {
      const res = await call(app, 'GET', '/test/publish', { token: admin, lang: 'en' });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/suspended/);
      // Still its own console (applicants, messages): suspension stops publishing, not the work in progress.
      expect((await call(app, 'GET', '/test/manage', { token: admin })).status).toBe(200);
    } finally {
      await app.db.updateTable('institutes').set({ listing_status: 'listed' }).where('id', '=', 1).execute();
    }
  });

  it('the LPK admin works in the staff console of its LPK and its real-time channel', async () => {
    const token = await login(app, DEMO.admin1);
    expect((await call(app, 'GET', '/api/lpk/institution/registrations', { token })).status).toBe(200);
    expect((await call(app, 'GET', '/api/lpk/institution/registrations', { token: await login(app, DEMO.operator) })).status).toBe(403);
  });
});

describe('real-time channels', () => {
  const user = (role: UserRow['role'], lpkId: number | null) => ({ id: 7, role, lpk_id: lpkId, full_name: 'X', avatar: null }) as UserRow;

  it('private-operators is for operators only; an LPK channel for its staff and approved admin, never a pending admin', () => {
    expect(authorizeChannel(user('operator', null), 'private-operators')).toEqual({ kind: 'private' });
    for (const other of [user('caregiver', null), user('lpk_staff', 1), user('lpk_admin', 1), user('lpk_admin', null)]) {
      expect(authorizeChannel(other, 'private-operators')).toBeNull();
    }
    expect(authorizeChannel(user('lpk_admin', 1), 'private-lpk.1')).toEqual({ kind: 'private' });
    expect(authorizeChannel(user('lpk_admin', 1), 'private-lpk.2')).toBeNull();
    expect(authorizeChannel(user('lpk_admin', null), 'private-lpk.1')).toBeNull();
    expect(authorizeChannel(user('operator', null), 'private-lpk.1')).toBeNull();
  });
});

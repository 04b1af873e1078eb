import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { registrationEvents, type RegistrationDeleted } from '../src/modules/registrations/events';
import { call, createTestApp, DEMO, login, registerCaregiver, type TestApp } from './helpers';
import { countRows, createStaff, move, putSection, register } from './registrations-fixtures';

let t: TestApp;
let staff1: string;

beforeAll(async () => {
  t = await createTestApp();
  staff1 = await login(t.app, DEMO.staff1);
});
afterAll(() => t.close());

/** A caregiver with a profile, a registration at LPK 1 moved to `registered`, read once by staff. */
async function caregiverWithData() {
  const c = await registerCaregiver(t.app, { full_name: 'Siti Nurhaliza' });
  await putSection(t.app, c.user.id, 'education', { level: 'SMA', school: 'SMA Negeri 1 Bandung' });
  const reg = await register(t.app, c.token, { lpk_id: 1, consent: true });
  const id = reg.body.data.id as number;
  await call(t.app, 'GET', `/api/lpk/institution/registrations/${id}`, { token: staff1 });
  await move(t.app, staff1, id, 'registered', 'Diterima');
  return { ...c, registrationId: id };
}

describe('GET /me/export', () => {
  test('a JSON download of everything held about the user, without secrets', async () => {
    const c = await caregiverWithData();
    await registerCaregiver(t.app, { referral_code: c.user.referral_code });
    await registerCaregiver(t.app, { referral_code: c.user.referral_code });

    await t.app.db
      .insertInto('messages')
      .values({
        registration_id: c.registrationId,
        sender_user_id: c.user.id,
        body: 'Halo, kapan kelas dimulai?',
        read_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await call(t.app, 'GET', '/api/lpk/me/export', { token: c.token });
    expect(res.status).toBe(200);
    expect(res.res.headers['content-disposition']).toMatch(/^attachment; filename="lpk-data-export-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.res.headers['content-type']).toMatch(/application\/json/);
    expect(res.res.headers['cache-control']).toBe('no-store');
    expect(res.body.message).toBe('Salinan seluruh data Anda.');
    const data = res.body.data;
    expect(data.user).toMatchObject({ id: c.user.id, email: c.email, full_name: 'Siti Nurhaliza', role: 'caregiver', was_referred: false });
    expect(data.profile.sections.education.data).toEqual({ level: 'SMA', school: 'SMA Negeri 1 Bandung' });
    expect(typeof data.profile.completeness.overall).toBe('number');
    expect(data.registrations).toHaveLength(1);
    expect(data.registrations[0]).toMatchObject({ id: c.registrationId, status: 'registered', consent: { scope: { lpk_id: 1 } } });
    expect(data.registrations[0].history.map((h: { status: string }) => h.status)).toEqual(['pending', 'registered']);
    expect(data.certificates).toHaveLength(1);
    expect(data.certificates[0]).toMatchObject({ registration_id: c.registrationId, number: expect.stringMatching(/^LPK-/), status: 'valid' });
    expect(
      data.audit_log.some((a: { action: string; actor: { full_name: string } }) => a.action === 'profile.read' && a.actor.full_name === 'Budi Santoso'),
    ).toBe(true);
    expect(data.referrals).toEqual({ count: 2 });
    expect(data.messages).toEqual([expect.objectContaining({ registration_id: c.registrationId, body: 'Halo, kapan kelas dimulai?', from_me: true })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);

    const raw = res.res.body;
    const { password_hash } = await t.app.db.selectFrom('users').select('password_hash').where('id', '=', c.user.id).executeTakeFirstOrThrow();
    expect(raw).not.toContain('password_hash');
    expect(raw).not.toContain(password_hash);
    expect(raw).not.toContain(c.token.split('|')[1]!);
    const tokenHashes = await t.app.db.selectFrom('personal_access_tokens').select('token').where('user_id', '=', c.user.id).execute();
    for (const { token } of tokenHashes) expect(raw).not.toContain(token);
  });

  test('English message; 401 without a token; a referred user is marked', async () => {
    const c = await registerCaregiver(t.app);
    const referred = await registerCaregiver(t.app, { referral_code: c.user.referral_code });
    const res = await call(t.app, 'GET', '/api/lpk/me/export', { token: referred.token, lang: 'en' });
    expect(res.body.message).toBe('A copy of all your data.');
    expect(res.body.data).toMatchObject({
      registrations: [],
      certificates: [],
      messages: [],
      audit_log: [],
      referrals: { count: 0 },
      user: { was_referred: true },
    });
    expect((await call(t.app, 'GET', '/api/lpk/me/export')).status).toBe(401);
  });

  test('staff export lists the applicant reads they made', async () => {
    const staff = await createStaff(t.app, 1, 'export.staff@demo.test');
    const c = await registerCaregiver(t.app);
    const reg = await register(t.app, c.token, { lpk_id: 1, consent: true });
    await call(t.app, 'GET', `/api/lpk/institution/registrations/${reg.body.data.id}`, { token: staff.token });
    const res = await call(t.app, 'GET', '/api/lpk/me/export', { token: staff.token });
    expect(res.body.data.user).toMatchObject({ role: 'lpk_staff', lpk_id: 1 });
    expect(res.body.data.staff_reads).toEqual([
      expect.objectContaining({ action: 'profile.read', subject_user_id: c.user.id, registration_id: reg.body.data.id }),
    ]);
  });
});

describe('GET /me/audit', () => {
  test('who at which LPK read my data, newest first, localised, paged', async () => {
    const c = await caregiverWithData();
    // The reads so far were a visit 31 minutes ago: this read is a new visit, a second entry.
    const earlier = new Date(Date.now() - 31 * 60 * 1000).toISOString();
    await t.app.db.updateTable('audit_logs').set({ created_at: earlier }).where('subject_user_id', '=', c.user.id).execute();
    await call(t.app, 'GET', `/api/lpk/institution/registrations/${c.registrationId}`, { token: staff1 });
    const res = await call(t.app, 'GET', '/api/lpk/me/audit', { token: c.token, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Who at which LPK accessed your data.');
    const items = res.body.data.items;
    expect(items).toHaveLength(2);
    expect(items[0].id).toBeGreaterThan(items[1].id);
    expect(items[0]).toMatchObject({
      action: 'profile.read',
      description: 'Viewed your profile',
      actor: { full_name: 'Budi Santoso' },
      lpk: { id: 1 },
      registration_id: c.registrationId,
    });
    expect(Date.parse(items[0].at)).not.toBeNaN();
    expect(res.body.data.meta).toEqual({ page: 1, per_page: 50, total: 2 });
    const paged = await call(t.app, 'GET', '/api/lpk/me/audit?per_page=1&page=2', { token: c.token });
    expect(paged.body.data.items).toEqual([expect.objectContaining({ id: items[1].id, description: 'Melihat profil Anda' })]);
    expect((await call(t.app, 'GET', '/api/lpk/me/audit?per_page=0', { token: c.token })).status).toBe(422);
    expect((await call(t.app, 'GET', '/api/lpk/me/audit')).status).toBe(401);
  });

  test("another user's reads are not in my log", async () => {
    await caregiverWithData();
    const fresh = await registerCaregiver(t.app);
    const res = await call(t.app, 'GET', '/api/lpk/me/audit', { token: fresh.token });
    expect(res.body.data.items).toEqual([]);
  });
});

describe('DELETE /me', () => {
  test('requires the right password: missing or wrong -> 422, nothing deleted', async () => {
    const c = await caregiverWithData();
    const missing = await call(t.app, 'DELETE', '/api/lpk/me', { token: c.token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.password).toEqual(['Wajib diisi.']);
    const wrong = await call(t.app, 'DELETE', '/api/lpk/me', { token: c.token, body: { password: 'Salah#2026x' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('Password salah.');
    expect(wrong.body.errors?.password).toEqual(['Password salah.']);
    const wrongEn = await call(t.app, 'DELETE', '/api/lpk/me', { token: c.token, body: { password: "' or 1=1 --" }, lang: 'en' });
    expect(wrongEn.body.errors?.password).toEqual(['Incorrect password.']);
    const long = await call(t.app, 'DELETE', '/api/lpk/me', { token: c.token, body: { password: 'x'.repeat(201) } });
    expect(long.status).toBe(422);
    const typed = await call(t.app, 'DELETE', '/api/lpk/me', { token: c.token, body: { password: 12345678 } });
    expect(typed.status).toBe(422);
    expect((await call(t.app, 'GET', '/api/lpk/registrations', { token: c.token })).status).toBe(200);
    expect(await countRows(t.app, 'users', 'id', c.user.id)).toBe(1);
    expect(await countRows(t.app, 'registrations', 'user_id', c.user.id)).toBe(1);
    expect((await call(t.app, 'DELETE', '/api/lpk/me', { body: { password: c.password } })).status).toBe(401);
  });

  test('deletes the account and all personal data; the token then gets 401', async () => {
    const c = await caregiverWithData();
    const referred = await registerCaregiver(t.app, { referral_code: c.user.referral_code });
    const other = await caregiverWithData();
    const secondToken = await login(t.app, { email: c.email, password: c.password });
    const code = (await call(t.app, 'GET', `/api/lpk/registrations/${c.registrationId}`, { token: c.token })).body.data.certificate.verification_code as string;
    expect((await call(t.app, 'GET', `/api/lpk/certificates/${code}`)).status).toBe(200);
    const avatarName = `${randomBytes(16).toString('hex')}.webp`;
    const avatarFile = path.join(t.app.config.uploadDir, 'avatars', avatarName);
    await fs.mkdir(path.dirname(avatarFile), { recursive: true });
    await fs.writeFile(avatarFile, 'not really webp');
    await t.app.db
      .updateTable('users')
      .set({ avatar: `/storage/avatars/${avatarName}` })
      .where('id', '=', c.user.id)
      .execute();
    const deleted: RegistrationDeleted[] = [];
    const listener = (e: RegistrationDeleted) => deleted.push(e);
    registrationEvents.on('registration.deleted', listener);

    const res = await call(t.app, 'DELETE', '/api/lpk/me', { token: c.token, body: { password: c.password }, lang: 'en' });
    registrationEvents.off('registration.deleted', listener);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: 'Your account and all your personal data have been deleted.', data: null });

    for (const token of [c.token, secondToken]) {
      const after = await call(t.app, 'GET', '/api/lpk/registrations', { token });
      expect(after.status).toBe(401);
      expect(after.body.message).toBe('Sesi tidak valid. Silakan login kembali.');
    }
    expect((await call(t.app, 'POST', '/api/lpk/login', { body: { email: c.email, password: c.password } })).status).toBe(422);

    expect(await countRows(t.app, 'users', 'id', c.user.id)).toBe(0);
    expect(await countRows(t.app, 'personal_access_tokens', 'user_id', c.user.id)).toBe(0);
    expect(await countRows(t.app, 'profile_sections', 'user_id', c.user.id)).toBe(0);
    expect(await countRows(t.app, 'registrations', 'user_id', c.user.id)).toBe(0);
    expect(await countRows(t.app, 'registration_events', 'registration_id', c.registrationId)).toBe(0);
    expect(await countRows(t.app, 'certificates', 'registration_id', c.registrationId)).toBe(0);
    expect(await countRows(t.app, 'audit_logs', 'subject_user_id', c.user.id)).toBe(0);
    expect((await call(t.app, 'GET', `/api/lpk/certificates/${code}`)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/lpk/institution/registrations/${c.registrationId}`, { token: staff1 })).status).toBe(404);
    expect(deleted).toEqual([{ registrationId: c.registrationId, userId: c.user.id, lpkId: 1 }]);
    await expect(fs.access(avatarFile)).rejects.toThrow();

    // Other people's data is untouched; the referred user keeps the account.
    expect(await countRows(t.app, 'users', 'id', referred.user.id)).toBe(1);
    const referredRow = await t.app.db.selectFrom('users').select('referred_by').where('id', '=', referred.user.id).executeTakeFirstOrThrow();
    expect(referredRow.referred_by).toBeNull();
    expect(await countRows(t.app, 'registrations', 'user_id', other.user.id)).toBe(1);
    expect(await countRows(t.app, 'audit_logs', 'subject_user_id', other.user.id)).toBeGreaterThan(0);
  });

  test('a staff account can delete itself; the history it wrote stays without the actor', async () => {
    const staff = await createStaff(t.app, 1, 'leaving.staff@demo.test');
    const c = await registerCaregiver(t.app);
    const reg = await register(t.app, c.token, { lpk_id: 1, consent: true });
    const id = reg.body.data.id as number;
    expect((await move(t.app, staff.token, id, 'registered')).status).toBe(200);

    const res = await call(t.app, 'DELETE', '/api/lpk/me', { token: staff.token, body: { password: 'Staff#Baru2026' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Akun dan seluruh data pribadi Anda telah dihapus.');
    expect((await call(t.app, 'GET', '/api/lpk/institution/registrations', { token: staff.token })).status).toBe(401);
    expect(await countRows(t.app, 'users', 'id', staff.id)).toBe(0);

    const mine = await call(t.app, 'GET', `/api/lpk/registrations/${id}`, { token: c.token });
    expect(mine.body.data.status).toBe('registered');
    expect(mine.body.data.history.map((h: { status: string; actor: unknown }) => [h.status, h.actor === null])).toEqual([
      ['pending', false],
      ['registered', true],
    ]);
    expect(mine.body.data.certificate.status).toBe('valid');
  });

  test("deleting a staff account keeps the applicants' audit rows of that person's reads, by name", async () => {
    const staff = await createStaff(t.app, 1, 'reader.staff@demo.test');
    const c = await registerCaregiver(t.app);
    const reg = await register(t.app, c.token, { lpk_id: 1, consent: true });
    const id = reg.body.data.id as number;
    await call(t.app, 'GET', `/api/lpk/institution/registrations/${id}`, { token: staff.token });
    await call(t.app, 'GET', `/api/lpk/messages?registration_id=${id}`, { token: staff.token });
    const before = (await call(t.app, 'GET', '/api/lpk/me/audit', { token: c.token })).body.data.items;
    expect(before).toHaveLength(2);

    expect((await call(t.app, 'DELETE', '/api/lpk/me', { token: staff.token, body: { password: 'Staff#Baru2026' } })).status).toBe(200);
    expect(await countRows(t.app, 'users', 'id', staff.id)).toBe(0);

    const after = await call(t.app, 'GET', '/api/lpk/me/audit', { token: c.token, lang: 'en' });
    expect(after.body.data.meta.total).toBe(2);
    expect(after.body.data.items.map((i: { id: number }) => i.id)).toEqual(before.map((i: { id: number }) => i.id));
    for (const item of after.body.data.items) {
      expect(item).toMatchObject({
        actor: { id: null, full_name: 'Agus Wijaya', role: 'lpk_staff', account_deleted: true },
        lpk: { id: 1, name: expect.any(String) },
        registration_id: id,
      });
    }
    expect(after.body.data.items.map((i: { action: string }) => i.action).sort()).toEqual(['messages.read', 'profile.read']);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { DEMO_INSTITUTES } from '../src/db/seed/catalogue';
import { DEMO_EMAILS, demoAccountsIn, refuseDemoAccounts, removeDemoAccounts } from '../src/db/seed/demo-accounts';
import { ConfigError } from '../src/lib/config-error';
import { Uploads } from '../src/modules/uploads/storage';
import { FolderUploadStore } from '../src/modules/uploads/store';
import { call, createTestApp, DEMO, login, registerCaregiver, type TestApp } from './helpers';

/**
 * No demo accounts in production (issue 32): a production start refuses a database that holds
 * any of them, naming them and `npm run demo:remove`; that command's function deletes them and
 * what hangs off them as an account deletion does, and leaves everyone else's data. On SQLite and
 * PostgreSQL. (The refusal and the command as processes: production-start.test.ts.)
 */
let t: TestApp;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(os.tmpdir(), 'lpk-demo-remove-'));
  t = await createTestApp({ uploadDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const count = async (table: 'users' | 'registrations' | 'messages' | 'institutes' | 'personal_access_tokens' | 'reviews') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('a production start refuses the demo accounts, naming each and the command; demo:remove deletes them and only them', async () => {
  const { app } = t;
  // The demo accounts at work: the demo caregiver applied to LPK 1 and wrote; staff 1 answered her and a real applicant.
  const caregiver = await login(app, DEMO.caregiver);
  const staff = await login(app, DEMO.staff1);
  const demoRegistration = await call(app, 'POST', '/api/lpk/registrations', { token: caregiver, body: { lpk_id: 1, consent: true } });
  expect(demoRegistration.status).toBe(201);
  const real = await registerCaregiver(app);
  const realRegistration = await call(app, 'POST', '/api/lpk/registrations', { token: real.token, body: { lpk_id: 1, consent: true } });
  expect(realRegistration.status).toBe(201);
  for (const [token, registration] of [
    [caregiver, demoRegistration.body.data.id],
    [staff, demoRegistration.body.data.id],
    [staff, realRegistration.body.data.id],
    [real.token, realRegistration.body.data.id],
  ] as const)
    expect((await call(app, 'POST', '/api/lpk/messages', { token, body: { registration_id: registration, body: 'Selamat pagi' } })).status).toBe(201);

  expect(await demoAccountsIn(app.db)).toEqual([...DEMO_EMAILS]);
  const refusal = await refuseDemoAccounts(app.db).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(ConfigError);
  expect((refusal as Error).message).toMatch(
    /^The database holds demo accounts whose passwords are published: caregiver@demo\.test, staff1@demo\.test, staff2@demo\.test, admin1@demo\.test, operator@demo\.test; and invented demo alumni whose reviews are not real: alumni\.ayu@demo\.test, alumni\.dimas@demo\.test, alumni\.lestari@demo\.test, alumni\.putri@demo\.test\. .*`npm run demo:remove`/,
  );
  // The API host itself, built for production on this database, does not start.
  await expect(buildApp({ db: app.db, logger: false, config: { production: true, seedDemo: false, migrateOnStart: false } })).rejects.toThrow(
    /demo accounts .*operator@demo\.test.*npm run demo:remove/,
  );

  const before = { users: await count('users'), institutes: await count('institutes') };
  expect(await count('reviews')).toBeGreaterThan(0); // the invented alumni's
  const removed = await removeDemoAccounts(app.db, { uploads: new Uploads(new FolderUploadStore(uploadDir)) });
  expect(removed.map((r) => r.email).sort()).toEqual([...DEMO_EMAILS].sort());
  expect(removed.find((r) => r.email === DEMO.caregiver.email)).toMatchObject({ role: 'caregiver', registrations: 1 });

  expect(await demoAccountsIn(app.db)).toEqual([]);
  await expect(refuseDemoAccounts(app.db)).resolves.toBeUndefined();
  expect(await count('users')).toBe(before.users - DEMO_EMAILS.length);
  // The invented reviews went with their authors, so no visitor reads them as real ones.
  expect(await count('reviews')).toBe(0);
  // The catalogue stays; the demo caregiver's registration and its thread went with her.
  expect(await count('institutes')).toBe(before.institutes);
  expect(before.institutes).toBeGreaterThanOrEqual(DEMO_INSTITUTES);
  expect(await t.app.db.selectFrom('registrations').select('id').where('id', '=', demoRegistration.body.data.id).execute()).toEqual([]);
  // The real applicant keeps her registration and both messages; staff 1's answer stays, without its sender's account.
  const thread = await t.app.db
    .selectFrom('messages')
    .select(['sender_user_id', 'body'])
    .where('registration_id', '=', realRegistration.body.data.id)
    .orderBy('id')
    .execute();
  expect(thread).toEqual([
    { sender_user_id: null, body: 'Selamat pagi' },
    { sender_user_id: real.user.id, body: 'Selamat pagi' },
  ]);
  expect((await call(app, 'GET', '/api/lpk/profile', { token: real.token })).status).toBe(200);
  // The demo sessions ended with their accounts; the passwords no longer sign anyone in.
  expect((await call(app, 'GET', '/api/lpk/profile', { token: staff })).status).toBe(401);
  expect((await call(app, 'POST', '/api/lpk/login', { body: DEMO.operator })).status).toBe(422);

  // Run again: nothing left to remove.
  expect(await removeDemoAccounts(app.db, { uploads: new Uploads(new FolderUploadStore(uploadDir)) })).toEqual([]);
});

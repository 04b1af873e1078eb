import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, createTestApp, registerCaregiver, type TestApp } from './helpers';
import { ktpPayload } from './profile-fixtures';

/**
 * After an account is deleted, its personal data is gone from the SQLite file and its WAL too,
 * not only from query results (secure_delete overwrites freed content; the deletion then
 * checkpoints and truncates the WAL, which still held the pages as they were).
 * SQLite only: the test opens its own file database even when DATABASE_URL is set.
 */
let dir: string;
let t: TestApp;
let file: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lpk-secure-delete-'));
  file = path.join(dir, 'app.sqlite');
  t = await createTestApp({ databaseUrl: undefined, pgSchema: undefined, sqlitePath: file });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** Every byte SQLite keeps for this database: the file, its WAL and any rollback journal. */
async function storedBytes(): Promise<Buffer> {
  const parts = await Promise.all(['', '-wal', '-journal'].map((suffix) => fs.readFile(`${file}${suffix}`).catch(() => Buffer.alloc(0))));
  return Buffer.concat(parts);
}

test("a deleted caregiver's email and NIK are not left in the database file or the WAL", async () => {
  const marker = randomBytes(6).toString('hex');
  const email = `hapus.${marker}@example.id`;
  const c = await registerCaregiver(t.app, { email });
  // A NIK of this test's own (valid shape: province 32, birth date part of the fixture).
  const nik = `${ktpPayload().nik.slice(0, 12)}${String(1000 + (parseInt(marker.slice(0, 4), 16) % 9000))}`;
  const saved = await call(t.app, 'POST', '/api/lpk/profile/ktp', { token: c.token, body: ktpPayload({ nik }) });
  expect(saved.status).toBe(200);
  const registered = await call(t.app, 'POST', '/api/lpk/registrations', { token: c.token, body: { lpk_id: 1, consent: true } });
  expect(registered.status).toBe(201);
  await call(t.app, 'POST', '/api/lpk/messages', { token: c.token, body: { registration_id: registered.body.data.id, body: `NIK saya ${nik}` } });

  const before = await storedBytes();
  expect(before.includes(Buffer.from(email))).toBe(true);
  expect(before.includes(Buffer.from(nik))).toBe(true);

  const deleted = await call(t.app, 'DELETE', '/api/lpk/me', { token: c.token, body: { password: c.password } });
  expect(deleted.status).toBe(200);

  const after = await storedBytes();
  expect(after.includes(Buffer.from(email))).toBe(false);
  expect(after.includes(Buffer.from(nik))).toBe(false);
  expect(after.includes(Buffer.from(marker))).toBe(false);
});

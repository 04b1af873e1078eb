import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { listingBody, vacancyBody } from 'contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { translator } from '../src/i18n';
import { saveListing } from '../src/modules/institution/listing';
import { addPhoto, removePhoto } from '../src/modules/institution/photos';
import { invite } from '../src/modules/institution/staff';
import { createVacancy, reopenVacancy, updateVacancy } from '../src/modules/institution/vacancies';
import { moveRegistration } from '../src/modules/registrations/service';
import { call, createTestApp, registerCaregiver, type TestApp } from './helpers';
import { multipart, pngOf } from './helpers/uploads';
import { programOf, vacancyInput } from './lpk-admin-fixtures';
import { countRows, createStaff, move, register } from './registrations-fixtures';

/**
 * A suspension committing while a frozen write is under way (issue 32). The route's guard reads
 * the LPK's standing before the write; each frozen write reads it again inside its own
 * transaction under a lock the operator's suspend conflicts with (plugins/access.ts,
 * lockActiveLpk). So a write that passed the guard while a suspend was being written either
 * waits for it and is refused (403 naming the suspension, nothing written, nobody mailed) or
 * commits before the suspend does; never after it.
 *
 * The suspend is held open on another connection, as the operator's transaction would be:
 * - PostgreSQL: a second client runs the suspend's UPDATE in an open transaction; the test waits
 *   until the move is blocked by it (pg_blocking_pids), then commits;
 * - SQLite (a database file, as two nodes share it): a worker thread with its own connection
 *   holds the suspend (BEGIN IMMEDIATE, the UPDATE) for HOLD_MS, then commits. The app's
 *   connection waits for the write lock synchronously (busy_timeout), so the test measures that
 *   wait as the event loop's stall: the write was inside its transaction while the suspend was held.
 * And each frozen write's service, called with the LPK suspended after the guard would have let it
 * through, refuses by itself.
 */
const LPK = 6;
const REASON = 'Pungutan biaya di luar ketentuan';
const MESSAGE_EN = `Your LPK is suspended by the platform operator (reason: ${REASON}). While it is suspended you can only read registrations and messages and answer messages.`;
// Long enough that the move, started when the suspend is held, reaches its transaction well before the
// hold ends even on a loaded machine (CI: 800 ms was not, once: the move then saw the committed suspension).
const HOLD_MS = 3_000;
const postgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let dir: string;
const app = (): FastifyInstance => t.app;
let staff: { token: string; id: number };
let admin: { token: string; id: number };

/** The suspend's UPDATE, written but not committed, on a connection of its own. */
interface HeldSuspension {
  /** Resolves once `n` statements of the app wait for it (PostgreSQL; SQLite cannot tell, see above). */
  blocking(n: number): Promise<void>;
  /** Commits the suspension (SQLite: it commits by itself after HOLD_MS; this waits for that). */
  commit(): Promise<void>;
  /** Ends the other connection, rolling back a suspension not committed (a failed test must not leave it held). */
  release(): Promise<void>;
}

async function holdSuspension(): Promise<HeldSuspension> {
  if (postgres) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${app().config.pgSchema}` });
    await client.connect();
    await client.query('begin');
    await client.query(`update institutes set listing_status = 'suspended', suspended_at = now(), suspension_reason = $1 where id = $2`, [REASON, LPK]);
    const pid = Number((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
    let open = true;
    return {
      async blocking(n) {
        const deadline = Date.now() + 5_000;
        for (;;) {
          // Directly, or behind another waiter for the same row (a row's lock waiters queue). Inside a
          // transaction pg_stat_activity is a snapshot taken once: it is cleared before each look.
          await client.query('select pg_stat_clear_snapshot()');
          const { rows } = await client.query<{ n: number }>(
            `with recursive waiting(pid) as (
               select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))
               union select a.pid from pg_stat_activity a join waiting w on w.pid = any(pg_blocking_pids(a.pid)))
             select count(*)::int as n from waiting`,
            [pid],
          );
          if (rows[0]!.n >= n) return;
          if (Date.now() > deadline) throw new Error(`only ${rows[0]!.n} of ${n} statements wait for the suspension`);
          await new Promise((r) => setTimeout(r, 20));
        }
      },
      async commit() {
        await client.query('commit');
        open = false;
        await client.end();
      },
      async release() {
        if (!open) return;
        open = false;
        await client.query('rollback');
        await client.end();
      },
    };
  }
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const Database = require(workerData.driver);
     const db = new Database(workerData.file);
     db.pragma('busy_timeout = 5000');
     db.exec('begin immediate');
     db.prepare("update institutes set listing_status = 'suspended', suspended_at = ?, suspension_reason = ? where id = ?").run(new Date().toISOString(), workerData.reason, workerData.lpk);
     parentPort.postMessage('held');
     setTimeout(() => { db.exec('commit'); db.close(); parentPort.postMessage('committed'); }, workerData.holdMs);`,
    { eval: true, workerData: { driver: require.resolve('better-sqlite3'), file: app().config.sqlitePath, reason: REASON, lpk: LPK, holdMs: HOLD_MS } },
  );
  const messages: string[] = [];
  const next = (what: string) =>
    new Promise<void>((resolve, reject) => {
      if (messages.includes(what)) return resolve();
      worker.on('message', (m: string) => m === what && resolve());
      worker.once('error', reject);
    });
  worker.on('message', (m: string) => messages.push(m));
  await next('held');
  const committed = next('committed');
  return {
    blocking: async () => undefined,
    async commit() {
      await committed;
      await worker.terminate();
    },
    release: async () => {
      await worker.terminate();
    },
  };
}

async function reinstate(): Promise<void> {
  await app().db.updateTable('institutes').set({ listing_status: 'listed', suspended_at: null, suspension_reason: null }).where('id', '=', LPK).execute();
}

/** The longest stall of the event loop while `work` runs (ms): SQLite's synchronous wait for a write lock. */
async function stallDuring<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    return { result, stallMs };
  } finally {
    clearInterval(tick);
  }
}

async function outboxTo(address: string): Promise<string[]> {
  const rows = await app().db.selectFrom('mail_outbox').select('template').where('to_address', '=', address.toLowerCase()).orderBy('id').execute();
  return rows.map((r) => r.template);
}

async function vacancy() {
  return vacancyInput({
    title_id: 'Perawat lansia – Panti Hikari, Kobe',
    title_en: 'Care worker – Hikari Home, Kobe',
    pathway: await programOf(app(), LPK),
    openings: 2,
  });
}

async function uploadPhoto(token: string) {
  const { payload, contentType } = multipart([{ name: 'photo', filename: 'photo.png', type: 'image/png', data: await pngOf(500, 400) }]);
  const res = await app().inject({
    method: 'POST',
    url: '/api/lpk/institution/listing/photos',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}`, 'accept-language': 'en', accept: 'application/json' },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { message: string; data: { photos: Array<{ id: number }> } } };
}

/** What the admin's frozen writes could change: the listing, its photos, the vacancies, the invitations. */
async function adminState() {
  const db = app().db;
  return {
    listing: await db.selectFrom('institutes').select(['description_en', 'details']).where('id', '=', LPK).executeTakeFirstOrThrow(),
    photos: await db.selectFrom('institute_photos').select(['id', 'file']).where('lpk_id', '=', LPK).orderBy('id').execute(),
    jobs: await db.selectFrom('jobs').select(['id', 'title_en', 'closed_at']).where('lpk_id', '=', LPK).orderBy('id').execute(),
    invitations: await db.selectFrom('staff_invitations').select('id').where('lpk_id', '=', LPK).orderBy('id').execute(),
    files: fs.readdirSync(path.join(app().config.uploadDir, 'institutes')).sort(),
  };
}

let openJob: number;
let closedJob: number;
let photoId: number;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lpk-race-'));
  t = await createTestApp(postgres ? {} : { sqlitePath: path.join(dir, 'app.sqlite') });
  staff = await createStaff(app(), LPK, `staf.balapan.${Date.now()}@lpk6.example.id`);
  const account = await registerCaregiver(app());
  await app().db.updateTable('users').set({ role: 'lpk_admin', lpk_id: LPK, locale: 'en' }).where('id', '=', account.user.id).execute();
  admin = { token: account.token, id: account.user.id as number };
  const published = await Promise.all(
    [1, 2].map(async () => call(app(), 'POST', '/api/lpk/institution/vacancies', { token: admin.token, body: await vacancy() })),
  );
  [openJob, closedJob] = published.map((r) => r.body.data.id as number) as [number, number];
  expect((await call(app(), 'POST', `/api/lpk/institution/vacancies/${closedJob}/close`, { token: admin.token, body: {} })).status).toBe(200);
  const photo = await uploadPhoto(admin.token);
  expect(photo.status).toBe(201);
  photoId = photo.body.data.photos.at(-1)!.id;
  // Both tokens used once: signing a request in no longer writes (last_used_at), only the frozen write does.
  for (const token of [staff.token, admin.token]) expect((await call(app(), 'GET', '/api/lpk/institution/lpk', { token })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('a move that passed the guard while the suspend was being written waits for it, then is 403: nothing written, the caregiver not mailed', async () => {
  const caregiver = await registerCaregiver(app());
  const registration = await register(app(), caregiver.token, { lpk_id: LPK, consent: true });
  const id = registration.body.data.id as number;
  const events = await countRows(app(), 'registration_events', 'registration_id', id);
  const mails = await outboxTo(caregiver.email);

  const held = await holdSuspension();
  try {
    const { result: res } = await stallDuring(async () => {
      const moving = move(app(), staff.token, id, 'registered', 'Lulus wawancara', 'en');
      await held.blocking(1); // PostgreSQL: the move waits on the institute row (FOR SHARE) in its transaction
      await held.commit();
      return moving;
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGE_EN);
    // SQLite cannot show which way the move was refused: alone it waits for the suspend's write lock
    // (a stall of the hold's length), but in the full suite it was refused without that stall. The
    // third test shows each frozen write refusing by itself inside its transaction there.
  } finally {
    await held.release();
    await reinstate();
  }
  const row = await app().db.selectFrom('registrations').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.status).toBe('pending');
  expect(await countRows(app(), 'registration_events', 'registration_id', id)).toBe(events);
  expect(await countRows(app(), 'certificates', 'registration_id', id)).toBe(0);
  expect(await outboxTo(caregiver.email)).toEqual(mails);

  // Listed again: the same move goes through (the lock does not stand in the way of ordinary work).
  const moved = await move(app(), staff.token, id, 'registered');
  expect(moved.status).toBe(200);
  expect(await outboxTo(caregiver.email)).toContain('registration_status');
});

test('the admin’s frozen writes in flight when a suspension commits are all 403 and change nothing', async () => {
  const listing = await call(app(), 'GET', '/api/lpk/institution/listing', { token: admin.token });
  const before = await adminState();
  const body = await vacancy();
  const held = await holdSuspension();
  let answers: Array<{ status: number; body: { message?: string } }>;
  try {
    answers = (
      await stallDuring(async () => {
        const writes = [
          call(app(), 'PUT', '/api/lpk/institution/listing', {
            token: admin.token,
            body: { ...listing.body.data, description_en: 'Changed while the operator was suspending the LPK' },
            lang: 'en',
          }),
          uploadPhoto(admin.token),
          call(app(), 'DELETE', `/api/lpk/institution/listing/photos/${photoId}`, { token: admin.token, lang: 'en' }),
          call(app(), 'POST', '/api/lpk/institution/vacancies', { token: admin.token, body, lang: 'en' }),
          call(app(), 'PUT', `/api/lpk/institution/vacancies/${openJob}`, {
            token: admin.token,
            body: { ...body, title_en: 'Edited in the race' },
            lang: 'en',
          }),
          call(app(), 'POST', `/api/lpk/institution/vacancies/${closedJob}/reopen`, { token: admin.token, body: {}, lang: 'en' }),
          call(app(), 'POST', '/api/lpk/institution/staff/invitations', { token: admin.token, body: { email: 'balapan@example.id' }, lang: 'en' }),
        ];
        await held.blocking(writes.length); // PostgreSQL: every one of them waits in its transaction
        await held.commit();
        return Promise.all(writes);
      })
    ).result;
  } finally {
    await held.release();
    await reinstate();
  }
  expect(answers.map((a) => [a.status, a.body.message])).toEqual(answers.map(() => [403, MESSAGE_EN]));
  expect(await adminState()).toEqual(before);
  expect(await outboxTo('balapan@example.id')).toEqual([]);
});

test('each frozen write refuses by itself when the LPK was suspended after its guard (403 with the reason, nothing written)', async () => {
  const caregiver = await registerCaregiver(app());
  const registration = await register(app(), caregiver.token, { lpk_id: LPK, consent: true });
  const id = registration.body.data.id as number;
  const listing = listingBody.parse((await call(app(), 'GET', '/api/lpk/institution/listing', { token: admin.token })).body.data);
  const input = vacancyBody.parse(await vacancy());
  const before = await adminState();
  const member = { userId: admin.id, lpkId: LPK, role: 'lpk_admin' as const };
  const log = { warn: () => undefined };
  const { uploads } = app();
  await app()
    .db.updateTable('institutes')
    .set({ listing_status: 'suspended', suspended_at: new Date().toISOString(), suspension_reason: REASON })
    .where('id', '=', LPK)
    .execute();
  try {
    const writes: Array<[string, () => Promise<unknown>]> = [
      [
        'move',
        () => moveRegistration(app().db, app().mail, { lpkId: LPK, actorUserId: staff.id, registrationId: id, to: 'registered', note: null }, translator('en')),
      ],
      ['listing', () => saveListing(app().db, member, { ...listing, description_en: 'Changed after the guard had let it through' })],
      ['photo added', async () => addPhoto(app().db, uploads, member, await pngOf(500, 400), log)],
      ['photo removed', () => removePhoto(app().db, uploads, member, photoId)],
      ['vacancy published', () => createVacancy(app().db, member, input)],
      ['vacancy edited', () => updateVacancy(app().db, member, openJob, { ...input, title_en: 'Edited after the guard' })],
      ['vacancy reopened', () => reopenVacancy(app().db, member, closedJob)],
      ['staff invited', () => invite(app().db, app().mail, app().config.mail.appKey, member, { email: 'sesudah@example.id', locale: 'en' })],
    ];
    for (const [what, write] of writes) {
      await expect(write().then(() => what)).rejects.toMatchObject({ statusCode: 403, messageKey: 'errors.lpk_suspended_reason', params: { reason: REASON } });
    }
  } finally {
    await reinstate();
  }
  expect(await adminState()).toEqual(before);
  expect((await app().db.selectFrom('registrations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('pending');
  expect(await countRows(app(), 'registration_events', 'registration_id', id)).toBe(1);
  expect(await outboxTo(caregiver.email)).not.toContain('registration_status');
  expect(await outboxTo('sesudah@example.id')).toEqual([]);
});

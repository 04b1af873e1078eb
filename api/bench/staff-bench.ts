/**
 * Staff console benchmark (`npm run bench:staff -w @kaigo/api`): latency of the LPK staff applicant list
 * (GET /api/lpk/institution/registrations) on a SQLite file holding 10,000 registrations at one
 * LPK, with autocannon against the real API in a child process (this file with `serve`), so the
 * load generator and the server do not share an event loop.
 *
 * Scenarios (each a deterministic mix of URLs, pages of 50, both languages):
 *   list    a page of the list: any page (mostly the first ones), every sort, a third with a
 *           status filter, some with a vacancy filter
 *   search  a search by name (whole or part, any case), email or phone (in any usual writing),
 *           some with a status filter or another sort
 *   detail  one applicant's page (registration, history, consented profile), for context
 *   floor   the cheapest answer a staff request gets (authenticated, then a 404 envelope): what
 *           the machine does at all, for context
 * Every answer is what staff really get: applicants audited (50 audit rows written per list
 * page), registrations presented with LPK, vacancy, history and certificate.
 *
 * Besides the latencies, each row gives the server's CPU time per request (process.cpuUsage
 * over the window divided by the requests): the cost of one answer, which other processes on a
 * shared machine do not change, while they do lengthen the latencies.
 *
 * Each scenario is measured at each level of BENCH_CONNECTIONS concurrent connections (default
 * 1, 4 and 10). One connection is the latency of a request on an otherwise idle server; the staff
 * of one LPK working at once are a handful of people, each console sending one request at a
 * time, so 4 is a busy LPK and 10 several LPKs at their busiest. The rounds are interleaved
 * (BENCH_ROUNDS, 3) and per scenario and level the round with the lowest p99 is reported.
 * Target: list page and search p99 < 50 ms; the report says at which levels it is met.
 *
 * The database is what an LPK in use for a while holds: besides the registrations (with their
 * history), 10 audit rows per registration, so the audit rows every answer writes go into a
 * table and indexes of a realistic size.
 *
 * The rate limiter is off in the server: the bench measures the console, not its 429s.
 * Knobs: BENCH_DURATION (s per window, 5), BENCH_ROUNDS (3), BENCH_WARMUP (s, 2),
 * BENCH_CONNECTIONS (1,4,10), BENCH_REGISTRATIONS (10000), BENCH_PLANS=1 (print the query plans),
 * BENCH_DB=<file> (seed into that file and keep it; an existing file is reused as it is),
 * BENCH_CPU_PROF=<dir> (the server writes a V8 CPU profile there when it stops).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { createDb, migrateToLatest, type Db } from '../src/db/database';
import { seedIfEmpty } from '../src/db/seed';
import { createRng, type Rng } from '../src/db/seed/data/random';
import { consentScopeFor } from '../src/modules/registrations/consent';

const env = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const DURATION = env('BENCH_DURATION', 5);
const WARMUP = env('BENCH_WARMUP', 2);
const LEVELS = (process.env.BENCH_CONNECTIONS ?? '1,4,10')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const REGISTRATIONS = env('BENCH_REGISTRATIONS', 10_000);
const ROUNDS = env('BENCH_ROUNDS', 3);
const TARGET_P99_MS = 50;
const LPK_ID = 1;
const AUDIT_ROWS_PER_REGISTRATION = 10;
const STAFF = { email: 'staff1@demo.test', password: 'Staff#2026' };

type FromChild = { type: 'ready'; port: number } | { type: 'cpu'; micros: number };

// ---------------------------------------------------------------------------------------------
// Child: the real API on the seeded file.

async function serve(dbFile: string): Promise<void> {
  const app = await buildApp({
    logger: false,
    config: { databaseUrl: undefined, sqlitePath: dbFile, seedDemo: false, rateLimit: { enabled: false, limits: DEFAULT_RATE_LIMITS } },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  process.on('message', (message: { type: string }) => {
    if (message.type === 'cpu') {
      const used = process.cpuUsage();
      process.send?.({ type: 'cpu', micros: used.user + used.system } satisfies FromChild);
    }
    if (message.type === 'stop') void app.close().then(() => process.exit(0));
  });
  process.send?.({ type: 'ready', port } satisfies FromChild);
}

// ---------------------------------------------------------------------------------------------
// Data: the demo catalogue and accounts, then REGISTRATIONS caregivers registered at LPK 1.

const FIRST = [
  'Siti',
  'Dewi',
  'Rina',
  'Putri',
  'Ayu',
  'Nur',
  'Sri',
  'Wulan',
  'Indah',
  'Fitri',
  'Budi',
  'Agus',
  'Eko',
  'Rizky',
  'Dimas',
  'Yusuf',
  'Ahmad',
  'Bayu',
  'Lestari',
  'Ratna',
  'Kartika',
  'Maya',
  'Intan',
  'Citra',
  'Hendra',
  'Fajar',
  'Gilang',
  'Anisa',
  'Novi',
  'Yuli',
];
const LAST = [
  'Rahayu',
  'Susanti',
  'Wahyuni',
  'Pratama',
  'Saputra',
  'Hidayat',
  'Nugroho',
  'Santoso',
  'Wijaya',
  'Kusuma',
  'Lestari',
  'Handayani',
  'Permata',
  'Setiawan',
  'Purnama',
  'Maharani',
  'Syahputra',
  'Siregar',
  'Nasution',
  'Harahap',
  'Simanjuntak',
  'Sembiring',
  'Hutapea',
  'Rahmawati',
  'Utami',
  'Anggraini',
  'Kurniawan',
  'Firmansyah',
  'Ramadhan',
  'Yulianti',
];
/** How far registrations got (withdrawn ones are not listed: staff never see them). */
const STATUS_WEIGHTS = [
  { value: 'pending', weight: 30 },
  { value: 'registered', weight: 18 },
  { value: 'learning', weight: 15 },
  { value: 'documents_submitted', weight: 10 },
  { value: 'approved', weight: 10 },
  { value: 'rejected', weight: 10 },
  { value: 'withdrawn', weight: 7 },
] as const;
const PATHS: Record<string, string[]> = {
  pending: ['pending'],
  registered: ['pending', 'registered'],
  learning: ['pending', 'registered', 'learning'],
  documents_submitted: ['pending', 'registered', 'learning', 'documents_submitted'],
  approved: ['pending', 'registered', 'learning', 'documents_submitted', 'approved'],
  rejected: ['pending', 'rejected'],
  withdrawn: ['pending', 'withdrawn'],
};

interface Applicant {
  first: string;
  last: string;
  email: string;
  phone: string;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seedApplicants(db: Db, rng: Rng): Promise<Applicant[]> {
  const jobs = (await db.selectFrom('jobs').select('id').where('lpk_id', '=', LPK_ID).execute()).map((j) => j.id);
  const staffId = (await db.selectFrom('users').select('id').where('email', '=', STAFF.email).executeTakeFirstOrThrow()).id;
  const applicants: Applicant[] = [];
  const start = Date.parse('2024-06-01T00:00:00Z');
  const step = Math.floor((Date.parse('2026-06-01T00:00:00Z') - start) / REGISTRATIONS);
  const scope = JSON.stringify(consentScopeFor(LPK_ID));
  await db.transaction().execute(async (trx) => {
    const users = Array.from({ length: REGISTRATIONS }, (_, i) => {
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      const phone = `+628${rng.pick(['12', '13', '21', '52', '57', '77'])}${String(10_000_000 + i * 7919).slice(0, 8)}`;
      const applicant = { first, last, email: `${first}.${last}${i}@contoh.test`.toLowerCase(), phone };
      applicants.push(applicant);
      const at = new Date(start + i * step).toISOString();
      return {
        full_name: `${first} ${last}`,
        email: applicant.email,
        phone,
        password_hash: 'bench-no-login',
        role: 'caregiver' as const,
        lpk_id: null,
        avatar: null,
        referral_code: `BENCH${i.toString(36).toUpperCase().padStart(5, '0')}`,
        referred_by: null,
        locale: 'id',
        created_at: at,
        updated_at: at,
      };
    });
    const ids: number[] = [];
    await insertChunked(users, async (chunk) => ids.push(...(await trx.insertInto('users').values(chunk).returning('id').execute()).map((r) => r.id)));

    const registrations = ids.map((userId, i) => {
      const at = new Date(start + i * step + 60_000).toISOString();
      const status = rng.weighted(STATUS_WEIGHTS).value;
      return {
        user_id: userId,
        lpk_id: LPK_ID,
        job_id: jobs.length > 0 && rng.chance(0.6) ? rng.pick(jobs) : null,
        status,
        consent_at: at,
        consent_scope: scope,
        created_at: at,
        updated_at: at,
      };
    });
    const regIds: number[] = [];
    await insertChunked(registrations, async (chunk) =>
      regIds.push(...(await trx.insertInto('registrations').values(chunk).returning('id').execute()).map((r) => r.id)),
    );

    const events = registrations.flatMap((r, i) =>
      PATHS[r.status]!.map((status, step) => ({
        registration_id: regIds[i]!,
        status,
        note: step > 0 && rng.chance(0.3) ? 'Catatan staf untuk pendaftar.' : null,
        actor_user_id: step === 0 || status === 'withdrawn' ? r.user_id : staffId,
        created_at: new Date(Date.parse(r.created_at) + step * 86_400_000).toISOString(),
      })),
    );
    await insertChunked(events, (chunk) => trx.insertInto('registration_events').values(chunk).execute());

    // Ten earlier reads of each applicant by staff (the list shows names; pages are opened).
    for (let round = 0; round < AUDIT_ROWS_PER_REGISTRATION; round += 1) {
      await sql`insert into audit_logs (subject_user_id, actor_user_id, lpk_id, registration_id, action, created_at, actor_name, actor_role, lpk_name)
        select r.user_id, ${staffId}, r.lpk_id, r.id, ${round % 3 === 0 ? 'profile.read' : 'applicant.listed'}, r.created_at, 'Budi Santoso', 'lpk_staff', 'LPK'
        from registrations r where r.lpk_id = ${LPK_ID}`.execute(trx);
    }
  });
  await sql`analyze`.execute(db);
  return applicants;
}

/** The applicants of a kept database (BENCH_DB), as the search mix needs them. */
async function readApplicants(db: Db): Promise<Applicant[]> {
  const rows = await db.selectFrom('users').select(['full_name', 'email', 'phone']).where('password_hash', '=', 'bench-no-login').orderBy('id').execute();
  return rows.map((r) => {
    const [first, ...rest] = r.full_name.split(' ');
    return { first: first!, last: rest.join(' '), email: r.email, phone: r.phone };
  });
}

// ---------------------------------------------------------------------------------------------
// Request mixes.

const LIST = '/api/lpk/institution/registrations';
const SORTS = ['newest', 'oldest', 'name', 'status'] as const;
const FILTER_STATUSES = ['pending', 'registered', 'learning', 'documents_submitted', 'approved', 'rejected'] as const;

interface Mixed {
  path: string;
  lang: string;
}

function listMix(rng: Rng, jobs: number[], count: number): Mixed[] {
  const lastPage = Math.ceil(REGISTRATIONS / 50);
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams({ per_page: '50' });
    const page = rng.weighted([
      { value: 1, weight: 45 },
      { value: rng.int(2, 5), weight: 30 },
      { value: rng.int(6, lastPage), weight: 25 },
    ]).value;
    if (page > 1) params.set('page', String(page));
    const sort = rng.weighted([
      { value: 'newest', weight: 55 },
      { value: 'oldest', weight: 10 },
      { value: 'name', weight: 20 },
      { value: 'status', weight: 15 },
    ]).value;
    if (sort !== 'newest') params.set('sort', sort);
    if (rng.chance(0.3)) params.set('status', rng.pick(FILTER_STATUSES));
    if (jobs.length > 0 && rng.chance(0.15)) params.set('job_id', String(rng.pick(jobs)));
    return { path: `${LIST}?${params.toString()}`, lang: rng.chance(0.7) ? 'id' : 'en' };
  });
}

/** What staff type: a name (whole, part, any case), an email or a phone number as people write it. */
function searchMix(rng: Rng, applicants: Applicant[], count: number): Mixed[] {
  return Array.from({ length: count }, () => {
    const a = rng.pick(applicants);
    const national = `0${a.phone.slice(3)}`;
    const q = rng
      .weighted([
        { value: () => `${a.first} ${a.last}`, weight: 20 },
        { value: () => a.last.toLowerCase(), weight: 15 },
        { value: () => a.first.slice(0, 3).toUpperCase(), weight: 10 },
        { value: () => `${a.first.toLowerCase()} ${a.last.slice(0, 4)}`, weight: 10 },
        { value: () => a.email, weight: 10 },
        { value: () => a.email.split('@')[0]!.slice(0, 8), weight: 10 },
        { value: () => `${national.slice(0, 4)}-${national.slice(4, 8)}-${national.slice(8)}`, weight: 10 },
        { value: () => national.slice(-6), weight: 10 },
        { value: () => 'tidak ada yang cocok', weight: 5 },
      ])
      .value();
    const params = new URLSearchParams({ q, per_page: '50' });
    if (rng.chance(0.25)) params.set('status', rng.pick(FILTER_STATUSES));
    if (rng.chance(0.25)) params.set('sort', rng.pick(SORTS));
    if (rng.chance(0.1)) params.set('page', '2');
    return { path: `${LIST}?${params.toString()}`, lang: rng.chance(0.7) ? 'id' : 'en' };
  });
}

function detailMix(rng: Rng, liveIds: number[], count: number): Mixed[] {
  return Array.from({ length: count }, () => ({ path: `${LIST}/${rng.pick(liveIds)}`, lang: rng.chance(0.7) ? 'id' : 'en' }));
}

// ---------------------------------------------------------------------------------------------
// Parent: data, server, load, report.

interface Child {
  proc: ChildProcess;
  port: number;
  /** CPU time the server process has used so far (user + system), in microseconds. */
  cpu: () => Promise<number>;
  stop: () => Promise<void>;
}

function startChild(dbFile: string): Promise<Child> {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const proc = fork(__filename, ['serve', dbFile], {
    env: { ...process.env, DATABASE_URL: '', SEED_DEMO: '0', REDIS_URL: '' },
    execArgv: [...process.execArgv, ...profile],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    proc.once('error', reject);
    proc.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    proc.once('message', (message: FromChild) => {
      if (message.type !== 'ready') return reject(new Error('unexpected message'));
      resolve({
        proc,
        port: message.port,
        cpu: () =>
          new Promise((res) => {
            proc.once('message', (m: FromChild) => res(m.type === 'cpu' ? m.micros : 0));
            proc.send({ type: 'cpu' });
          }),
        stop: () =>
          new Promise((res) => {
            proc.removeAllListeners('exit');
            proc.once('exit', () => res());
            proc.send({ type: 'stop' });
          }),
      });
    });
  });
}

function load(port: number, token: string, seconds: number, connections: number, mix: Mixed[]): Promise<autocannon.Result> {
  const headers = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', authorization: `Bearer ${token}` };
  const prebuilt = mix.map((m) => ({ method: 'GET' as const, path: m.path, headers: { ...headers, 'accept-language': m.lang } }));
  let next = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', path: '/', headers, setupRequest: () => prebuilt[next++ % prebuilt.length]! }],
  });
}

interface Row {
  scenario: string;
  connections: number;
  rps: number;
  /** Server CPU time per request (user + system): the work one answer costs, whatever else runs on the machine. */
  cpu_ms: number;
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  max_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
}

async function measure(scenario: string, child: Child, token: string, connections: number, mix: Mixed[]): Promise<Row> {
  const before = await child.cpu();
  const result = await load(child.port, token, DURATION, connections, mix);
  const used = (await child.cpu()) - before;
  // The floor's answers are 404s by design; every other scenario must answer 200.
  const failed = scenario === 'floor' ? result.requests.total - (result.statusCodeStats?.['404']?.count ?? 0) : result.non2xx;
  return {
    scenario,
    connections,
    rps: Math.round(result.requests.average),
    cpu_ms: result.requests.total > 0 ? Math.round((used / 1000 / result.requests.total) * 100) / 100 : 0,
    p50_ms: result.latency.p50,
    p90_ms: result.latency.p90,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
    requests: result.requests.total,
    non_2xx: failed,
    errors: result.errors,
  };
}

/** Every URL of the mixes must answer 200 (a 422 would make the figures meaningless); returns the answers' sizes. */
async function checkMix(port: number, token: string, mix: Mixed[]): Promise<{ bytes: number; n: number }> {
  let bytes = 0;
  const distinct = [...new Set(mix.map((m) => m.path))].slice(0, 300);
  for (const url of distinct) {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`mix URL ${url} answered ${res.status}: ${body.slice(0, 300)}`);
    bytes += body.length;
  }
  return { bytes: Math.round(bytes / distinct.length), n: distinct.length };
}

async function printPlans(dbFile: string): Promise<void> {
  const db = createDb({ databaseUrl: undefined, sqlitePath: dbFile, pgSchema: undefined });
  const statements = [
    `select r.status, count(*) from registrations r where r.lpk_id = 1 and r.status in ('pending','registered','learning','documents_submitted','approved','rejected') group by r.status`,
    `select r.status, count(*) from registrations r where r.lpk_id = 1 and r.status in ('pending','registered','learning','documents_submitted','approved','rejected') and r.job_id = 1 group by r.status`,
    `select r.*, u.full_name from registrations r join users u on u.id = r.user_id where r.lpk_id = 1 and r.status in ('pending','registered','learning','documents_submitted','approved','rejected') order by r.id desc limit 50 offset 100`,
    `select r.*, u.full_name from registrations r join users u on u.id = r.user_id where r.lpk_id = 1 and r.status = 'pending' order by r.id desc limit 50`,
    `select r.*, u.full_name from registrations r join users u on u.id = r.user_id where r.lpk_id = 1 and r.status in ('pending','registered','learning','documents_submitted','approved','rejected') order by lower(u.full_name) asc, r.id asc limit 50`,
    `select r.*, u.full_name from registrations r join users u on u.id = r.user_id where r.lpk_id = 1 and r.status in ('pending','registered','learning','documents_submitted','approved','rejected') and (lower(u.full_name) like '%siti%' or u.email like '%siti%') order by r.id desc limit 50`,
  ];
  for (const statement of statements) {
    const plan = await sql.raw<{ detail: string }>(`explain query plan ${statement}`).execute(db);
    console.log(`\n${statement}\n${plan.rows.map((r) => `  ${r.detail}`).join('\n')}`);
  }
  await db.destroy();
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lpk-staff-bench-'));
  const kept = process.env.BENCH_DB;
  const dbFile = kept ? path.resolve(kept) : path.join(dir, 'bench.sqlite');
  const reuse = kept !== undefined && fs.existsSync(dbFile);
  let child: Child | undefined;
  try {
    const t0 = Date.now();
    const db = createDb({ databaseUrl: undefined, sqlitePath: dbFile, pgSchema: undefined });
    await migrateToLatest(db);
    const rng = createRng(2026);
    const applicants = reuse ? await readApplicants(db) : (await seedIfEmpty(db), await seedApplicants(db, rng));
    const jobs = (await db.selectFrom('jobs').select('id').where('lpk_id', '=', LPK_ID).execute()).map((j) => j.id);
    const liveIds = (
      await db.selectFrom('registrations').select('id').where('lpk_id', '=', LPK_ID).where('status', 'not in', ['rejected', 'withdrawn']).execute()
    ).map((r) => r.id);
    const listed = await db
      .selectFrom('registrations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lpk_id', '=', LPK_ID)
      .where('status', '!=', 'withdrawn')
      .executeTakeFirstOrThrow();
    await db.destroy();
    const seedMs = Date.now() - t0;
    if (process.env.BENCH_PLANS === '1') await printPlans(dbFile);

    child = await startChild(dbFile);
    const login = await fetch(`http://127.0.0.1:${child.port}/api/lpk/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(STAFF),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const mixes: Record<string, Mixed[]> = {
      list: listMix(rng, jobs, 2000),
      search: searchMix(rng, applicants, 2000),
      detail: detailMix(rng, liveIds, 2000),
    };
    const sizes: Record<string, { bytes: number; n: number }> = {};
    for (const [name, mix] of Object.entries(mixes)) sizes[name] = await checkMix(child.port, token, mix);
    // For context: the cheapest answer a staff request gets (authenticated, then a 404 envelope).
    mixes.floor = [{ path: `${LIST}/0`, lang: 'id' }];
    console.log(
      `seeded ${REGISTRATIONS} registrations at LPK ${LPK_ID} (${Number(listed.n)} listed, the rest withdrawn) in ${seedMs} ms; ` +
        `answers average ${Object.entries(sizes)
          .map(([k, v]) => `${k} ${Math.round(v.bytes / 1024)} KiB`)
          .join(', ')}; ` +
        `${ROUNDS} rounds of ${DURATION} s per scenario and level (${LEVELS.join(', ')} connections) after ${WARMUP} s warm-up; ${os.cpus().length} CPUs, load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );

    const runs = LEVELS.flatMap((connections) => Object.keys(mixes).map((scenario) => ({ scenario, connections })));
    for (const run of runs) await load(child.port, token, WARMUP, run.connections, mixes[run.scenario]!);
    const rounds: Row[][] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const rows: Row[] = [];
      for (const run of runs) {
        process.stdout.write(`round ${round}/${ROUNDS}: ${run.scenario} at ${run.connections} connection(s)...\n`);
        rows.push(await measure(run.scenario, child, token, run.connections, mixes[run.scenario]!));
      }
      rounds.push(rows);
    }
    // Per scenario, the round with the lowest p99 (a shared machine disturbs some rounds).
    const rows = runs.map((run) =>
      rounds
        .map((r) => r.find((row) => row.scenario === run.scenario && row.connections === run.connections)!)
        .reduce((best, row) => (row.p99_ms < best.p99_ms ? row : best)),
    );

    const header = ['scenario', 'connections', 'req/s', 'CPU ms/req', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'requests', 'non-2xx', 'errors'];
    const table = rows.map((r) => [
      r.scenario,
      String(r.connections),
      String(r.rps),
      r.cpu_ms.toFixed(2),
      String(r.p50_ms),
      String(r.p90_ms),
      String(r.p99_ms),
      String(r.max_ms),
      String(r.requests),
      String(r.non_2xx),
      String(r.errors),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(`\nbest of ${ROUNDS} rounds per scenario:\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
    for (const row of table) console.log(line(row));

    const at = (scenario: string, connections: number) => rows.find((r) => r.scenario === scenario && r.connections === connections)!;
    const met = (r: Row) => r.p99_ms < TARGET_P99_MS && r.non_2xx === 0 && r.errors === 0;
    const targets = {
      p99_ms_max: TARGET_P99_MS,
      levels: LEVELS.map((connections) => ({
        connections,
        list: { p50_ms: at('list', connections).p50_ms, p99_ms: at('list', connections).p99_ms, met: met(at('list', connections)) },
        search: { p50_ms: at('search', connections).p50_ms, p99_ms: at('search', connections).p99_ms, met: met(at('search', connections)) },
      })),
    };
    console.log(`\ntarget: list page and search p99 < ${TARGET_P99_MS} ms with ${REGISTRATIONS} registrations at one LPK`);
    for (const level of targets.levels) {
      console.log(
        `  ${String(level.connections).padStart(3)} connection(s): list page ${level.list.met ? 'MET' : 'NOT MET'} (p50 ${level.list.p50_ms} ms, p99 ${level.list.p99_ms} ms); ` +
          `search ${level.search.met ? 'MET' : 'NOT MET'} (p50 ${level.search.p50_ms} ms, p99 ${level.search.p99_ms} ms)`,
      );
    }
    const summary = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', node: process.version },
      setup: {
        registrations: REGISTRATIONS,
        listed: Number(listed.n),
        audit_rows_seeded: REGISTRATIONS * AUDIT_ROWS_PER_REGISTRATION,
        seed_ms: seedMs,
        connections: LEVELS,
        duration_s: DURATION,
        rounds: ROUNDS,
        warmup_s: WARMUP,
        answer_sizes: sizes,
      },
      load_average_after: os.loadavg(),
      results: rows,
      rounds,
      targets,
    };
    console.log(`\nJSON summary:\n${JSON.stringify(summary, null, 2)}`);
  } finally {
    await child?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `seed <file>`: only write the database (the demo data, then the REGISTRATIONS at LPK 1) into a
 * new SQLite file and exit. The front-end bench (scripts/bench/signed-in.mjs) serves it to measure
 * the staff's applicant list with this many registrations; never the demo database of `npm start`.
 */
async function seedOnly(dbFile: string): Promise<void> {
  if (!dbFile || fs.existsSync(dbFile)) throw new Error(`seed: give a new SQLite file (${dbFile || 'none given'})`);
  const db = createDb({ databaseUrl: undefined, sqlitePath: dbFile, pgSchema: undefined });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    await seedApplicants(db, createRng(2026));
  } finally {
    await db.destroy();
  }
}

if (process.argv[2] === 'seed') {
  seedOnly(path.resolve(process.argv[3] ?? '')).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else if (process.argv[2] === 'serve') {
  serve(process.argv[3] ?? '').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

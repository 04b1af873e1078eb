import { nowIso } from '../src/lib/time';
import { consentScopeFor } from '../src/modules/registrations/consent';
import { phoneDigits } from '../src/modules/applicants/queries';
import { call, createTestApp, DEMO, login, registerCaregiver, type Json, type TestApp } from './helpers';
import { countRows, insertJob, move, putSection, register } from './registrations-fixtures';

/**
 * The LPK staff console's API (docs/architecture.md section 2): the applicant list with search,
 * filters, orders, pages and counts per status; one applicant's page (live registrations only,
 * every opening audited); access limited to the staff's own LPK.
 */

let t: TestApp;
let staff1: string;
let staff2: string;
let jobA: number;
let jobB: number;
let jobOther: number;
const LIST = '/api/lpk/applicants';

interface Seeded {
  id: number;
  userId: number;
  name: string;
  status: string;
}
const lpk1: Seeded[] = [];
let n = 0;

/** A caregiver with a registration in `status`, written straight to the database (created_at in id order). */
async function seed(lpkId: number, name: string, email: string, phone: string, status: string, jobId: number | null = null): Promise<Seeded> {
  n += 1;
  const at = new Date(Date.UTC(2026, 0, 1, 8, n)).toISOString();
  const user = await t.app.db
    .insertInto('users')
    .values({
      full_name: name,
      email,
      phone,
      password_hash: 'x',
      role: 'caregiver',
      lpk_id: null,
      avatar: null,
      referral_code: `CONSOLE${n}`,
      referred_by: null,
      locale: 'id',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reg = await t.app.db
    .insertInto('registrations')
    .values({
      user_id: user.id,
      lpk_id: lpkId,
      job_id: jobId,
      status,
      consent_at: at,
      consent_scope: JSON.stringify(consentScopeFor(lpkId)),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('registration_events')
    .values({ registration_id: reg.id, status: 'pending', note: null, actor_user_id: user.id, created_at: at })
    .execute();
  if (status !== 'pending') {
    await t.app.db
      .insertInto('registration_events')
      .values({ registration_id: reg.id, status, note: `ke ${status}`, actor_user_id: null, created_at: at })
      .execute();
  }
  const seeded = { id: reg.id, userId: user.id, name, status };
  if (lpkId === 1 && status !== 'withdrawn') lpk1.push(seeded);
  return seeded;
}

async function list(query: string, token = staff1) {
  return call(t.app, 'GET', `${LIST}${query ? `?${query}` : ''}`, { token });
}

const names = (body: Json): string[] => (body.data.items as Array<{ applicant: { full_name: string } }>).map((i) => i.applicant.full_name);
const ids = (body: Json): number[] => (body.data.items as Array<{ id: number }>).map((i) => i.id);

beforeAll(async () => {
  t = await createTestApp();
  staff1 = await login(t.app, DEMO.staff1);
  staff2 = await login(t.app, DEMO.staff2);
  jobA = await insertJob(t.app, 1, 'Perawat Lansia Osaka');
  jobB = await insertJob(t.app, 1, 'Perawat Lansia Kobe');
  jobOther = await insertJob(t.app, 2, 'Perawat Lansia Nagoya');
  // The demo alumni's registrations (behind the demo reviews) go: LPK 1's list is exactly these.
  await t.app.db.deleteFrom('registrations').where('lpk_id', 'in', [1, 2]).execute();
  await seed(1, 'Siti Rahayu', 'siti.rahayu@contoh.id', '+6281211110001', 'pending', jobA);
  await seed(1, 'budi santoso', 'budi.s@contoh.id', '+6281311110002', 'registered', jobA);
  await seed(1, 'Agus Wijaya', 'agus.w@contoh.id', '+6285711110003', 'learning', jobB);
  await seed(1, 'Siti Nurhaliza', 'nurhaliza@contoh.id', '+6281211110004', 'documents_submitted');
  await seed(1, 'Rina Kartika', 'rina.k@contoh.id', '+6287711110005', 'approved', jobB);
  await seed(1, 'Dewi Sartika', 'dewi100%@contoh.id', '+6281211110006', 'rejected', jobA);
  await seed(1, 'Wulan Sari', 'wulan_sari@contoh.id', '+6282111110007', 'withdrawn', jobA);
  await seed(1, 'Putri Ayu', 'putri.ayu@contoh.id', '+6285211110008', 'pending');
  await seed(1, 'Yusuf Hidayat', 'siti.fan@contoh.id', '+6281211110009', 'pending', jobB);
  await seed(2, 'Siti Lain', 'siti.lain@contoh.id', '+6281211110010', 'pending', jobOther);
  await seed(2, 'Bayu Pratama', 'bayu@contoh.id', '+6281211110011', 'registered');
});
afterAll(() => t.close());

describe('the list: counts, total and pages', () => {
  test('counts per status of the LPK (withdrawn never), the total, and each item with its applicant and contact', async () => {
    const res = await list('per_page=50');
    expect(res.status).toBe(200);
    expect(res.body.data.counts).toEqual({ pending: 3, registered: 1, learning: 1, documents_submitted: 1, approved: 1, rejected: 1 });
    expect(res.body.data.meta).toEqual({ page: 1, per_page: 50, total: 8, last_page: 1 });
    expect(names(res.body)).not.toContain('Wulan Sari');
    expect(names(res.body)).not.toContain('Siti Lain');
    const siti = res.body.data.items.find((i: { applicant: { full_name: string } }) => i.applicant.full_name === 'Siti Rahayu');
    expect(siti).toMatchObject({
      lpk_id: 1,
      status: 'pending',
      job_id: jobA,
      job: { id: jobA, title: 'Perawat Lansia Osaka' },
      applicant: { full_name: 'Siti Rahayu', email: 'siti.rahayu@contoh.id', phone: '+6281211110001', avatar: null },
    });
    expect(siti.applicant.password_hash).toBeUndefined();
    expect(siti.history).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  test('pages of per_page, in order and without overlap, for every order; past the last page: no rows, same total', async () => {
    for (const sort of ['newest', 'oldest', 'name', 'status']) {
      const all = ids((await list(`sort=${sort}&per_page=50`)).body);
      expect(all).toHaveLength(8);
      const paged: number[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const res = await list(`sort=${sort}&per_page=3&page=${page}`);
        expect(res.body.data.meta).toEqual({ page, per_page: 3, total: 8, last_page: 3 });
        paged.push(...ids(res.body));
      }
      expect(paged).toEqual(all);
      const beyond = await list(`sort=${sort}&per_page=3&page=4`);
      expect(beyond.status).toBe(200);
      expect(beyond.body.data.items).toEqual([]);
      expect(beyond.body.data.meta.total).toBe(8);
    }
  });

  test('the default is 20 a page, newest first; at most 50', async () => {
    const res = await list('');
    expect(res.body.data.meta.per_page).toBe(20);
    expect((await list('per_page=50')).status).toBe(200);
    expect((await list('per_page=51')).status).toBe(422);
  });
});

describe('orders', () => {
  const byId = (a: Seeded, b: Seeded) => a.id - b.id;
  test('newest and oldest first', async () => {
    expect(ids((await list('per_page=50')).body)).toEqual(
      [...lpk1]
        .sort(byId)
        .reverse()
        .map((s) => s.id),
    );
    expect(ids((await list('sort=newest&per_page=50')).body)).toEqual(
      [...lpk1]
        .sort(byId)
        .reverse()
        .map((s) => s.id),
    );
    expect(ids((await list('sort=oldest&per_page=50')).body)).toEqual([...lpk1].sort(byId).map((s) => s.id));
  });

  test('by name, whatever the case', async () => {
    expect(names((await list('sort=name&per_page=50')).body)).toEqual([
      'Agus Wijaya',
      'budi santoso',
      'Dewi Sartika',
      'Putri Ayu',
      'Rina Kartika',
      'Siti Nurhaliza',
      'Siti Rahayu',
      'Yusuf Hidayat',
    ]);
  });

  test('by stage (the state machine order, rejected last), newest first within one', async () => {
    expect(names((await list('sort=status&per_page=50')).body)).toEqual([
      'Yusuf Hidayat',
      'Putri Ayu',
      'Siti Rahayu',
      'budi santoso',
      'Agus Wijaya',
      'Siti Nurhaliza',
      'Rina Kartika',
      'Dewi Sartika',
    ]);
    // A page across the boundary of two stages.
    expect(names((await list('sort=status&per_page=2&page=2')).body)).toEqual(['Siti Rahayu', 'budi santoso']);
  });
});

describe('search: name, email or phone', () => {
  test('a name, in any case and in part; every word must match', async () => {
    expect(names((await list('q=siti&sort=name')).body)).toEqual(['Siti Nurhaliza', 'Siti Rahayu', 'Yusuf Hidayat']); // Yusuf by his email
    expect(names((await list('q=SITI%20rahayu')).body)).toEqual(['Siti Rahayu']);
    expect(names((await list('q=rahayu%20siti')).body)).toEqual(['Siti Rahayu']);
    expect(names((await list('q=kart')).body)).toEqual(['Rina Kartika']);
    expect(names((await list('q=BUDI')).body)).toEqual(['budi santoso']);
  });

  test('an email, whole or in part', async () => {
    expect(names((await list('q=agus.w%40contoh.id')).body)).toEqual(['Agus Wijaya']);
    expect(names((await list('q=Putri.Ayu')).body)).toEqual(['Putri Ayu']);
  });

  test('a phone number as people write it: national, international, spaced, or its last digits', async () => {
    for (const q of ['0857-1111-0003', '+62 857 1111 0003', '6285711110003', '(0857) 1111 0003', '11110003']) {
      expect(names((await list(`q=${encodeURIComponent(q)}`)).body)).toEqual(['Agus Wijaya']);
    }
    expect(phoneDigits('0812 3456')).toBe('628123456');
    expect(phoneDigits('+62 812')).toBe('62812');
    expect(phoneDigits('12')).toBeUndefined();
    expect(phoneDigits('siti 0812')).toBeUndefined();
  });

  test('LIKE wildcards in the search are plain characters', async () => {
    expect(names((await list('q=%25')).body)).toEqual(['Dewi Sartika']); // her email holds a %
    expect(names((await list('q=_')).body)).toEqual([]); // wulan_sari withdrew
    expect(names((await list('q=100%25%40')).body)).toEqual(['Dewi Sartika']);
  });

  test('the counts and the total follow the search (the status filter aside); no match: nothing, zero counts', async () => {
    const res = await list('q=siti&status=pending');
    expect(res.body.data.counts).toEqual({ pending: 2, registered: 0, learning: 0, documents_submitted: 1, approved: 0, rejected: 0 });
    expect(res.body.data.meta.total).toBe(2);
    expect(names(res.body)).toEqual(['Yusuf Hidayat', 'Siti Rahayu']);
    const none = await list('q=tidak%20ada');
    expect(none.body.data.items).toEqual([]);
    expect(none.body.data.meta.total).toBe(0);
    expect(Object.values(none.body.data.counts)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  test("another LPK's applicants are never found", async () => {
    expect(names((await list('q=Lain')).body)).toEqual([]);
    expect(names((await list('q=bayu')).body)).toEqual([]);
    expect(names((await list('q=siti', staff2)).body)).toEqual(['Siti Lain']);
  });
});

describe('filters', () => {
  test('by status: the items and total of that status, the counts of all', async () => {
    const res = await list('status=pending');
    expect(res.body.data.items.every((i: { status: string }) => i.status === 'pending')).toBe(true);
    expect(res.body.data.meta.total).toBe(3);
    expect(res.body.data.counts.registered).toBe(1);
    expect(names((await list('status=rejected')).body)).toEqual(['Dewi Sartika']);
  });

  test("by vacancy: one of the LPK's own, with counts for that vacancy", async () => {
    const res = await list(`job_id=${jobA}&per_page=50`);
    expect(names(res.body).sort()).toEqual(['Dewi Sartika', 'Siti Rahayu', 'budi santoso']);
    expect(res.body.data.counts).toEqual({ pending: 1, registered: 1, learning: 0, documents_submitted: 0, approved: 0, rejected: 1 });
    expect(names((await list(`job_id=${jobB}&status=pending`)).body)).toEqual(['Yusuf Hidayat']);
    expect(names((await list(`job_id=${jobB}&q=rina`)).body)).toEqual(['Rina Kartika']);
  });

  test("another LPK's vacancy or an unknown one: 422 on job_id", async () => {
    for (const job of [jobOther, 999_999]) {
      const res = await call(t.app, 'GET', `${LIST}?job_id=${job}`, { token: staff1, lang: 'en' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ job_id: ['This vacancy is not one of your LPK’s.'] });
    }
  });

  test('empty parameters mean "any"', async () => {
    const res = await list('q=&status=&job_id=&sort=');
    expect(res.status).toBe(200);
    expect(res.body.data.meta.total).toBe(8);
  });
});

describe('validation: a bad value is a 422 naming the parameter, nothing is listed or audited', () => {
  test.each([
    ['q', `q=${'a'.repeat(101)}`],
    ['q', 'q=siti%07'],
    ['q', 'q=a&q=b'],
    ['status', 'status=withdrawn'],
    ['status', 'status=bogus'],
    ['job_id', 'job_id=abc'],
    ['job_id', 'job_id=0'],
    ['job_id', 'job_id=-1'],
    ['job_id', 'job_id=1.5'],
    ['sort', 'sort=price'],
    ['sort', 'sort=NAME'],
    ['page', 'page=0'],
    ['page', 'page=x'],
    ['per_page', 'per_page=0'],
    ['per_page', 'per_page=51'],
  ])('%s: %s', async (field, query) => {
    const before = await countRows(t.app, 'audit_logs');
    const res = await list(query);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual([field]);
    expect(await countRows(t.app, 'audit_logs')).toBe(before);
  });

  test('a search of exactly 100 characters is accepted', async () => {
    expect((await list(`q=${'a'.repeat(100)}`)).status).toBe(200);
  });
});

describe('access and audit', () => {
  test('each staff member sees only their own LPK', async () => {
    const res = await list('per_page=50', staff2);
    expect(names(res.body).sort()).toEqual(['Bayu Pratama', 'Siti Lain']);
    expect(res.body.data.counts).toEqual({ pending: 1, registered: 1, learning: 0, documents_submitted: 0, approved: 0, rejected: 0 });
  });

  test('a caregiver: 403; no token: 401', async () => {
    const caregiver = await login(t.app, DEMO.caregiver);
    expect((await list('q=siti', caregiver)).status).toBe(403);
    expect((await call(t.app, 'GET', `${LIST}?q=siti`)).status).toBe(401);
  });

  test('every applicant a page shows is audited for that applicant, and only those', async () => {
    const page = await list('sort=oldest&per_page=2');
    const shown = page.body.data.items.map((i: { id: number; applicant: { id: number } }) => i);
    for (const item of shown) {
      const rows = await t.app.db
        .selectFrom('audit_logs')
        .selectAll()
        .where('registration_id', '=', item.id)
        .where('action', '=', 'applicant.listed')
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.subject_user_id === item.applicant.id && r.lpk_id === 1)).toBe(true);
    }
    const before = await countRows(t.app, 'audit_logs');
    await list('q=tidak%20ada');
    await list('per_page=50&page=9');
    expect(await countRows(t.app, 'audit_logs')).toBe(before);
  });
});

describe('one applicant', () => {
  test('opening is audited and shows in the caregiver’s audit log; the answer carries the allowed moves', async () => {
    const caregiver = await registerCaregiver(t.app, { full_name: 'Intan Permata' });
    const created = await register(t.app, caregiver.token, { lpk_id: 1, job_id: jobA, consent: true });
    const id = created.body.data.id as number;
    await putSection(t.app, caregiver.user.id, 'ktp', { nik: '3201015708950001', full_name: 'Intan Permata', sex: 'female' });

    const detail = await call(t.app, 'GET', `${LIST}/${id}`, { token: staff1 });
    expect(detail.status).toBe(200);
    expect(detail.body.data.registration).toMatchObject({
      id,
      status: 'pending',
      allowed_moves: ['registered', 'rejected'],
      consent: { scope: { lpk_id: 1 } },
    });
    expect(detail.body.data.applicant.user).toMatchObject({ full_name: 'Intan Permata', email: caregiver.email, phone: '+6281234567890' });
    expect(detail.body.data.applicant.sections.ktp.data).toMatchObject({ nik: '3201015708950001' });
    expect(Object.keys(detail.body.data.applicant.sections).sort()).toEqual(['additional_info', 'education', 'essay', 'family', 'ktp', 'quiz']);
    expect(Object.keys(detail.body.data.applicant.completeness).sort()).toEqual(['additional_info', 'education', 'essay', 'family', 'ktp', 'overall', 'quiz']);

    const audit = await call(t.app, 'GET', '/api/lpk/me/audit', { token: caregiver.token, lang: 'en' });
    const read = audit.body.data.items.find((a: { action: string }) => a.action === 'profile.read');
    expect(read).toMatchObject({ registration_id: id, description: 'Viewed your profile', actor: { full_name: 'Budi Santoso' }, lpk: { id: 1 } });

    // A move answers with the next allowed moves.
    const moved = await move(t.app, staff1, id, 'registered', 'Selamat datang');
    expect(moved.body.data).toMatchObject({ status: 'registered', allowed_moves: ['learning'] });
    expect((await move(t.app, staff1, id, 'learning')).body.data.allowed_moves).toEqual(['documents_submitted']);
  });

  test('reading and writing the message thread as staff: audited, and in the caregiver’s log', async () => {
    const caregiver = await registerCaregiver(t.app, { full_name: 'Citra Maharani' });
    const id = (await register(t.app, caregiver.token, { lpk_id: 1, consent: true })).body.data.id as number;
    const sent = await call(t.app, 'POST', '/api/lpk/messages', { token: staff1, body: { registration_id: id, body: 'Mohon lengkapi KTP.' } });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ side: 'staff', body: 'Mohon lengkapi KTP.' });
    const thread = await call(t.app, 'GET', `/api/lpk/messages?registration_id=${id}`, { token: staff1 });
    expect(thread.status).toBe(200);
    expect(thread.body.data.items.map((m: { body: string }) => m.body)).toEqual(['Mohon lengkapi KTP.']);
    const audit = await call(t.app, 'GET', '/api/lpk/me/audit', { token: caregiver.token });
    expect(audit.body.data.items.some((a: { action: string; registration_id: number }) => a.action === 'messages.read' && a.registration_id === id)).toBe(true);
  });

  test('one visit, one entry per thing read: re-reads within 30 minutes count in it (each still written), a later visit is a new entry', async () => {
    const caregiver = await registerCaregiver(t.app, { full_name: 'Dewi Lestari' });
    const id = (await register(t.app, caregiver.token, { lpk_id: 1, consent: true })).body.data.id as number;
    await call(t.app, 'POST', '/api/lpk/messages', { token: caregiver.token, body: { registration_id: id, body: 'Halo' } });
    const visit = async () => {
      for (let i = 0; i < 3; i += 1) {
        expect((await call(t.app, 'GET', `${LIST}/${id}`, { token: staff1 })).status).toBe(200);
        expect((await call(t.app, 'GET', `/api/lpk/messages?registration_id=${id}`, { token: staff1 })).status).toBe(200);
      }
    };
    const visits = async () =>
      ((await call(t.app, 'GET', '/api/lpk/me/audit', { token: caregiver.token })).body.data.items as Array<{ action: string; reads: number }>)
        .filter((a) => a.action === 'profile.read' || a.action === 'messages.read')
        .map((a) => `${a.action} x${a.reads}`)
        .sort();
    const rows = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('audit_logs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('registration_id', '=', id)
            .where('action', 'in', ['profile.read', 'messages.read'])
            .executeTakeFirstOrThrow()
        ).n,
      );

    await visit();
    expect(await visits()).toEqual(['messages.read x3', 'profile.read x3']);
    expect(await rows()).toBe(6); // every read is still written

    // The visit was 31 minutes ago: the next reads are a new visit.
    const earlier = new Date(Date.now() - 31 * 60 * 1000).toISOString();
    await t.app.db.updateTable('audit_logs').set({ created_at: earlier }).where('registration_id', '=', id).execute();
    await visit();
    expect(await visits()).toEqual(['messages.read x3', 'messages.read x3', 'profile.read x3', 'profile.read x3']);
    expect(await rows()).toBe(12);
  });

  test('rejected or withdrawn: 404 and nothing audited; the rejected one stays listed', async () => {
    const rejected = lpk1.find((s) => s.status === 'rejected')!;
    const before = await countRows(t.app, 'audit_logs', 'registration_id', rejected.id);
    const res = await call(t.app, 'GET', `${LIST}/${rejected.id}`, { token: staff1, lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Registration not found.');
    expect(await countRows(t.app, 'audit_logs', 'registration_id', rejected.id)).toBe(before);
    expect(ids((await list('status=rejected')).body)).toContain(rejected.id);

    const withdrawn = await t.app.db
      .selectFrom('registrations')
      .select('id')
      .where('status', '=', 'withdrawn')
      .where('lpk_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await call(t.app, 'GET', `${LIST}/${withdrawn.id}`, { token: staff1 })).status).toBe(404);
  });

  test("another LPK's applicant: 404, nothing audited", async () => {
    const other = await t.app.db.selectFrom('registrations').select('id').where('lpk_id', '=', 2).executeTakeFirstOrThrow();
    const before = await countRows(t.app, 'audit_logs', 'registration_id', other.id);
    expect((await call(t.app, 'GET', `${LIST}/${other.id}`, { token: staff1 })).status).toBe(404);
    expect(await countRows(t.app, 'audit_logs', 'registration_id', other.id)).toBe(before);
  });
});

test('a new registration reaches the LPK: the list shows it at the top, counted as pending', async () => {
  const before = (await list('')).body.data.counts.pending as number;
  const caregiver = await registerCaregiver(t.app, { full_name: 'Gilang Ramadhan' });
  const id = (await register(t.app, caregiver.token, { lpk_id: 1, consent: true })).body.data.id as number;
  const after = await list('');
  expect(after.body.data.items[0]).toMatchObject({ id, status: 'pending', applicant: { full_name: 'Gilang Ramadhan' } });
  expect(after.body.data.counts.pending).toBe(before + 1);
  expect(nowIso() >= after.body.data.items[0].created_at).toBe(true);
});

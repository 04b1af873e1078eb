import sharp from 'sharp';
import { call, createTestApp, DEMO, login, rateLimits, registerCaregiver, type TestApp } from './helpers';
import { jpegOf, multipart, pngOf, type Part } from './helpers/uploads';
import { register } from './registrations-fixtures';

/**
 * Reports of abuse about an LPK (issue 34, part 3; docs/trust.md "Reports"): any signed-in user
 * reports, with an optional private attachment (an image re-encoded, or a PDF); every refusal is
 * localised (id and en) and changes nothing; the reporter follows the status and is mailed at
 * each change (the outbox, in their language); the operator's queue is grouped by LPK with
 * counts, every read of a report or its attachment is audited; the LPK never learns who reported.
 * SQLite and, with DATABASE_URL, PostgreSQL.
 */
const LPK = 1;
const TEXT = 'LPK meminta uang jaminan Rp 15 juta supaya saya tidak kabur, tanpa kuitansi resmi.';
let t: TestApp;
const app = () => t.app;
let operator: string;
let admin: string;
let staff: string;
let reporter: { token: string; email: string; user: { id: number; full_name: string } };
let registrationId: number;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: rateLimits({}, false) });
  [operator, admin, staff] = await Promise.all([login(app(), DEMO.operator), login(app(), DEMO.admin1), login(app(), DEMO.staff1)]);
  reporter = await registerCaregiver(app(), { full_name: 'Dewi Lestari Pelapor' });
  const registration = await register(app(), reporter.token, { lpk_id: LPK, consent: true });
  expect(registration.status).toBe(201);
  registrationId = registration.body.data.id as number;
}, 60_000);
afterAll(() => t.close());

async function send(token: string | undefined, parts: Part[], lang = 'id') {
  const { payload, contentType } = multipart(parts);
  const res = await app().inject({
    method: 'POST',
    url: '/api/lpk/reports',
    payload,
    headers: { 'content-type': contentType, accept: 'application/json', 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() as { status: string; message: string; data?: any; errors?: Record<string, string[]> } }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read by shape
}

const fieldsOf = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, data]) => ({ name, data }));
const count = async () =>
  Number(
    (
      await app()
        .db.selectFrom('lpk_reports')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const outboxTo = async (address: string) =>
  app().db.selectFrom('mail_outbox').select(['template', 'locale', 'data']).where('to_address', '=', address.toLowerCase()).orderBy('id').execute();

/** A minimal well-formed PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('a caregiver reports an LPK', () => {
  let reportId: number;

  test('from a registration, as JSON: 201 in the language asked, listed with its status; not cacheable', async () => {
    const res = await call(app(), 'POST', '/api/lpk/reports', {
      token: reporter.token,
      lang: 'en',
      body: { lpk_id: LPK, registration_id: registrationId, category: 'deposit_or_guarantee', text: TEXT },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Report sent. The operator will review it; the LPK is not told who reported. Its status shows on your dashboard.');
    expect(res.body.data.report).toMatchObject({
      lpk: { id: LPK },
      registration_id: registrationId,
      category: 'deposit_or_guarantee',
      status: 'new',
      attachment: null,
    });
    reportId = res.body.data.report.id;

    const mine = await call(app(), 'GET', '/api/lpk/reports/mine', { token: reporter.token });
    expect(mine.status).toBe(200);
    expect(mine.res.headers['cache-control']).toContain('no-store');
    expect(mine.body.message).toBe('Laporan Anda.');
    expect(mine.body.data.items.map((r: { id: number }) => r.id)).toEqual([reportId]);
    expect(mine.body.data.items[0]).toMatchObject({ text: TEXT, status: 'new', status_changed_at: null });
  });

  test('a second open report of the same kind about the same LPK: 409 (id and en), nothing written', async () => {
    const before = await count();
    const body = { lpk_id: LPK, category: 'deposit_or_guarantee', text: TEXT };
    const id = await call(app(), 'POST', '/api/lpk/reports', { token: reporter.token, body });
    const en = await call(app(), 'POST', '/api/lpk/reports', { token: reporter.token, lang: 'en', body });
    expect([id.status, en.status]).toEqual([409, 409]);
    expect(id.body.message).toBe('Anda sudah melaporkan masalah ini tentang LPK tersebut, dan laporannya masih ditinjau. Statusnya tampil di dasbor Anda.');
    expect(en.body.message).toBe(
      'You have already reported this problem about that LPK, and the report is still being reviewed. Its status shows on your dashboard.',
    );
    expect(await count()).toBe(before);
  });

  test('the same report sent twice at the same instant: one is written, the other is the 409 (the one-open-report index)', async () => {
    const someone = await registerCaregiver(app(), { full_name: 'Rina Dua Kali' });
    const before = await count();
    // With an image each: the check and the insert are apart by the image's re-encoding.
    const parts = async () => [
      ...fieldsOf({ lpk_id: String(LPK), category: 'false_job_promise', text: TEXT }),
      { name: 'attachment', filename: 'bukti.png', type: 'image/png', data: await pngOf(400, 300) },
    ];
    const answers = await Promise.all([send(someone.token, await parts(), 'en'), send(someone.token, await parts(), 'en')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(
      'You have already reported this problem about that LPK, and the report is still being reviewed. Its status shows on your dashboard.',
    );
    expect(await count()).toBe(before + 1);
  });

  test('a closed report is not reopened beside a newer open one of the same kind: 409 (id and en), it stays closed', async () => {
    const someone = await registerCaregiver(app(), { full_name: 'Sari Buka Lagi' });
    const body = { lpk_id: 2, category: 'documents_held', text: TEXT }; // another LPK: the queue tests below count LPK 1's
    const first = (await call(app(), 'POST', '/api/lpk/reports', { token: someone.token, body })).body.data.report.id as number;
    expect((await call(app(), 'POST', `/api/lpk/operator/reports/${first}/status`, { token: operator, body: { status: 'closed' } })).status).toBe(200);
    expect((await call(app(), 'POST', '/api/lpk/reports', { token: someone.token, body })).status).toBe(201);
    const id = await call(app(), 'POST', `/api/lpk/operator/reports/${first}/status`, { token: operator, body: { status: 'in_review' } });
    const en = await call(app(), 'POST', `/api/lpk/operator/reports/${first}/status`, { token: operator, lang: 'en', body: { status: 'new' } });
    expect([id.status, en.status]).toEqual([409, 409]);
    expect(id.body.message).toBe(
      'Pelapor sudah punya laporan lain yang masih terbuka tentang masalah yang sama di LPK ini; tinjau laporan itu. Laporan ini tetap ditutup.',
    );
    expect(en.body.message).toBe('The reporter has another open report of the same problem about this LPK; review that one. This report stays closed.');
    const row = await app().db.selectFrom('lpk_reports').select('status').where('id', '=', first).executeTakeFirstOrThrow();
    expect(row.status).toBe('closed');
  });

  test('from the LPK page (multipart, no registration), with a PDF: kept as sent, read back by the reporter only', async () => {
    const res = await send(reporter.token, [
      ...fieldsOf({ lpk_id: String(LPK), category: 'documents_held', text: TEXT }),
      { name: 'attachment', filename: 'kwitansi.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Laporan terkirim. Operator akan meninjaunya; LPK tidak diberi tahu siapa yang melapor. Statusnya tampil di dasbor Anda.');
    const report = res.body.data.report;
    expect(report.attachment).toEqual({ type: 'application/pdf', bytes: PDF.length });

    const own = await app().inject({ method: 'GET', url: `/api/lpk/reports/${report.id}/attachment`, headers: { authorization: `Bearer ${reporter.token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toContain('no-store');
    // The reporter's own read is not an operator read.
    const audit = await app().db.selectFrom('operator_audit').select('action').where('report_id', '=', report.id).execute();
    expect(audit).toEqual([]);

    // Not through the public /storage route, whatever the name.
    const [row] = await app().db.selectFrom('lpk_reports').select('attachment_key').where('id', '=', report.id).execute();
    const name = row!.attachment_key!;
    expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await app().uploads.store.exists('reports', name)).toBe(true);
    expect((await app().inject({ method: 'GET', url: `/storage/reports/${name}` })).statusCode).toBe(404);

    // Anyone else: 404, as for a report that does not exist (another caregiver, the LPK's staff and admin).
    const other = await registerCaregiver(app());
    for (const token of [other.token, staff, admin]) {
      const res = await call(app(), 'GET', `/api/lpk/reports/${report.id}/attachment`, { token, lang: 'en' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Report not found.');
    }
  });

  test('with an image: re-encoded to WebP, its metadata dropped', async () => {
    const photo = await sharp(await jpegOf(1200, 900))
      .withMetadata({ exif: { IFD0: { Copyright: 'Rahasia Pelapor' } } })
      .jpeg()
      .toBuffer();
    expect(photo.includes('Rahasia Pelapor')).toBe(true);
    const res = await send(reporter.token, [
      ...fieldsOf({ lpk_id: String(LPK), category: 'false_job_promise', text: TEXT }),
      { name: 'attachment', filename: 'iklan.jpg', type: 'image/jpeg', data: photo },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.report.attachment.type).toBe('image/webp');
    const own = await app().inject({
      method: 'GET',
      url: `/api/lpk/reports/${res.body.data.report.id}/attachment`,
      headers: { authorization: `Bearer ${reporter.token}` },
    });
    expect(own.headers['content-type']).toBe('image/webp');
    expect((await sharp(own.rawPayload).metadata()).format).toBe('webp');
    expect(own.rawPayload.includes('Rahasia Pelapor')).toBe(false);
  });
});

describe('every refusal says why in the reader’s language and writes nothing', () => {
  const base = { lpk_id: String(LPK), category: 'fees_not_as_listed', text: TEXT };
  const cases: Array<{ name: string; parts: () => Promise<Part[]> | Part[]; status: number; field?: string; id: string; en: string }> = [
    {
      name: 'an attachment that is neither an image nor a PDF (a GIF)',
      parts: () => [
        ...fieldsOf(base),
        { name: 'attachment', filename: 'a.pdf', type: 'application/pdf', data: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1') },
      ],
      status: 422,
      field: 'attachment',
      id: 'Lampiran harus berupa gambar (JPEG, PNG atau WebP) atau PDF.',
      en: 'The attachment must be an image (JPEG, PNG or WebP) or a PDF.',
    },
    {
      name: 'a PDF cut short (no end marker)',
      parts: () => [...fieldsOf(base), { name: 'attachment', filename: 'a.pdf', type: 'application/pdf', data: PDF.subarray(0, 40) }],
      status: 422,
      field: 'attachment',
      id: 'Berkas PDF rusak atau tidak lengkap.',
      en: 'The PDF file is damaged or incomplete.',
    },
    {
      name: 'an attachment over 5 MB',
      parts: () => [
        ...fieldsOf(base),
        { name: 'attachment', filename: 'big.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) },
      ],
      status: 422,
      field: 'attachment',
      id: 'Ukuran berkas maksimal 5 MB.',
      en: 'The file may be at most 5 MB.',
    },
    {
      name: 'an image that is damaged',
      parts: async () => [...fieldsOf(base), { name: 'attachment', filename: 'a.png', type: 'image/png', data: (await pngOf(200, 200)).subarray(0, 60) }],
      status: 422,
      field: 'attachment',
      id: 'Gambar rusak atau tidak dapat dibaca.',
      en: 'The image is damaged or cannot be read.',
    },
    {
      name: 'two attachments',
      parts: () => [...fieldsOf(base), { name: 'attachment', filename: 'a.pdf', data: PDF }, { name: 'attachment', filename: 'b.pdf', data: PDF }],
      status: 422,
      field: 'attachment',
      id: 'Kirim satu berkas saja.',
      en: 'Send a single file.',
    },
    {
      name: 'no category',
      parts: () => fieldsOf({ lpk_id: String(LPK), text: TEXT }),
      status: 422,
      field: 'category',
      id: 'Wajib diisi.',
      en: 'This field is required.',
    },
    {
      name: 'a category that does not exist',
      parts: () => fieldsOf({ ...base, category: 'spam' }),
      status: 422,
      field: 'category',
      id: 'Pilihan tidak valid.',
      en: 'Invalid choice.',
    },
    {
      name: 'a text too short',
      parts: () => fieldsOf({ ...base, text: 'Mahal sekali' }),
      status: 422,
      field: 'text',
      id: 'Minimal 20 karakter.',
      en: 'At least 20 characters.',
    },
    {
      name: 'a text with bidirectional overrides',
      parts: () => fieldsOf({ ...base, text: `${TEXT}\u202e` }),
      status: 422,
      field: 'text',
      id: 'Teks berisi karakter yang tidak diperbolehkan.',
      en: 'The text contains characters that are not allowed.',
    },
    {
      name: 'a registration of someone else',
      parts: () => fieldsOf({ ...base, registration_id: '999999' }),
      status: 422,
      field: 'registration_id',
      id: 'Pendaftaran ini bukan milik Anda di LPK tersebut.',
      en: 'This registration is not yours at that LPK.',
    },
    {
      name: 'an LPK that does not exist',
      parts: () => fieldsOf({ ...base, lpk_id: '999999' }),
      status: 404,
      id: 'LPK tidak ditemukan.',
      en: 'LPK not found.',
    },
  ];

  test.each(cases)('$name', async ({ parts, status, field, id, en }) => {
    const before = await count();
    const files = await app().uploads.store.list('reports');
    for (const [lang, expected] of [
      ['id', id],
      ['en', en],
    ] as const) {
      const res = await send(reporter.token, await parts(), lang);
      expect(res.status).toBe(status);
      if (field) {
        expect(res.body.message).toBe(
          lang === 'id' ? 'Laporan belum dapat dikirim. Periksa kembali isian Anda.' : 'The report could not be sent yet. Please check your entries.',
        );
        expect(res.body.errors?.[field]).toEqual([expected]);
      } else {
        expect(res.body.message).toBe(expected);
      }
    }
    expect(await count()).toBe(before);
    expect(await app().uploads.store.list('reports')).toEqual(files);
  });

  test('not signed in: 401 (id and en)', async () => {
    const id = await send(undefined, fieldsOf(base), 'id');
    const en = await send(undefined, fieldsOf(base), 'en');
    expect([id.status, en.status]).toEqual([401, 401]);
    expect(id.body.message).toBe('Sesi tidak valid. Silakan login kembali.');
    expect(en.body.message).toBe('Unauthenticated.');
  });

  test('the operator’s routes: 403 for anyone else (id and en), 404 for a report that does not exist', async () => {
    for (const token of [reporter.token, admin, staff]) {
      for (const [url, method, body] of [
        ['/api/lpk/operator/reports', 'GET', undefined],
        ['/api/lpk/operator/reports/1', 'GET', undefined],
        ['/api/lpk/operator/reports/1/status', 'POST', { status: 'closed' }],
        ['/api/lpk/operator/reports/1/notes', 'POST', { note: 'x' }],
      ] as const) {
        const id = await call(app(), method, url, { token, body });
        const en = await call(app(), method, url, { token, body, lang: 'en' });
        expect([id.status, en.status]).toEqual([403, 403]);
        expect(id.body.message).toBe('Anda tidak memiliki izin untuk tindakan ini.');
        expect(en.body.message).toBe('You are not authorized to perform this action.');
      }
    }
    for (const url of ['/api/lpk/operator/reports/999999', '/api/lpk/operator/reports/abc']) {
      const id = await call(app(), 'GET', url, { token: operator });
      const en = await call(app(), 'GET', url, { token: operator, lang: 'en' });
      expect([id.status, en.status]).toEqual([404, 404]);
      expect([id.body.message, en.body.message]).toEqual(['Laporan tidak ditemukan.', 'Report not found.']);
    }
  });
});

describe('the operator works the queue', () => {
  let reportId: number;

  beforeAll(async () => {
    const res = await call(app(), 'POST', '/api/lpk/reports', {
      token: reporter.token,
      body: { lpk_id: LPK, registration_id: registrationId, category: 'harassment', text: TEXT },
    });
    reportId = res.body.data.report.id;
    await app().db.updateTable('users').set({ locale: 'en' }).where('id', '=', reporter.user.id).execute();
  });

  test('the queue is grouped by LPK with counts, and holds neither the reporter nor the text', async () => {
    const res = await call(app(), 'GET', '/api/lpk/operator/reports', { token: operator });
    expect(res.status).toBe(200);
    expect(res.res.headers['cache-control']).toContain('no-store');
    const group = res.body.data.groups.find((g: { lpk: { id: number } }) => g.lpk.id === LPK);
    expect(group.counts.new).toBeGreaterThanOrEqual(4);
    expect(group.items.map((i: { id: number }) => i.id)).toContain(reportId);
    expect(res.body.data.totals.new).toBeGreaterThanOrEqual(group.counts.new);
    const text = JSON.stringify(res.body);
    for (const secret of [reporter.email, reporter.user.full_name, TEXT]) expect(text).not.toContain(secret);
    // The list reads no personal data: nothing to audit.
    expect(await app().db.selectFrom('operator_audit').select('id').where('report_id', '=', reportId).execute()).toEqual([]);

    const closed = await call(app(), 'GET', `/api/lpk/operator/reports?status=closed&lpk_id=${LPK}`, { token: operator });
    expect(closed.body.data.groups).toEqual([]);
    const bad = await call(app(), 'GET', '/api/lpk/operator/reports?status=lost', { token: operator, lang: 'en' });
    expect(bad.status).toBe(422);
  });

  test('each read of a report and of its attachment is audited, and shows in the report’s audit and the operator log', async () => {
    const first = await call(app(), 'GET', `/api/lpk/operator/reports/${reportId}`, { token: operator });
    expect(first.status).toBe(200);
    expect(first.res.headers['cache-control']).toContain('no-store');
    expect(first.body.data).toMatchObject({
      id: reportId,
      text: TEXT,
      reporter: { id: reporter.user.id, full_name: 'Dewi Lestari Pelapor', email: reporter.email },
      registration: { id: registrationId, status: 'pending' },
      lpk: { id: LPK },
    });
    const second = await call(app(), 'GET', `/api/lpk/operator/reports/${reportId}`, { token: operator });
    expect(second.body.data.audit.map((a: { action: string }) => a.action)).toEqual(['report.viewed', 'report.viewed']);
    const log = await call(app(), 'GET', '/api/lpk/operator/audit', { token: operator });
    expect(log.body.data.items.filter((e: { report_id?: number }) => e.report_id === reportId)).toHaveLength(2);

    const pdfReport = (await call(app(), 'GET', '/api/lpk/reports/mine', { token: reporter.token })).body.data.items.find(
      (r: { attachment: unknown }) => r.attachment !== null && (r as { attachment: { type: string } }).attachment.type === 'application/pdf',
    );
    const file = await app().inject({ method: 'GET', url: `/api/lpk/reports/${pdfReport.id}/attachment`, headers: { authorization: `Bearer ${operator}` } });
    expect(file.statusCode).toBe(200);
    const audit = await app().db.selectFrom('operator_audit').select(['action', 'actor_name']).where('report_id', '=', pdfReport.id).execute();
    expect(audit).toEqual([{ action: 'report.attachment_viewed', actor_name: expect.any(String) }]);
  });

  test('notes and status changes are audited; the reporter is mailed in their language at each change, never the note', async () => {
    const noted = await call(app(), 'POST', `/api/lpk/operator/reports/${reportId}/notes`, {
      token: operator,
      body: { note: 'Menghubungi pelapor lewat telepon.' },
    });
    expect(noted.status).toBe(200);
    expect(noted.body.message).toBe('Catatan disimpan.');
    expect(await outboxTo(reporter.email)).not.toContainEqual(expect.objectContaining({ template: 'report_status' }));

    const moved = await call(app(), 'POST', `/api/lpk/operator/reports/${reportId}/status`, {
      token: operator,
      lang: 'en',
      body: { status: 'in_review', note: 'Checking the receipts' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('Report status changed. The reporter is told by email.');
    expect(moved.body.data.status).toBe('in_review');
    expect(moved.body.data.events.map((e: { kind: string; status: string | null }) => [e.kind, e.status])).toEqual([
      ['note', null],
      ['status', 'in_review'],
    ]);
    const mails = (await outboxTo(reporter.email)).filter((m) => m.template === 'report_status');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe('en');
    const data = JSON.parse(String(mails[0]!.data)) as Record<string, unknown>;
    expect(data).toMatchObject({ report_id: reportId, status: 'in_review', name: 'Dewi Lestari Pelapor' });
    expect(JSON.stringify(data)).not.toContain('Checking the receipts');

    const again = await call(app(), 'POST', `/api/lpk/operator/reports/${reportId}/status`, { token: operator, body: { status: 'in_review' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Laporan ini sudah berstatus demikian; tidak ada yang diubah.');
    const badStatus = await call(app(), 'POST', `/api/lpk/operator/reports/${reportId}/status`, { token: operator, lang: 'en', body: { status: 'lost' } });
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.errors?.status).toEqual(['Invalid choice.']);
    const emptyNote = await call(app(), 'POST', `/api/lpk/operator/reports/${reportId}/notes`, { token: operator, body: { note: '  ' } });
    expect(emptyNote.status).toBe(422);
    expect(emptyNote.body.errors?.note).toEqual(['Wajib diisi.']);

    await call(app(), 'POST', `/api/lpk/operator/reports/${reportId}/status`, { token: operator, body: { status: 'closed' } });
    const actions = await app().db.selectFrom('operator_audit').select('action').where('report_id', '=', reportId).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['report.viewed', 'report.viewed', 'report.noted', 'report.status_changed', 'report.status_changed']);
    expect((await outboxTo(reporter.email)).filter((m) => m.template === 'report_status')).toHaveLength(2);

    const mine = await call(app(), 'GET', '/api/lpk/reports/mine', { token: reporter.token });
    const report = mine.body.data.items.find((r: { id: number }) => r.id === reportId);
    expect(report.status).toBe('closed');
    expect(report.status_changed_at).not.toBeNull();
    expect(JSON.stringify(report)).not.toContain('Menghubungi pelapor');
  });

  test('the institute list counts each LPK’s reports, open and in all', async () => {
    const res = await call(app(), 'GET', `/api/lpk/operator/institutes?q=${LPK}`, { token: operator });
    const lpk = res.body.data.items.find((i: { id: number }) => i.id === LPK);
    const rows = await app().db.selectFrom('lpk_reports').select('status').where('institute_id', '=', LPK).execute();
    expect(lpk.reports).toEqual({ open: rows.filter((r) => r.status !== 'closed').length, total: rows.length });
    expect(lpk.reports.total).toBeGreaterThan(lpk.reports.open);
  });
});

describe('the LPK never learns who reported', () => {
  test('no route of its staff or admin shows a report, its text or its reporter', async () => {
    const reads = [
      '/api/lpk/institution/registrations',
      `/api/lpk/institution/registrations/${registrationId}`,
      '/api/lpk/institution/listing',
      '/api/lpk/institution/staff',
      '/api/lpk/institution/vacancies',
      '/api/lpk/messages',
      `/api/lpk/institutes/${LPK}`,
    ];
    for (const token of [admin, staff]) {
      for (const url of reads) {
        const res = await call(app(), 'GET', url, { token });
        const text = JSON.stringify(res.body);
        expect(text).not.toContain(TEXT);
        expect(text).not.toMatch(/report/i);
      }
    }
    // The registration the report came from reads as before: the reporter is an applicant like any other, nothing more.
    const registration = await call(app(), 'GET', `/api/lpk/institution/registrations/${registrationId}`, { token: staff });
    expect(registration.status).toBe(200);
    expect(JSON.stringify(registration.body.data)).not.toMatch(/harassment|deposit_or_guarantee|lpk_report/);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: rateLimits({ lpk_report: { max: 2, windowSeconds: 600 } }) });
  }, 60_000);
  afterAll(() => limited.close());

  test('past the limit: 429 with Retry-After (id and en); refused reports count too', async () => {
    const caregiver = await registerCaregiver(limited.app);
    const body = { lpk_id: LPK, category: 'other', text: 'x' };
    expect((await call(limited.app, 'POST', '/api/lpk/reports', { token: caregiver.token, body })).status).toBe(422);
    expect((await call(limited.app, 'POST', '/api/lpk/reports', { token: caregiver.token, body })).status).toBe(422);
    const id = await call(limited.app, 'POST', '/api/lpk/reports', { token: caregiver.token, body: { ...body, text: TEXT } });
    expect(id.status).toBe(429);
    expect(id.res.headers['retry-after']).toBeDefined();
    expect(id.body.message).toMatch(/^Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ detik\.$/);
    const en = await call(limited.app, 'POST', '/api/lpk/reports', { token: caregiver.token, lang: 'en', body: { ...body, text: TEXT } });
    expect(en.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });
});

describe('the reporter deletes their account', () => {
  test('their reports, the history and the attachment go with it; the audit log keeps the report number', async () => {
    const caregiver = await registerCaregiver(app());
    const sent = await send(caregiver.token, [
      ...fieldsOf({ lpk_id: String(LPK), category: 'other', text: TEXT }),
      { name: 'attachment', filename: 'a.pdf', data: PDF },
    ]);
    const id = sent.body.data.report.id as number;
    const [row] = await app().db.selectFrom('lpk_reports').select('attachment_key').where('id', '=', id).execute();
    await call(app(), 'POST', `/api/lpk/operator/reports/${id}/notes`, { token: operator, body: { note: 'Dicatat.' } });

    const deleted = await call(app(), 'DELETE', '/api/lpk/me', { token: caregiver.token, body: { password: caregiver.password } });
    expect(deleted.status).toBe(200);
    expect(await app().db.selectFrom('lpk_reports').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await app().db.selectFrom('lpk_report_events').select('id').where('report_id', '=', id).execute()).toEqual([]);
    expect(await app().uploads.store.exists('reports', row!.attachment_key!)).toBe(false);
    expect((await app().db.selectFrom('operator_audit').select('action').where('report_id', '=', id).execute()).map((a) => a.action)).toEqual(['report.noted']);
  });
});

describe('demo data', () => {
  test('the demo caregiver has one closed report, with its history in the operator’s queue', async () => {
    const caregiver = await login(app(), DEMO.caregiver);
    const mine = await call(app(), 'GET', '/api/lpk/reports/mine', { token: caregiver });
    expect(mine.body.data.items).toEqual([expect.objectContaining({ status: 'closed', category: 'deposit_or_guarantee', attachment: null })]);
    const closed = await call(app(), 'GET', '/api/lpk/operator/reports?status=closed', { token: operator });
    const id = mine.body.data.items[0].id as number;
    expect(closed.body.data.groups.flatMap((g: { items: { id: number }[] }) => g.items.map((i) => i.id))).toContain(id);
    const report = await call(app(), 'GET', `/api/lpk/operator/reports/${id}`, { token: operator });
    expect(report.body.data.events.map((e: { kind: string; status: string | null }) => [e.kind, e.status])).toEqual([
      ['status', 'in_review'],
      ['note', null],
      ['status', 'closed'],
    ]);
  });
});

describe('the reporter’s data export', () => {
  test('holds their reports as they see them', async () => {
    const res = await call(app(), 'GET', '/api/lpk/me/export', { token: reporter.token });
    expect(res.status).toBe(200);
    const mine = await call(app(), 'GET', '/api/lpk/reports/mine', { token: reporter.token });
    expect(res.body.data.reports).toEqual(mine.body.data.items);
    expect(res.body.data.reports.length).toBeGreaterThan(0);
  });
});

describe('live', () => {
  test('a new report tells the operators (no personal data), a status change tells the reporter’s own channel', async () => {
    const events = jest.spyOn(app().broadcaster, 'event');
    const caregiver = await registerCaregiver(app());
    const sent = await call(app(), 'POST', '/api/lpk/reports', { token: caregiver.token, body: { lpk_id: LPK, category: 'other', text: TEXT } });
    const id = sent.body.data.report.id as number;
    expect(events).toHaveBeenCalledWith('LpkReportSubmitted', 'private-operators', { report_id: id, lpk_id: LPK });
    await call(app(), 'POST', `/api/lpk/operator/reports/${id}/status`, { token: operator, body: { status: 'in_review' } });
    expect(events).toHaveBeenCalledWith('LpkReportStatusChanged', `private-App.Models.User.${caregiver.user.id}`, { report_id: id, status: 'in_review' });
    // Nothing went to the LPK's channel.
    expect(events.mock.calls.filter(([, channel]) => String(channel).includes(`lpk.${LPK}`))).toEqual([]);
    events.mockRestore();
  });
});

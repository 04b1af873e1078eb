import { spawnSync } from 'node:child_process';
import path from 'node:path';
import QRCode from 'qrcode';
import { availableFaces, setAvailableFaces } from '../src/modules/certificates/fonts';
import { fitText, groupedCode, paperDate, QR_OPTIONS, renderCertificatePdf } from '../src/modules/certificates/pdf';
import { maskNik, verificationUrl } from '../src/modules/certificates/service';
import { ROUTE_CLASSES } from '../src/plugins/rate-limit';
import { call, createTestApp, DEMO, login, registerCaregiver, type TestApp } from './helpers';
import { move, putSection, register } from './registrations-fixtures';

/**
 * The registration certificate as a PDF (GET /registrations/{id}/certificate.pdf): only the owner
 * of an approved registration gets it; it holds the name, the masked NIK, the LPK and its licence,
 * the dates, the number and the verification code in Indonesian and English, and a QR code of the
 * public verification address. A withdrawal revokes it, and the public check says so.
 */

let t: TestApp;
let staff1: string;
let lpk1: { name: string; licence_number: string; city: string; province: string };

const NIK = '3201015708950001';
const READER = path.join(__dirname, 'certificate-pdf-reader.mjs');

beforeAll(async () => {
  t = await createTestApp();
  staff1 = await login(t.app, DEMO.staff1);
  lpk1 = await t.app.db.selectFrom('institutes').select(['name', 'licence_number', 'city', 'province']).where('id', '=', 1).executeTakeFirstOrThrow();
});
afterAll(async () => {
  setAvailableFaces(undefined);
  await t.close();
});

interface PdfImage {
  width: number;
  height: number;
  /** pdfjs ImageKind: 1 grey 1 bit, 2 RGB, 3 RGBA. */
  kind: number;
  data: string;
}

interface ReadPdf {
  numPages: number;
  pages: string[];
  links: string[];
  images: PdfImage[];
  info: Record<string, unknown>;
}

/** The PDF as pdfjs-dist reads it (in a child process: pdfjs-dist is ESM only). */
function readPdf(pdf: Buffer): ReadPdf {
  const out = spawnSync(process.execPath, [READER], { input: pdf, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`reading the PDF failed: ${out.stderr}`);
  return JSON.parse(out.stdout) as ReadPdf;
}

/** pdfjs joins runs on a line with spaces or without: compare text with all white space removed. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

function expectText(text: string, expected: string[]) {
  const squeezed = squeeze(text);
  for (const piece of expected) expect({ piece, found: squeezed.includes(squeeze(piece)) }).toEqual({ piece, found: true });
}

/**
 * The QR image as a grid of modules ('#' dark, '.' light), sampled at each module's centre; the
 * quiet zone must be light. Compared with the grid the qrcode package makes for the expected URL
 * (same error correction), it shows the image encodes exactly that URL.
 */
function modulesOf(image: PdfImage, size: number, margin: number): string[] {
  const channels = image.kind === 3 ? 4 : image.kind === 2 ? 3 : 0;
  if (channels === 0) throw new Error(`unexpected image kind ${image.kind}`);
  const pixels = Buffer.from(image.data, 'base64');
  const scale = image.width / (size + 2 * margin);
  const dark = (x: number, y: number) => pixels[(Math.floor(y) * image.width + Math.floor(x)) * channels]! < 128;
  const rows: string[] = [];
  for (let r = -margin; r < size + margin; r += 1) {
    let row = '';
    for (let c = -margin; c < size + margin; c += 1) row += dark((c + margin + 0.5) * scale, (r + margin + 0.5) * scale) ? '#' : '.';
    rows.push(row);
  }
  return rows;
}

function expectedModules(url: string, margin: number): string[] {
  const qr = QRCode.create(url, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const size = qr.modules.size;
  const rows: string[] = [];
  for (let r = -margin; r < size + margin; r += 1) {
    let row = '';
    for (let c = -margin; c < size + margin; c += 1) {
      const inside = r >= 0 && c >= 0 && r < size && c < size;
      row += inside && qr.modules.get(r, c) ? '#' : '.';
    }
    rows.push(row);
  }
  return rows;
}

async function approvedRegistration(fullName = 'Siti Nurhaliza', options: { ktp?: boolean } = {}) {
  const caregiver = await registerCaregiver(t.app, { full_name: fullName });
  if (options.ktp !== false) await putSection(t.app, caregiver.user.id as number, 'ktp', { nik: NIK, full_name: fullName });
  const res = await register(t.app, caregiver.token, { lpk_id: 1, consent: true });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const id = res.body.data.id as number;
  for (const status of ['registered', 'learning', 'documents_submitted', 'approved']) {
    const moved = await move(t.app, staff1, id, status);
    if (moved.status !== 200) throw new Error(`${status}: ${JSON.stringify(moved.body)}`);
  }
  const mine = await call(t.app, 'GET', `/api/lpk/registrations/${id}`, { token: caregiver.token });
  return { caregiver, id, registration: mine.body.data };
}

function download(id: number, token?: string, lang?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (lang) headers['accept-language'] = lang;
  return t.app.inject({ method: 'GET', url: `/api/lpk/registrations/${id}/certificate.pdf`, headers });
}

describe('the PDF of an approved registration', () => {
  test('is an A4 attachment, not cached, with the name, masked NIK, LPK, licence, dates, number and code in both languages', async () => {
    const { caregiver, id, registration } = await approvedRegistration();
    const cert = registration.certificate as { number: string; verification_code: string; issued_at: string; verification_url: string };
    const res = await download(id, caregiver.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sertifikat-pendaftaran-${cert.number}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-expose-headers']).toBe('Content-Disposition');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pdf = readPdf(res.rawPayload);
    expect(pdf.numPages).toBe(1);
    const text = pdf.pages[0]!;
    const approvedAt = registration.history.find((h: { status: string }) => h.status === 'approved').at as string;
    expectText(text, [
      'Siti Nurhaliza',
      '3201••••••••0001',
      lpk1.name,
      lpk1.licence_number,
      cert.number,
      groupedCode(cert.verification_code),
      cert.verification_url,
      // Both languages on the same page.
      'SERTIFIKAT PENDAFTARAN',
      'REGISTRATION CERTIFICATE',
      'Dengan ini menerangkan bahwa',
      'This is to certify that',
      'Nomor izin LPK / LPK licence number',
      'Tanggal pendaftaran',
      'Registration date',
      'Tanggal persetujuan',
      'Approval date',
      'Tanggal terbit',
      'Date of issue',
      'Kode verifikasi / Verification code',
      paperDate(registration.created_at, 'id'),
      paperDate(registration.created_at, 'en'),
      paperDate(approvedAt, 'id'),
      paperDate(cert.issued_at, 'en'),
    ]);
    expect(squeeze(text)).not.toContain(NIK);
    expect(text).not.toContain(caregiver.email);
    expect(pdf.info.Title).toBe(`Sertifikat pendaftaran ${cert.number} / Registration certificate ${cert.number}`);
    expect(pdf.info.Language).toBe('id-ID');

    // The verification address: in the text, as the link of the address and of the QR code.
    expect(cert.verification_url).toBe(verificationUrl(t.app.config.appUrl, cert.verification_code));
    expect(cert.verification_url).toMatch(/\/registration-certificate\?code=[2-9A-HJ-NP-Z]{16}$/);
    expect(pdf.links.length).toBeGreaterThanOrEqual(2);
    expect(new Set(pdf.links)).toEqual(new Set([cert.verification_url]));
  });

  test('its QR code encodes the public verification address', async () => {
    const { caregiver, id, registration } = await approvedRegistration();
    const pdf = readPdf((await download(id, caregiver.token)).rawPayload);
    expect(pdf.images).toHaveLength(1);
    const image = pdf.images[0]!;
    expect(image.width).toBe(image.height);
    const expected = expectedModules(registration.certificate.verification_url, QR_OPTIONS.margin);
    expect(modulesOf(image, expected.length - 2 * QR_OPTIONS.margin, QR_OPTIONS.margin)).toEqual(expected);
    // Another address gives another picture: the comparison does tell them apart.
    expect(expectedModules(`${registration.certificate.verification_url}X`, QR_OPTIONS.margin)).not.toEqual(expected);
  });

  test('the file name follows the language; without a KTP section there is no NIK line', async () => {
    const { caregiver, id, registration } = await approvedRegistration('Rina Kartika Dewi', { ktp: false });
    const res = await download(id, caregiver.token, 'en');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="registration-certificate-${registration.certificate.number}.pdf"`);
    const text = readPdf(res.rawPayload).pages[0]!;
    expectText(text, ['Rina Kartika Dewi', lpk1.name]);
    expect(text).not.toContain('NIK');
    expect(text).not.toContain('•');
  });

  test('a name beyond Latin-1 is printed as written with an embedded font; a long name and LPK still fit one page', async () => {
    expect(availableFaces().length).toBeGreaterThan(0);
    const name = 'Siti Nurḥaliza Şahin Ōtsuka';
    const { caregiver, id } = await approvedRegistration(name);
    const pdf = readPdf((await download(id, caregiver.token)).rawPayload);
    expectText(pdf.pages[0]!, [name]);

    const long = `${'Kartikasari '.repeat(8)}Dewi`.slice(0, 100);
    const other = await approvedRegistration(long);
    const longPdf = readPdf((await download(other.id, other.caregiver.token)).rawPayload);
    expect(longPdf.numPages).toBe(1);
    expectText(longPdf.pages[0]!, [long]);
  });

  test('the longest name with a very long LPK name and licence still fits one page', async () => {
    const lpkName = `Lembaga Pelatihan Kerja ${'Bahasa dan Budaya Jepang Nusantara '.repeat(4)}`.trim();
    const pdf = readPdf(
      await renderCertificatePdf({
        number: 'LPK-2026-123456',
        verificationCode: 'ABCDEFGHJKMNPQRS',
        verificationUrl: 'https://lpk-kaigo.example.id/registration-certificate?code=ABCDEFGHJKMNPQRS',
        holderName: `${'Wiwik '.repeat(20)}`.trim().slice(0, 100),
        maskedNik: '3201••••••••0001',
        lpk: {
          name: lpkName,
          city: 'Kabupaten Kepulauan Seribu',
          province: 'Daerah Khusus Ibukota Jakarta',
          licenceNumber: 'KEP.560/1234/LATTAS/LPK/XII/2019-PERPANJANGAN-2024',
        },
        registeredAt: '2026-01-05T03:00:00.000Z',
        approvedAt: '2026-09-30T03:00:00.000Z',
        issuedAt: '2026-01-10T03:00:00.000Z',
        generatedAt: '2026-10-01T03:00:00.000Z',
      }),
    );
    expect(pdf.numPages).toBe(1);
    expectText(pdf.pages[0]!, [lpkName, 'KEP.560/1234/LATTAS/LPK/XII/2019-PERPANJANGAN-2024', '1 Oktober 2026', '1 October 2026']);
  });

  test('without any TrueType font, Helvetica is used and what it lacks is transliterated', async () => {
    const { caregiver, id } = await approvedRegistration('Siti Nurḥaliza Şahin');
    setAvailableFaces([]);
    try {
      const pdf = readPdf((await download(id, caregiver.token)).rawPayload);
      expect(pdf.numPages).toBe(1);
      expectText(pdf.pages[0]!, ['Siti Nurhaliza Sahin', '3201••••••••0001', 'SERTIFIKAT PENDAFTARAN', 'REGISTRATION CERTIFICATE']);
    } finally {
      setAvailableFaces(undefined);
    }
  });
});

describe('who gets the PDF, and when', () => {
  test('not before approval: 404 at every earlier stage, with its own message', async () => {
    const caregiver = await registerCaregiver(t.app);
    const res = await register(t.app, caregiver.token, { lpk_id: 1, consent: true });
    const id = res.body.data.id as number;
    for (const next of ['registered', 'learning', 'documents_submitted', null]) {
      const pdf = await download(id, caregiver.token);
      expect(pdf.statusCode).toBe(404);
      expect(pdf.headers['content-type']).toMatch(/^application\/json/);
      expect(pdf.json()).toEqual({ status: 'error', message: 'Sertifikat PDF tersedia setelah pendaftaran Anda berstatus Disetujui.' });
      if (next) expect((await move(t.app, staff1, id, next)).status).toBe(200);
    }
    expect((await download(id, caregiver.token, 'en')).json().message).toBe('The PDF certificate is available once your registration is approved.');
    expect((await move(t.app, staff1, id, 'approved')).status).toBe(200);
    expect((await download(id, caregiver.token)).statusCode).toBe(200);
  });

  test('a rejected registration: 404', async () => {
    const caregiver = await registerCaregiver(t.app);
    const id = (await register(t.app, caregiver.token, { lpk_id: 1, consent: true })).body.data.id as number;
    expect((await move(t.app, staff1, id, 'rejected')).status).toBe(200);
    expect((await download(id, caregiver.token)).statusCode).toBe(404);
  });

  test('only the owner: another caregiver and the LPK staff get 404, no token 401, a bad id 404', async () => {
    const { id } = await approvedRegistration();
    const other = await registerCaregiver(t.app);
    const theirs = await download(id, other.token, 'en');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Registration not found.');
    expect((await download(id, staff1)).statusCode).toBe(404);
    expect((await download(id)).statusCode).toBe(401);
    const mine = await registerCaregiver(t.app);
    for (const bad of ['0', 'abc', '99999999999', '1.5']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/lpk/registrations/${bad}/certificate.pdf`, headers: { authorization: `Bearer ${mine.token}` } }))
          .statusCode,
      ).toBe(404);
    }
  });

  test('is rate limited per account with the writes', () => {
    expect(ROUTE_CLASSES['GET /api/lpk/registrations/:id/certificate.pdf']).toBe('write');
  });
});

describe('withdrawal revokes the certificate', () => {
  test('no PDF any more; the public check says revoked, with the date, and shows only masked data', async () => {
    const { caregiver, id, registration } = await approvedRegistration('Siti Nurhaliza');
    const code = registration.certificate.verification_code as string;
    const before = await call(t.app, 'GET', `/api/lpk/certificates/${code}`);
    expect(before.body.data.status).toBe('valid');

    const withdrawn = await call(t.app, 'DELETE', `/api/lpk/registrations/${id}`, { token: caregiver.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.certificate.status).toBe('revoked');
    expect((await download(id, caregiver.token)).statusCode).toBe(404);

    const pub = await call(t.app, 'GET', `/api/lpk/certificates/${code}`, { lang: 'en' });
    expect(pub.status).toBe(200);
    expect(pub.body.message).toBe('This certificate is genuine but no longer valid because the registration was withdrawn.');
    expect(pub.body.data).toEqual({
      number: registration.certificate.number,
      issued_at: registration.certificate.issued_at,
      status: 'revoked',
      revoked_at: withdrawn.body.data.history.at(-1).at,
      applicant_name: 'Siti N.',
      lpk: { id: 1, name: lpk1.name, city: lpk1.city, province: lpk1.province },
    });
    const publicText = JSON.stringify(pub.body);
    for (const secret of ['Nurhaliza', NIK, '3201', caregiver.email, code]) expect(publicText).not.toContain(secret);
    expect(pub.res.headers['cache-control']).toBe('no-store');
  });
});

describe('helpers', () => {
  test('maskNik keeps the first and last four digits only', () => {
    expect(maskNik('3201015708950001')).toBe('3201••••••••0001');
    expect(maskNik('3201 0157 0895 0001')).toBe('3201••••••••0001');
    expect(maskNik(3201015708950001)).toBe('3201••••••••0001');
    expect(maskNik('12345')).toBe('•••••');
    expect(maskNik('')).toBeNull();
    expect(maskNik(undefined)).toBeNull();
    expect(maskNik({ nik: '1' })).toBeNull();
  });

  test('fitText keeps what the font has, drops accents it lacks, and marks the rest', () => {
    const latin1 = (cp: number) => cp < 0x100;
    expect(fitText('Siti Nurḥaliza', latin1)).toBe('Siti Nurhaliza');
    expect(fitText('Dédé Şahin', latin1)).toBe('Dédé Sahin');
    expect(fitText('Ali 王', latin1)).toBe('Ali ?');
    expect(fitText('Ali 王', () => true)).toBe('Ali 王');
  });

  test('groupedCode and paperDate', () => {
    expect(groupedCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(paperDate('2026-08-16T18:00:00.000Z', 'id')).toBe('17 Agustus 2026 (WIB)');
    expect(paperDate('2026-08-16T18:00:00.000Z', 'en')).toBe('17 August 2026 (WIB)');
  });
});

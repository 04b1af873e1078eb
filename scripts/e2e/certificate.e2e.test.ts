/**
 * The registration certificate end to end: a new caregiver registers at LPK 1, its staff
 * (staff1@demo.test) moves the registration to approved through the API, and the caregiver
 * downloads the PDF from /admin/registration and from the dashboard. The PDF holds the name, the
 * masked NIK, the LPK and the verification address; that address (the QR code's) shows the
 * certificate as genuine on the public page, and as revoked, with its date, after a withdrawal.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiLogin, ROOT, seriousA11yViolations, type System } from './harness';
import { loginByStorage, screenReady, tr, useRealSystem } from './support';

const { pages, system } = useRealSystem();

const STAFF1 = { email: 'staff1@demo.test', password: 'Staff#2026' };
const READER = path.join(ROOT, 'api', 'test', 'certificate-pdf-reader.mjs');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads several answer shapes
async function api(sys: System, method: string, url: string, token?: string, body?: unknown): Promise<{ status: number; data: any }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${sys.baseUrl}${url}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const json = (await response.json()) as { data?: unknown };
  return { status: response.status, data: json.data };
}

/** A new caregiver with a KTP section, registered at LPK 1 and approved there by its staff. */
async function approvedCaregiver(sys: System) {
  const year = new Date().getFullYear() - 30;
  const nik = `3201015708${String(year).slice(2)}0001`;
  const credentials = { email: `sertifikat.${randomBytes(4).toString('hex')}@example.id`, password: 'Kaigo#Jepang2026' };
  const fullName = 'Dewi Lestari Ṡaputri';
  const registered = await api(sys, 'POST', '/api/lpk/register', undefined, {
    full_name: fullName,
    ...credentials,
    phone: '0812-3456-7890',
    password_confirmation: credentials.password,
    agree: true,
  });
  expect(registered.status).toBe(201);
  const token = registered.data.token as string;
  const ktp = await api(sys, 'POST', '/api/lpk/profile/ktp', token, {
    nik,
    full_name: fullName,
    birth_place: 'Bogor',
    birth_date: `${year}-08-17`,
    sex: 'female',
    address: 'Jl. Melati No. 5',
    rt: '3',
    rw: '12',
    village: 'Cibinong',
    district: 'Cibinong',
    regency: 'Kabupaten Bogor',
    province: 'Jawa Barat',
    religion: 'islam',
    marital_status: 'single',
  });
  expect(ktp.status).toBe(200);
  const registration = await api(sys, 'POST', '/api/lpk/registrations', token, { lpk_id: 1, consent: true });
  expect(registration.status).toBe(201);
  const id = registration.data.id as number;
  const lpk = registration.data.lpk.name as string;

  const staff = await apiLogin(sys, STAFF1);
  for (const status of ['registered', 'learning', 'documents_submitted', 'approved']) {
    expect({ status, answer: (await api(sys, 'POST', `/api/lpk/institution/registrations/${id}/status`, staff.token, { status })).status }).toEqual({
      status,
      answer: 200,
    });
  }
  const mine = await api(sys, 'GET', `/api/lpk/registrations/${id}`, token);
  expect(mine.data.status).toBe('approved');
  return {
    credentials,
    token,
    fullName,
    nik,
    id,
    lpk,
    certificate: mine.data.certificate as { number: string; verification_code: string; verification_url: string },
  };
}

/** The text and links of a PDF, read with pdfjs-dist (the api tests' reader). */
function readPdf(file: string): { numPages: number; pages: string[]; links: string[] } {
  const out = spawnSync(process.execPath, [READER], { input: readFileSync(file), maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`reading the PDF failed: ${out.stderr}`);
  return JSON.parse(out.stdout) as { numPages: number; pages: string[]; links: string[] };
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/** Clicks the download in `scope` and answers the saved file's path and suggested name. */
async function downloadFrom(page: Page, scope: ReturnType<Page['locator']>): Promise<{ file: string; name: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 15_000 }),
    scope.getByRole('button', { name: await tr(page, 'account:certificate_pdf.download'), exact: true }).click(),
  ]);
  const file = await download.path();
  if (!file) throw new Error(`download failed: ${await download.failure()}`);
  return { file, name: download.suggestedFilename() };
}

test('a caregiver with an approved registration downloads the certificate PDF; its address verifies it, and a withdrawal revokes it', async () => {
  const caregiver = await approvedCaregiver(system());
  const { page } = await pages.open('/about');
  // Let /about finish loading first: leaving mid-load aborts its chunk requests (reported as failures).
  await screenReady(page);
  await loginByStorage(page, system(), caregiver.credentials);

  // /admin/registration: the card of the approved registration offers the PDF.
  await page.goto('/admin/registration');
  await screenReady(page);
  const card = page.getByRole('article', { name: await tr(page, 'account:registration_card.title', { values: { lpk: caregiver.lpk } }) });
  await card.waitFor({ state: 'visible', timeout: 15_000 });
  const { file, name } = await downloadFrom(page, card);
  expect(name).toBe(`sertifikat-pendaftaran-${caregiver.certificate.number}.pdf`);
  await page.getByText(await tr(page, 'account:certificate_pdf.saved', { values: { file: name } })).waitFor({ state: 'attached' });

  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = readPdf(file);
  expect(pdf.numPages).toBe(1);
  const text = squeeze(pdf.pages[0]!);
  const masked = `${caregiver.nik.slice(0, 4)}••••••••${caregiver.nik.slice(-4)}`;
  for (const piece of [
    caregiver.fullName,
    masked,
    caregiver.lpk,
    caregiver.certificate.number,
    caregiver.certificate.verification_url,
    'SERTIFIKAT PENDAFTARAN',
    'REGISTRATION CERTIFICATE',
  ]) {
    expect({ piece, found: text.includes(squeeze(piece)) }).toEqual({ piece, found: true });
  }
  expect(text).not.toContain(caregiver.nik);
  expect(pdf.links).toContain(caregiver.certificate.verification_url);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The dashboard's card offers it too.
  await page.goto('/admin/dashboard');
  await screenReady(page);
  const dashboardCard = page.getByRole('article', { name: await tr(page, 'account:registration_card.title', { values: { lpk: caregiver.lpk } }) });
  await dashboardCard.waitFor({ state: 'visible', timeout: 15_000 });
  expect((await downloadFrom(page, dashboardCard)).name).toBe(name);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The QR code's address: the public page checks the code at once.
  const verification = new URL(caregiver.certificate.verification_url);
  expect(verification.pathname).toBe('/registration-certificate');
  expect(verification.searchParams.get('code')).toBe(caregiver.certificate.verification_code);
  await page.goto(`${verification.pathname}${verification.search}`);
  await screenReady(page);
  const valid = page.getByRole('heading', { name: await tr(page, 'public:certificate.valid_title'), exact: true });
  await valid.waitFor({ state: 'visible', timeout: 15_000 });
  const result = page.getByRole('status').filter({ has: valid });
  await expect(result.textContent()).resolves.toContain(caregiver.certificate.number);
  await expect(result.textContent()).resolves.not.toContain('Lestari');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Dates of record in one stated time zone: a viewer in Los Angeles sees the PDF's date of issue.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'America/Los_Angeles' });
  await page.reload();
  await screenReady(page);
  await valid.waitFor({ state: 'visible', timeout: 15_000 });
  const issuedOn = (
    await result
      .locator('dt', { hasText: await tr(page, 'public:certificate.issued') })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()
  )?.trim();
  expect(issuedOn).toMatch(/ \(WIB\)$/);
  expect(text).toContain(squeeze(issuedOn!));

  // Withdrawn: no PDF any more, and the public check says revoked, with the date.
  expect((await api(system(), 'DELETE', `/api/lpk/registrations/${caregiver.id}`, caregiver.token)).status).toBe(200);
  await page.reload();
  await screenReady(page);
  await page.getByRole('heading', { name: await tr(page, 'public:certificate.revoked_title'), exact: true }).waitFor({ state: 'visible', timeout: 15_000 });
  await page.getByText(await tr(page, 'public:certificate.revoked_at'), { exact: true }).waitFor({ state: 'visible' });
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/admin/registration');
  await screenReady(page);
  await card
    .getByText(await tr(page, 'account:labels.registrations.status.withdrawn'), { exact: true })
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 });
  expect(await card.getByRole('button', { name: await tr(page, 'account:certificate_pdf.download'), exact: true }).count()).toBe(0);
});

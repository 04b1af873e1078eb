/**
 * Issue 23, part JOIN, in the real build and both languages: an LPK applies with its licence
 * document -> the operator sees the application live with the registry check -> approves -> the
 * applicant sees it live; the LPK is a draft, not in search, until its admin completes the listing
 * and publishes it -> in search, verified -> the operator suspends it -> it
 * leaves search and a new registration is refused with a clear message. The new pages meet no
 * serious axe violation, console error or CSP violation.
 */
import type { Page } from 'playwright-core';
import { apiCall, apiLogin } from './harness';
import {
  applyAsLpk,
  approveApplication,
  axeClean,
  inLanguage,
  loginByStorage,
  OPERATOR,
  pathOf,
  publishListing,
  screenReady,
  searchShows,
  settled,
  suspendLpk,
  tr,
  useRealSystem,
  waitForPath,
} from './support';

const { pages, system } = useRealSystem();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Entries of the sample registry (api/registry/lpk-registry-sample.csv) no demo institute has. */
const LPK = {
  id: { name: 'LPK Sakura Harapan Bogor', licence: 'KEP.7301/32.73/LP.01.01/IV/2021', province: 'Jawa Barat', city: 'Bogor' },
  en: { name: 'LPK Midori Karya Solo', licence: 'KEP.1188/33.74/LP.01.01/I/2022', province: 'Jawa Tengah', city: 'Surakarta' },
} as const;

test.each(['id', 'en'] as const)(
  '(%s) apply -> operator sees it live, checks the registry, approves -> a draft, not in search -> its admin publishes -> in search -> suspended: out of search, registrations refused',
  async (lang) => {
    const lpk = LPK[lang];

    // The operator watches the console.
    const operator = await pages.open('/');
    await loginByStorage(operator.page, system(), OPERATOR);
    await inLanguage(operator.page, lang, '/admin/operator');
    await operator.page.getByRole('heading', { level: 2, name: await tr(operator.page, 'account:operator.applications'), exact: true }).waitFor();
    await axeClean(operator.page);

    // The LPK applies with its licence document.
    const applicant = await pages.open('/');
    const { page } = applicant;
    await inLanguage(page, lang, '/lpk-apply');
    await applyAsLpk(page, lpk, `lpk-${lang}-${Date.now()}@example.test`, 'Kaigo#Jepang2026');

    // The operator sees it without reloading, with the registry check: a match, and approves.
    await approveApplication(operator.page, lpk.name);

    // The applicant sees the decision live.
    await page.getByText(await tr(page, 'account:lpk_application.status.approved'), { exact: true }).waitFor({ timeout: 15_000 });

    // Approved, it is a draft (issue 33): not in search until its admin completes and publishes it.
    const search = await pages.open('/');
    await inLanguage(search.page, lang, `/search/${encodeURIComponent(lpk.name)}`);
    await search.page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await settled(search.page);
    expect(await search.page.getByRole('link', { name: lpk.name, exact: true }).count()).toBe(0);

    await publishListing(page, lpk.name);

    // Now the LPK is in search, with its licence verified.
    await searchShows(search.page, lpk.name, true);
    const result = search.page.getByRole('article').filter({ has: search.page.getByRole('link', { name: lpk.name, exact: true }) });
    await result.waitFor();
    expect(await result.innerText()).toContain((await tr(search.page, 'public:catalogue.trust.verified', { values: { date: '' } })).trim());
    await axeClean(search.page);

    // The operator suspends it.
    const lpkId = await suspendLpk(operator.page, lpk.name, 'Biaya ilegal dilaporkan');

    // Out of search at once; a new registration is refused with a clear message.
    await searchShows(search.page, lpk.name, false);
    const caregiver = await apiCall<{ token: string }>(system(), '/api/lpk/register', {
      method: 'POST',
      body: {
        full_name: 'Siti Aminah',
        email: `cg-${lang}-${Date.now()}@example.test`,
        phone: '0812-3456-7890',
        password: 'Kaigo#Osaka2026x',
        password_confirmation: 'Kaigo#Osaka2026x',
        agree: true,
      },
    });
    const refused = await fetch(`${system().baseUrl}/api/lpk/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${caregiver.token}`, 'Accept-Language': lang },
      body: JSON.stringify({ lpk_id: lpkId, consent: true }),
    });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { errors: Record<string, string[]> };
    expect(body.errors.lpk_id).toEqual([
      lang === 'en'
        ? 'This LPK is suspended by the platform operator and does not take new registrations.'
        : 'LPK ini sedang ditangguhkan oleh operator platform dan tidak menerima pendaftaran baru.',
    ]);
  },
);

/** At 375 px the page never scrolls sideways (wide tables scroll inside their frame). */
async function noSidewaysScroll(page: Page): Promise<void> {
  await settled(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect({ path: pathOf(page), scrollWidth }).toEqual({ path: pathOf(page), scrollWidth: Math.min(scrollWidth, innerWidth) });
}

test('(id, 375 px) a rejected applicant applies again from the same account; the form and the operator console fit the phone', async () => {
  // An application sent and rejected (through the API: the form itself is walked above).
  const email = `lpk-again-${Date.now()}@example.test`;
  const form = new FormData();
  const fields: Record<string, string> = {
    name: 'LPK Nusantara Ditolak',
    licence_number: 'KEP.9911/35.78/2025',
    province: 'Jawa Timur',
    city: 'Surabaya',
    address: 'Jl. Darmo No. 8, Surabaya',
    programs: 'ssw',
    sending_org: 'false',
    contact_name: 'Dewi Lestari',
    email,
    phone: '0812-3456-7890',
    password: 'Kaigo#Jepang2026',
    password_confirmation: 'Kaigo#Jepang2026',
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('document', new Blob([PDF], { type: 'application/pdf' }), 'izin.pdf');
  const applied = await fetch(`${system().baseUrl}/api/lpk/lpk-applications`, { method: 'POST', headers: { Accept: 'application/json' }, body: form });
  expect(applied.status).toBe(201);
  const first = ((await applied.json()) as { data: { application: { id: number } } }).data.application.id;
  const operatorSession = await apiLogin(system(), OPERATOR);
  await apiCall(system(), `/api/lpk/operator/applications/${first}/reject`, {
    method: 'POST',
    token: operatorSession.token,
    body: { reason: 'Nomor izin tidak terbaca' },
  });

  const { page } = await pages.open('/');
  await page.setViewportSize({ width: 375, height: 812 });
  await loginByStorage(page, system(), { email, password: 'Kaigo#Jepang2026' });
  await inLanguage(page, 'id', '/admin/application');
  await page.getByText('Nomor izin tidak terbaca', { exact: true }).waitFor();
  await page.getByRole('link', { name: await tr(page, 'account:lpk_application.apply_again'), exact: true }).click();
  await waitForPath(page, '/lpk-apply');
  await screenReady(page);
  await page.getByText(await tr(page, 'public:lpk_apply.again_note', { values: { email } }), { exact: true }).waitFor();
  expect(await page.getByLabel(await tr(page, 'public:lpk_apply.email'), { exact: true }).count()).toBe(0);
  await noSidewaysScroll(page);
  await axeClean(page);

  const label = async (key: string) => page.getByLabel(await tr(page, `public:lpk_apply.${key}`), { exact: true });
  await (await label('name')).fill('LPK Nusantara Surabaya');
  await (await label('licence_number')).fill('KEP.9912/35.78/2025');
  await (await label('province')).selectOption('Jawa Timur');
  await (await label('city')).fill('Surabaya');
  await (await label('address')).fill('Jl. Darmo No. 8, Surabaya');
  await page.getByRole('checkbox', { name: await tr(page, 'public:labels.catalogue.program.ssw'), exact: true }).check();
  await (await label('contact_name')).fill('Dewi Lestari');
  await (await label('phone')).fill('0812-3456-7890');
  await (await label('document')).setInputFiles({ name: 'izin.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: await tr(page, 'public:lpk_apply.submit'), exact: true }).click();
  await waitForPath(page, '/admin/application');
  await page.getByText(await tr(page, 'account:lpk_application.status.pending'), { exact: true }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'LPK Nusantara Surabaya' }).waitFor();

  // The operator, on a phone, sees the new application; the page (audit table included) fits.
  const operator = await pages.open('/');
  await operator.page.setViewportSize({ width: 375, height: 812 });
  await loginByStorage(operator.page, system(), OPERATOR);
  await inLanguage(operator.page, 'id', '/admin/operator');
  await operator.page.getByRole('article', { name: /LPK Nusantara Surabaya/ }).waitFor();
  await operator.page
    .getByRole('region', { name: await tr(operator.page, 'account:operator.audit'), exact: true })
    .first()
    .waitFor();
  await noSidewaysScroll(operator.page);
});

test('(en, 375 px) the LPK admin area fits the phone: the staff table scrolls in its frame', async () => {
  const { page } = await pages.open('/');
  await page.setViewportSize({ width: 375, height: 812 });
  await loginByStorage(page, system(), { email: 'admin1@demo.test', password: 'Admin#2026' });
  await inLanguage(page, 'en', '/admin/institution');
  await page.getByRole('region', { name: await tr(page, 'account:institution.staff.members'), exact: true }).waitFor();
  await noSidewaysScroll(page);
});

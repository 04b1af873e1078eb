/**
 * Issue 23, part JOIN, in the real build and both languages: an LPK applies with its licence
 * document -> the operator sees the application live with the registry check -> approves -> the
 * applicant sees it live and the LPK is in search, verified -> the operator suspends it -> it
 * leaves search and a new registration is refused with a clear message. The new pages meet no
 * serious axe violation, console error or CSP violation.
 */
import type { Page } from 'playwright-core';
import { apiCall, seriousA11yViolations, waitFor } from './harness';
import { loginByStorage, screenReady, settled, tr, useRealSystem, waitForPath } from './support';

const { pages, system } = useRealSystem();

const OPERATOR = { email: 'operator@demo.test', password: 'Operator#2026' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Entries of the sample registry (api/registry/lpk-registry-sample.csv) no demo institute has. */
const LPK = {
  id: { name: 'LPK Sakura Harapan Bogor', licence: 'KEP.7301/32.73/LP.01.01/IV/2021', province: 'Jawa Barat', city: 'Bogor' },
  en: { name: 'LPK Midori Karya Solo', licence: 'KEP.1188/33.74/LP.01.01/I/2022', province: 'Jawa Tengah', city: 'Surakarta' },
} as const;

async function axeClean(page: Page): Promise<void> {
  await settled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The page (opened at /) goes to `path` in `lang`, once its first screen has fully loaded (nothing aborted). */
async function inLanguage(page: Page, lang: 'id' | 'en', path: string): Promise<void> {
  await screenReady(page);
  await settled(page);
  await page.evaluate((l) => window.localStorage.setItem('lpk_lang', l), lang);
  await page.goto(path);
  await screenReady(page);
}

test.each(['id', 'en'] as const)(
  '(%s) apply -> operator sees it live, checks the registry, approves -> in search -> suspended: out of search, registrations refused',
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
    expect(await screenReady(page)).toBe(await tr(page, 'public:lpk_apply.title'));
    await axeClean(page);
    const label = async (key: string) => page.getByLabel(await tr(page, `public:lpk_apply.${key}`), { exact: true });
    await (await label('name')).fill(lpk.name);
    await (await label('licence_number')).fill(lpk.licence);
    await (await label('province')).selectOption(lpk.province);
    await (await label('city')).fill(lpk.city);
    await (await label('address')).fill(`Jl. Merdeka No. 5, ${lpk.city}`);
    await page.getByRole('checkbox', { name: await tr(page, 'public:labels.catalogue.program.kaigo_fukushishi'), exact: true }).check();
    await (await label('contact_name')).fill('Rina Kusuma');
    await (await label('email')).fill(`lpk-${lang}-${Date.now()}@example.test`);
    await (await label('phone')).fill('0812-3456-7890');
    await (await label('password')).fill('Kaigo#Jepang2026');
    await (await label('password_confirmation')).fill('Kaigo#Jepang2026');
    await (await label('document')).setInputFiles({ name: 'izin.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: await tr(page, 'public:lpk_apply.submit'), exact: true }).click();
    await waitForPath(page, '/admin/application');
    await page.getByText(await tr(page, 'account:lpk_application.status.pending'), { exact: true }).waitFor();
    await axeClean(page);

    // The operator sees it without reloading, with the registry check: a match.
    const card = operator.page.getByRole('article', { name: new RegExp(lpk.name) });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.locator('[data-registry]').getAttribute('data-registry')).toBe('match');
    await axeClean(operator.page);
    await card.getByRole('button', { name: await tr(operator.page, 'account:operator.approve'), exact: true }).click();
    await operator.page
      .getByText(await tr(operator.page, 'account:operator.status.approved'), { exact: true })
      .first()
      .waitFor();

    // The applicant sees the decision live.
    await page.getByText(await tr(page, 'account:lpk_application.status.approved'), { exact: true }).waitFor({ timeout: 15_000 });

    // The LPK is in search, with its licence verified.
    const search = await pages.open('/');
    await inLanguage(search.page, lang, `/search/${encodeURIComponent(lpk.name)}`);
    const result = search.page.getByRole('article').filter({ has: search.page.getByRole('link', { name: lpk.name, exact: true }) });
    await result.waitFor();
    expect(await result.innerText()).toContain((await tr(search.page, 'public:catalogue.trust.verified', { values: { date: '' } })).trim());
    await axeClean(search.page);

    // The operator suspends it.
    const institutes = operator.page.getByRole('region', { name: await tr(operator.page, 'account:operator.institutes'), exact: true });
    await institutes.getByRole('searchbox').fill(lpk.name);
    await institutes.getByRole('button', { name: await tr(operator.page, 'account:operator.search_button'), exact: true }).click();
    const listed = institutes.getByRole('listitem').filter({ hasText: lpk.name });
    await listed.waitFor();
    const lpkId = Number(await listed.getAttribute('data-institute'));
    await listed.getByLabel(await tr(operator.page, 'account:operator.suspend_reason'), { exact: true }).fill('Biaya ilegal dilaporkan');
    await listed.getByRole('button', { name: await tr(operator.page, 'account:operator.suspend'), exact: true }).click();
    await institutes
      .getByText(await tr(operator.page, 'account:operator.suspended', { values: { reason: 'Biaya ilegal dilaporkan' } }), { exact: true })
      .waitFor();

    // Out of search at once; a new registration is refused with a clear message.
    await search.page.reload();
    await screenReady(search.page);
    await search.page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await waitFor(async () => (await search.page.getByRole('link', { name: lpk.name, exact: true }).count()) === 0, 'the suspended LPK leaves search', 10_000);
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

/**
 * The LPK admin area in the real build (issue 23, docs/institution.md), in Indonesian and in English:
 * the admin of LPK 1 (admin1@demo.test) edits the fee, adds a photo and publishes a vacancy on
 * /admin/institution -> all public within seconds (search, detail with its fee check, jobs, the job's page) -> invites a staff member,
 * whose mail (read in MailDev) leads to /staff-invitation, where they choose a name and password
 * and land on the applicants -> the admin removes them and their open page is signed out at once.
 * Every new page meets no serious axe violation, console error or CSP violation.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { inboxOf } from '../../api/test/maildev';
import { apiCall, seriousA11yViolations, waitFor } from './harness';
import { loginByStorage, mailLink, screenReady, settled, tr, useRealSystem, waitForPath } from './support';

const { pages, system } = useRealSystem();
const inbox = () => inboxOf(system().mail);
const ADMIN = { email: 'admin1@demo.test', password: 'Admin#2026' };
const api = <T>(path: string, init: Parameters<typeof apiCall>[2] = {}) => apiCall<T>(system(), path, init);

async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

async function openIn(lang: 'id' | 'en', path: string, allow: (string | RegExp)[] = []): Promise<Page> {
  const { page } = await pages.open('/about', allow);
  await screenReady(page);
  await page.evaluate((l) => localStorage.setItem('lpk_lang', l), lang);
  await page.goto(path);
  return page;
}

const deadline = () => new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);

describe.each(['id', 'en'] as const)('in %s', (lang) => {
  test('the admin edits the fee and publishes a vacancy -> public within seconds -> invites staff who accept and see the applicants -> removal ends their access', async () => {
    const stamp = Date.now().toString().slice(-6);
    const trainingFee = lang === 'id' ? 4_250_000 : 4_750_000;
    const titleEn = `Care worker ${stamp}, Sakai`;
    const titleId = `Perawat lansia ${stamp}, Sakai`;
    const title = lang === 'en' ? titleEn : titleId;

    // The admin signs in and opens the institution area (the salary below the floor is answered 422 on purpose).
    const page = await openIn(lang, '/about', [
      /HTTP 422: POST \S+\/institution\/vacancies$/,
      /status of 422 \(Unprocessable Entity\) \(\S+\/institution\/vacancies\)/,
    ]);
    await loginByStorage(page, system(), ADMIN);
    await page.goto('/admin/institution');
    await screenReady(page);
    const k = (key: string, values?: Record<string, string>) => tr(page, `account:institution.${key}`, values ? { values } : {});
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: await k('title'), exact: true }).waitFor();
    const fees = main.getByRole('group', { name: await k('listing.fees'), exact: true });
    await fees.waitFor();
    await expectAccessible(page);

    // The fee: only the training item changes; the total is what the listing now says.
    const before = await api<{ fees: { items: { key: string; amount: number }[] } }>('/api/lpk/institutes/1');
    const expectedTotal =
      before.fees.items.reduce((sum, i) => sum + (i.key === 'training' ? trainingFee : i.amount), 0) +
      (before.fees.items.some((i) => i.key === 'training') ? 0 : trainingFee);
    await fees.getByLabel(await tr(page, 'account:labels.catalogue.fee_item.training'), { exact: true }).fill(String(trainingFee));
    await main.getByRole('button', { name: await k('listing.save'), exact: true }).click();
    await main
      .getByText(lang === 'en' ? 'Listing saved; it shows on the public pages now.' : 'Profil LPK disimpan dan langsung tampil di halaman publik.')
      .waitFor();

    // A photo (a phone's JPEG): re-encoded and shown in the listing.
    const name = (await api<{ name: string }>('/api/lpk/institutes/1')).name;
    const photoNumber = String(((await api<{ photos?: unknown[] }>('/api/lpk/institutes/1')).photos?.length ?? 0) + 1);
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 120, b: 90 } } })
      .jpeg()
      .toBuffer();
    await main.getByLabel(await k('photos.choose'), { exact: true }).setInputFiles({ name: 'kelas.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await main.getByRole('button', { name: await k('photos.upload'), exact: true }).click();
    await main.getByRole('img', { name: await k('photos.alt', { n: photoNumber, name }), exact: true }).waitFor();

    // A vacancy.
    await main.getByRole('button', { name: await k('vacancies.new'), exact: true }).click();
    const form = main.getByRole('form', { name: await k('vacancies.form_new'), exact: true });
    const field = async (key: string) => form.getByLabel(await k(`vacancies.${key}`), { exact: true });
    await (await field('title_id')).fill(titleId);
    await (await field('title_en')).fill(titleEn);
    await (await field('prefecture')).selectOption('Osaka');
    await (await field('city')).fill('Sakai');
    await (await field('salary')).fill('150000');
    await (await field('deadline')).fill(deadline());
    await (await field('description_id')).fill('Membantu makan, mandi dan mobilitas penghuni panti lansia di Sakai.');
    await (await field('description_en')).fill('Help residents of a nursing home in Sakai with meals, bathing and mobility.');
    const programs = (await api<{ programs: string[] }>('/api/lpk/institutes/1')).programs;
    await (await field('pathway')).selectOption(programs.find((p) => p !== 'language')!);
    // Below the floor: the rule is shown under the salary, nothing is published.
    await form.getByRole('button', { name: await k('vacancies.publish'), exact: true }).click();
    await form.getByText(lang === 'en' ? /^The monthly salary must be at least ¥/ : /^Gaji bulanan minimal ¥/).waitFor();
    await expectAccessible(page);
    await (await field('salary')).fill('231000');
    await form.getByRole('button', { name: await k('vacancies.publish'), exact: true }).click();
    await main
      .getByText(lang === 'en' ? 'Vacancy published; it shows on the job pages now.' : 'Lowongan diterbitkan dan langsung tampil di halaman lowongan.')
      .waitFor();
    await main.getByText(title, { exact: true }).waitFor();

    // Public within seconds: search, the detail page, the jobs and the job's own page.
    const started = Date.now();
    await waitFor(
      async () => {
        const found = await api<{ items: { id: number; registration_fee: number }[] }>(`/api/lpk/institutes?q=${encodeURIComponent(name)}`);
        return found.items.find((i) => i.id === 1)?.registration_fee === expectedTotal;
      },
      'the new fee in search',
      5_000,
    );
    const jobs = await api<{ items: { id: number; title: string }[] }>('/api/lpk/jobs?lpk_id=1&per_page=50', {});
    const job = jobs.items.find((j) => j.title === titleId || j.title === titleEn);
    expect(job).toBeDefined();
    const publicPage = await openIn(lang, '/lpk/1');
    await screenReady(publicPage);
    await publicPage.getByRole('main').getByText(title).first().waitFor();
    // The fee check of the new total (docs/trust.md): its section and its verdict, checked by axe below with the page.
    const feeCheck = publicPage.getByRole('region', { name: await tr(publicPage, 'public:fee_check.title'), exact: true });
    const { fee_check } = await api<{ fee_check: { total: number; verdict: string } }>('/api/lpk/institutes/1');
    expect(fee_check.total).toBe(expectedTotal);
    await feeCheck
      .getByText(await tr(publicPage, `public:labels.catalogue.fee_verdict.${fee_check.verdict}`), { exact: true })
      .first()
      .waitFor();
    await publicPage
      .getByRole('main')
      .getByRole('img', { name: await tr(publicPage, 'public:lpk_photos.alt', { values: { n: photoNumber, name } }), exact: true })
      .waitFor();
    await expectAccessible(publicPage);
    await publicPage.goto(`/job-detail/${job!.id}/1`);
    await screenReady(publicPage);
    await publicPage.getByRole('main').getByRole('heading', { level: 1, name: title }).waitFor();
    expect(Date.now() - started).toBeLessThan(15_000);

    // Invite a staff member, in this language.
    const email = `staf.${lang}.${stamp}@example.id`;
    await page.goto('/admin/institution#staff');
    await screenReady(page);
    await main.getByLabel(await k('staff.invite_email'), { exact: true }).fill(email);
    await main.getByLabel(await k('staff.invite_language'), { exact: true }).selectOption(lang);
    await main.getByRole('button', { name: await k('staff.send'), exact: true }).click();
    await main
      .getByText(lang === 'en' ? `Invitation sent to ${email}. Its link is valid for 7 days.` : `Undangan dikirim ke ${email}. Tautannya berlaku 7 hari.`)
      .waitFor();
    const mail = await inbox().waitFor((m) => m.to === email);
    expect(mail.subject).toBe(lang === 'en' ? `Invitation to join the staff of ${name}` : `Undangan menjadi staf ${name}`);

    // They accept: a new account, signed in, on the applicants.
    const staffPage = await openIn(lang, mailLink(mail, '/staff-invitation'), [/HTTP 401: /, /status of 401 \(Unauthorized\)/]);
    await screenReady(staffPage);
    const s = (key: string) => tr(staffPage, `public:staff_invitation.${key}`);
    await staffPage.getByLabel(await s('full_name'), { exact: true }).fill('Dewi Lestari');
    await expectAccessible(staffPage);
    await staffPage.getByLabel(await s('password'), { exact: true }).fill('Sakura#Staf2026');
    await staffPage.getByLabel(await s('password_confirmation'), { exact: true }).fill('Sakura#Staf2026');
    await staffPage.getByRole('button', { name: await s('accept'), exact: true }).click();
    await waitForPath(staffPage, '/admin/applicants');
    await screenReady(staffPage);
    await staffPage
      .getByRole('main')
      .getByRole('heading', { level: 1, name: await tr(staffPage, 'account:applicants.title'), exact: true })
      .waitFor();

    // The admin removes them: their open page is signed out at once.
    await page.reload();
    await screenReady(page);
    await main.getByRole('button', { name: await k('staff.remove_named', { name: 'Dewi Lestari' }), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: await k('staff.remove'), exact: true }).click();
    await main.getByText(lang === 'en' ? 'Staff member removed. Their access ends now.' : 'Staf dihapus. Aksesnya berakhir saat ini juga.').waitFor();
    const removedAt = Date.now();
    await waitForPath(staffPage, '/login', 10_000);
    expect(Date.now() - removedAt).toBeLessThan(10_000);
  });
});

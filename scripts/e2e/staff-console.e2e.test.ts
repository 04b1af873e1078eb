/**
 * The LPK staff console in the real build (docs/architecture.md section 2): staff 1 logs in, sees
 * their dashboard, searches the applicant list, opens an applicant (the read shows in the
 * applicant's audit log), moves the registration on with a note (the applicant sees it), and a
 * caregiver registering meanwhile appears in the list without a reload. Every screen on the way
 * meets no serious axe violation, console error or CSP violation.
 */

import { apiCall, seriousA11yViolations, waitFor } from './harness';
import { loginWithForm, moveRegistration, screenReady, tr, useRealSystem, waitForPath } from './support';

const { pages, system } = useRealSystem();

const STAFF = { email: 'staff1@demo.test', password: 'Staff#2026' };

const api = <T>(path: string, init: Parameters<typeof apiCall>[2] = {}) => apiCall<T>(system(), path, init);

/** A new caregiver (through the API, as the register screen does) registered with LPK 1 after consent. */
async function caregiverRegisteredAtLpk1(fullName: string): Promise<{ token: string; registrationId: number }> {
  const password = 'Kaigo#Osaka2026x';
  const { token } = await api<{ token: string }>('/api/lpk/register', {
    method: 'POST',
    body: {
      full_name: fullName,
      email: `staff-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
      phone: '0812-3456-7890',
      password,
      password_confirmation: password,
      agree: true,
    },
  });
  const registration = await api<{ id: number }>('/api/lpk/registrations', { method: 'POST', token, body: { lpk_id: 1, consent: true } });
  return { token, registrationId: registration.id };
}

async function axeClean(page: Parameters<typeof seriousA11yViolations>[0]): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test('staff search, open an applicant (audited), move the registration with a note; a new registration appears live', async () => {
  const applicant = await caregiverRegisteredAtLpk1('Kartika Wulandari Uji');
  await caregiverRegisteredAtLpk1('Bambang Sutrisno Uji');

  // Staff 1 logs in and lands on the staff dashboard: what waits for them.
  const { page } = await pages.open('/login?redirect=/admin/dashboard');
  await loginWithForm(page, STAFF);
  await waitForPath(page, '/admin/dashboard');
  await screenReady(page);
  const waiting = page.getByRole('region', { name: await tr(page, 'account:staff_dashboard.needs_you'), exact: true });
  await waiting.waitFor();
  await page
    .getByRole('region', { name: await tr(page, 'account:staff_dashboard.newest'), exact: true })
    .getByRole('link', { name: 'Kartika Wulandari Uji' })
    .waitFor();
  // Staff navigation only: no caregiver profile items.
  const nav = page.getByRole('navigation', { name: await tr(page, 'account:layout.nav_label'), exact: true });
  expect(await nav.getByRole('link', { name: await tr(page, 'account:layout.ktp'), exact: true }).count()).toBe(0);
  expect(await nav.getByRole('link', { name: await tr(page, 'account:layout.registration'), exact: true }).count()).toBe(0);
  await axeClean(page);

  // The list: search by name.
  await nav.getByRole('link', { name: await tr(page, 'account:layout.applicants'), exact: true }).click();
  await waitForPath(page, '/admin/applicants');
  await screenReady(page);
  await page.getByRole('table').waitFor();
  await page.getByRole('searchbox', { name: await tr(page, 'account:applicants.search'), exact: true }).fill('kartika wulan');
  const rows = page.getByRole('table').getByRole('rowheader');
  await waitFor(async () => (await rows.allInnerTexts()).join('|') === 'Kartika Wulandari Uji', 'the search leaves only Kartika', 15_000);
  expect(new URL(page.url()).searchParams.get('q')).toBe('kartika wulan');
  await axeClean(page);

  // Open her page: the read is audited.
  await page.getByRole('link', { name: 'Kartika Wulandari Uji', exact: true }).click();
  await waitForPath(page, `/admin/applicants/${applicant.registrationId}`);
  // The heading reads "Pendaftar" (applicant) until the applicant's data has arrived.
  await page.getByRole('main').getByRole('heading', { level: 1, name: 'Kartika Wulandari Uji', exact: true }).waitFor();
  await page.getByRole('region', { name: await tr(page, 'account:applicant.files'), exact: true }).waitFor();
  await axeClean(page);
  const audit = await api<{ items: Array<{ action: string; registration_id: number | null }> }>('/api/lpk/me/audit', { token: applicant.token });
  expect(audit.items.some((a) => a.action === 'profile.read' && a.registration_id === applicant.registrationId)).toBe(true);

  // Move pending -> registered with a note, after confirming.
  await moveRegistration(page, 'registered', 'Selamat bergabung, jadwal orientasi Senin.');
  await page.getByText('Selamat bergabung, jadwal orientasi Senin.', { exact: false }).waitFor();
  const learning = await tr(page, 'account:labels.registrations.status.learning');
  await page.getByRole('button', { name: await tr(page, 'account:applicant.move_to', { values: { status: learning } }), exact: true }).waitFor();
  const mine = await api<{ status: string; history: Array<{ status: string; note: string | null }> }>(`/api/lpk/registrations/${applicant.registrationId}`, {
    token: applicant.token,
  });
  expect(mine.status).toBe('registered');
  expect(mine.history.at(-1)).toEqual(expect.objectContaining({ status: 'registered', note: 'Selamat bergabung, jadwal orientasi Senin.' }));
  await axeClean(page);
  // One visit (opened, moved, read again): one entry per thing read in the applicant's log.
  const visit = await api<{ items: Array<{ action: string; registration_id: number | null; reads: number }> }>('/api/lpk/me/audit', {
    token: applicant.token,
  });
  const entries = visit.items.filter((a) => a.registration_id === applicant.registrationId).map((a) => a.action);
  expect(entries.filter((a) => a === 'profile.read')).toHaveLength(1);
  expect(new Set(entries).size).toBe(entries.length);

  // Back to the whole list; a caregiver registering now appears without a reload.
  await nav.getByRole('link', { name: await tr(page, 'account:layout.applicants'), exact: true }).click();
  await waitForPath(page, '/admin/applicants');
  await page
    .getByRole('table')
    .getByRole('rowheader', { name: /Kartika Wulandari Uji/ })
    .waitFor();
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  const newcomer = await caregiverRegisteredAtLpk1('Dimas Saputra Uji');
  const row = page.getByRole('table').getByRole('rowheader', { name: /Dimas Saputra Uji/ });
  await row.waitFor({ timeout: 15_000 });
  await row.getByText(await tr(page, 'account:applicants.new_badge'), { exact: true }).waitFor();
  expect(await row.getByRole('link').getAttribute('href')).toBe(`/admin/applicants/${newcomer.registrationId}`);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await axeClean(page);
});

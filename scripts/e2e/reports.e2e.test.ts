/**
 * A report of abuse in one browser walk (issue 34, part 3, Done when), in the real build with real
 * mail (MailDev): a signed-in caregiver finds "Laporkan masalah" on an LPK's page, fills the report
 * (a category, a text, a PDF) -> it shows on her dashboard as new -> the operator finds it in the
 * queue grouped under that LPK, opens it (the read in the audit log), moves it to in review, and
 * suspends the LPK straight from the report (a confirmation dialog) -> the LPK is gone from search
 * and its page -> the operator closes the report -> the caregiver is mailed at each change and her
 * dashboard, open all along, follows each change live. The report page, the dashboard and the
 * operator's queue have no serious axe violation, console error or CSP violation.
 */
import { inboxOf } from '../../api/test/maildev';
import { apiCall } from './harness';
import { axeClean, inLanguage, loginByStorage, OPERATOR, screenReady, searchShows, tr, useRealSystem, waitForPath } from './support';

const { pages, system } = useRealSystem();

/** A demo institute no other step of this file touches. */
const LPK_ID = 7;
const TEXT = 'Staf LPK meminta uang jaminan Rp 10 juta supaya saya tidak mundur, tanpa kuitansi resmi.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('caregiver reports an LPK -> operator reviews it and suspends the LPK from the report -> closed -> the caregiver is mailed and her dashboard says so', async () => {
  const stamp = Date.now().toString(36);
  const email = `pelapor-${stamp}@example.test`;
  const password = 'Kaigo#Osaka2026x';
  await apiCall(system(), '/api/lpk/register', {
    method: 'POST',
    body: { full_name: 'Wulan Pelapor', email, phone: '0812-3456-7890', password, password_confirmation: password, agree: true },
  });
  const lpk = await apiCall<{ id: number; name: string }>(system(), `/api/lpk/institutes/${LPK_ID}`);

  // On the LPK's page, signed in: the way to report it.
  const caregiver = await pages.open('/about');
  await loginByStorage(caregiver.page, system(), { email, password });
  await inLanguage(caregiver.page, 'id', `/lpk/${LPK_ID}`);
  const c = caregiver.page.getByRole('main');
  await c.getByRole('link', { name: await tr(caregiver.page, 'public:lpk_report.link'), exact: true }).click();
  await waitForPath(caregiver.page, '/admin/report');
  expect(await screenReady(caregiver.page)).toBe(await tr(caregiver.page, 'account:report.title'));
  await c.locator('[data-report-lpk]', { hasText: lpk.name }).waitFor();
  // The official channels, with their sources.
  await c
    .getByRole('region', { name: await tr(caregiver.page, 'account:report.channels.title'), exact: true })
    .getByText('0800-1000', { exact: false })
    .waitFor();
  await axeClean(caregiver.page);

  // A refusal first (nothing chosen), in Indonesian, then the report with a PDF.
  await c.getByRole('button', { name: await tr(caregiver.page, 'account:report.submit'), exact: true }).click();
  await c.getByText(await tr(caregiver.page, 'account:report.errors.category'), { exact: true }).waitFor();
  await c.getByRole('radio', { name: await tr(caregiver.page, 'account:labels.reports.category.deposit_or_guarantee'), exact: true }).check();
  await c.getByLabel(await tr(caregiver.page, 'account:report.text'), { exact: true }).fill(TEXT);
  await c
    .getByLabel(await tr(caregiver.page, 'account:report.attachment'), { exact: true })
    .setInputFiles({ name: 'kuitansi.pdf', mimeType: 'application/pdf', buffer: PDF });
  await c.getByRole('button', { name: await tr(caregiver.page, 'account:report.submit'), exact: true }).click();
  await c.getByRole('heading', { name: await tr(caregiver.page, 'account:report.sent_title'), exact: true }).waitFor();
  await axeClean(caregiver.page);

  // Her dashboard lists it as new.
  await c.getByRole('link', { name: await tr(caregiver.page, 'account:report.see_dashboard'), exact: true }).click();
  await waitForPath(caregiver.page, '/admin/dashboard');
  const mine = c.getByRole('region', { name: await tr(caregiver.page, 'account:report.mine.title'), exact: true });
  const item = mine.getByRole('listitem').filter({ hasText: lpk.name });
  await item.locator('[data-report-status="new"]').waitFor();
  await axeClean(caregiver.page);

  // The operator: the queue groups it under the LPK, without the reporter; opening it shows her and the read is logged.
  const operator = await pages.open('/');
  await loginByStorage(operator.page, system(), OPERATOR);
  await inLanguage(operator.page, 'id', '/admin/operator');
  const o = operator.page.getByRole('main');
  const queue = o.getByRole('region', { name: await tr(operator.page, 'account:operator.reports.title'), exact: true });
  const group = queue.locator(`[data-report-group="${LPK_ID}"]`);
  await group.waitFor();
  expect(await group.innerText()).not.toContain('Wulan Pelapor');
  const reportId = Number(await group.locator('[data-report]').first().getAttribute('data-report'));
  await group
    .getByRole('button', { name: await tr(operator.page, 'account:operator.reports.open', { values: { id: String(reportId) } }), exact: true })
    .click();
  const detail = group.locator(`[data-report-detail="${reportId}"]`);
  await detail.getByText('Wulan Pelapor', { exact: false }).waitFor();
  await detail.getByText(TEXT, { exact: true }).waitFor();
  await o
    .getByRole('region', { name: await tr(operator.page, 'account:operator.audit'), exact: true })
    .getByRole('cell', { name: await tr(operator.page, 'account:operator.action.report_viewed'), exact: true })
    .first()
    .waitFor();
  await axeClean(operator.page);

  // In review (the reporter is mailed), then the direct path to suspend the LPK, confirmed in a dialog.
  await detail.getByLabel(await tr(operator.page, 'account:operator.reports.status_label'), { exact: true }).selectOption('in_review');
  await detail.getByRole('button', { name: await tr(operator.page, 'account:operator.reports.status_submit'), exact: true }).click();
  await detail
    .getByText(
      await tr(operator.page, 'account:operator.reports.history_status', {
        values: { actor: 'Operator Kaigo', status: await tr(operator.page, 'account:labels.reports.status.in_review') },
      }),
      { exact: false },
    )
    .waitFor();
  const inbox = inboxOf(system().mail);
  const reviewing = await inbox.waitFor((m) => m.to === email && m.subject.includes('Sedang ditinjau'));
  expect(reviewing.subject).toBe(`Laporan Anda tentang ${lpk.name}: Sedang ditinjau`);
  expect(reviewing.text).not.toContain(TEXT);
  // Her dashboard, still open, follows live.
  await item.locator('[data-report-status="in_review"]').waitFor({ timeout: 10_000 });

  await group.getByRole('button', { name: await tr(operator.page, 'account:operator.reports.suspend'), exact: true }).click();
  const dialog = operator.page.getByRole('dialog', {
    name: await tr(operator.page, 'account:operator.reports.suspend_title', { values: { name: lpk.name } }),
    exact: true,
  });
  await axeClean(operator.page);
  await dialog.getByRole('button', { name: await tr(operator.page, 'account:operator.reports.suspend_confirm'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const search = await pages.open('/');
  await inLanguage(search.page, 'id', `/search/${encodeURIComponent(lpk.name)}`);
  await searchShows(search.page, lpk.name, false);
  expect((await fetch(`${system().baseUrl}/api/lpk/institutes/${LPK_ID}`)).status).toBe(404);

  // Closed: the reporter is mailed again, and her dashboard says so. The report stayed open on the page.
  await group.getByText(await tr(operator.page, 'account:operator.reports.suspended_note'), { exact: true }).waitFor();
  await detail.getByLabel(await tr(operator.page, 'account:operator.reports.status_label'), { exact: true }).selectOption('closed');
  await detail.getByLabel(await tr(operator.page, 'account:operator.reports.status_note'), { exact: true }).fill('LPK ditangguhkan.');
  await detail.getByRole('button', { name: await tr(operator.page, 'account:operator.reports.status_submit'), exact: true }).click();
  const closedMail = await inbox.waitFor((m) => m.to === email && m.subject.includes('Selesai'));
  expect(closedMail.subject).toBe(`Laporan Anda tentang ${lpk.name}: Selesai`);
  expect(closedMail.text).not.toContain('LPK ditangguhkan.');

  // Live, without a reload (LpkReportStatusChanged on her own channel).
  await item.locator('[data-report-status="closed"]').waitFor({ timeout: 10_000 });
  await axeClean(caregiver.page);
});

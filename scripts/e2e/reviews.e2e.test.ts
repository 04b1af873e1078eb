/**
 * Verified alumni reviews in the browser (issue 34, part 2, Done when), in the real build with real
 * mail (MailDev):
 * 1. a caregiver whose registration at LPK 1 reached `approved` writes a review from her
 *    registration (a refusal first, in Indonesian) -> it shows on /lpk/1 marked "Alumni
 *    terverifikasi" -> the LPK's admin replies once from /admin/institution -> the reply shows on
 *    the public page -> the operator hides the review with a reason (the ConfirmDialog) -> it is
 *    gone from the page, the action is in the audit log, the author is mailed with the reason and
 *    her registration page shows it;
 * 2. a caregiver whose registration is only pending is told when she may review, gets no form,
 *    and the API refuses her review in her language.
 * Every new screen part (the form, the public section, the admin's list, the operator's
 * moderation with its dialog open) has no serious axe violation, console error or CSP violation.
 */
import { inboxOf } from '../../api/test/maildev';
import { apiCall, apiLogin, type System } from './harness';
import { axeClean, inLanguage, loginByStorage, OPERATOR, screenReady, settled, tr, useRealSystem } from './support';

const { pages, system } = useRealSystem();

const LPK_ID = 1;
const ADMIN1 = { email: 'admin1@demo.test', password: 'Admin#2026' } as const;
const STAFF1 = { email: 'staff1@demo.test', password: 'Staff#2026' } as const;
const PASSWORD = 'Kaigo#Osaka2026x';
const TEXT = 'Sensei sabar, kelas praktik kaigo banyak, dan biaya persis seperti daftar di halaman LPK. Staf membantu dokumen sampai visa keluar.';
const REPLY = 'Terima kasih atas ulasannya. Semoga sukses bekerja di Jepang.';
const REASON = 'Menyebut nama seorang staf';

/** A new caregiver registered at LPK 1, moved by its staff up to `until` (API: the browser part is the review). */
async function caregiverAt(sys: System, fullName: string, until: 'pending' | 'approved'): Promise<{ email: string; token: string }> {
  const email = `${fullName.split(' ')[0]!.toLowerCase()}-${Date.now().toString(36)}@example.test`;
  await apiCall(sys, '/api/lpk/register', {
    method: 'POST',
    body: { full_name: fullName, email, phone: '0812-3456-7890', password: PASSWORD, password_confirmation: PASSWORD, agree: true },
  });
  const { token } = await apiLogin(sys, { email, password: PASSWORD });
  const registration = await apiCall<{ id: number }>(sys, '/api/lpk/registrations', { method: 'POST', token, body: { lpk_id: LPK_ID, consent: true } });
  if (until === 'approved') {
    const staff = await apiLogin(sys, STAFF1);
    for (const status of ['registered', 'learning', 'documents_submitted', 'approved']) {
      await apiCall(sys, `/api/lpk/institution/registrations/${registration.id}/status`, { method: 'POST', token: staff.token, body: { status } });
    }
  }
  return { email, token };
}

test('an alumna writes a review -> the LPK admin replies -> the operator hides it -> she is mailed with the reason', async () => {
  const lpk = await apiCall<{ name: string }>(system(), `/api/lpk/institutes/${LPK_ID}`);
  const { email } = await caregiverAt(system(), 'Ratna Dewi Lestari', 'approved');
  const author = 'Ratna L.';

  // Her registration offers the review form; a refusal first, then the review.
  const caregiver = await pages.open('/about');
  await loginByStorage(caregiver.page, system(), { email, password: PASSWORD });
  await inLanguage(caregiver.page, 'id', '/registration');
  const c = caregiver.page.getByRole('main');
  const panel = c.getByRole('region', { name: await tr(caregiver.page, 'account:reviews.panel_title', { values: { lpk: lpk.name } }), exact: true });
  await panel.getByRole('button', { name: await tr(caregiver.page, 'account:reviews.write'), exact: true }).click();
  await panel.getByRole('button', { name: await tr(caregiver.page, 'account:reviews.submit_new'), exact: true }).click();
  await panel
    .getByText(await tr(caregiver.page, 'account:labels.reviews.text_length'), { exact: true })
    .first()
    .waitFor();
  await axeClean(caregiver.page);
  for (const aspect of ['teaching', 'fee_honesty', 'documents']) {
    const group = panel.getByRole('group', { name: await tr(caregiver.page, `account:labels.reviews.aspect.${aspect}`), exact: true });
    await group.getByRole('radio', { name: await tr(caregiver.page, 'account:reviews.stars_other', { values: { count: '5' } }), exact: true }).check();
  }
  const dormitory = panel.getByRole('group', { name: await tr(caregiver.page, 'account:labels.reviews.aspect.dormitory'), exact: true });
  if (await dormitory.count()) await dormitory.getByRole('radio', { name: await tr(caregiver.page, 'account:reviews.dormitory_none'), exact: true }).check();
  await panel.getByLabel(await tr(caregiver.page, 'account:reviews.body'), { exact: true }).fill(TEXT);
  await panel.getByRole('button', { name: await tr(caregiver.page, 'account:reviews.submit_new'), exact: true }).click();
  const visible = await tr(caregiver.page, 'account:reviews.state', { values: { state: await tr(caregiver.page, 'account:labels.reviews.state.visible') } });
  await panel.getByText(visible, { exact: true }).waitFor();
  await axeClean(caregiver.page);

  // On the LPK's public page: marked verified alumni, first name and initial only.
  const visitor = await pages.open('/');
  await inLanguage(visitor.page, 'id', `/lpk/${LPK_ID}`);
  const reviews = visitor.page.getByRole('main').getByRole('region', { name: await tr(visitor.page, 'public:reviews.heading'), exact: true });
  const shown = reviews.getByRole('article', { name: author, exact: true });
  await shown.getByText(TEXT, { exact: true }).waitFor();
  await shown.getByText(await tr(visitor.page, 'public:labels.reviews.verified_alumni'), { exact: false }).waitFor();
  expect(await reviews.innerText()).not.toContain('Ratna Dewi Lestari');
  await axeClean(visitor.page);

  // The LPK's admin replies once, from the institution area.
  const admin = await pages.open('/');
  await loginByStorage(admin.page, system(), ADMIN1);
  await inLanguage(admin.page, 'id', '/admin/institution');
  const area = admin.page.getByRole('main').getByRole('region', { name: await tr(admin.page, 'account:reviews.lpk_title'), exact: true });
  const card = area.getByRole('article', { name: new RegExp(`^${author}`) });
  await card.getByLabel(await tr(admin.page, 'account:reviews.reply_label', { values: { author } }), { exact: true }).fill(REPLY);
  await axeClean(admin.page);
  await card.getByRole('button', { name: await tr(admin.page, 'account:reviews.reply_send'), exact: true }).click();
  // Signed by the LPK, and the form is gone.
  await card.getByText(await tr(admin.page, 'account:reviews.reply', { values: { lpk: lpk.name } }), { exact: true }).waitFor();
  expect(await card.getByRole('button', { name: await tr(admin.page, 'account:reviews.reply_send'), exact: true }).count()).toBe(0);
  await visitor.page.reload();
  await screenReady(visitor.page);
  await shown.getByText(REPLY, { exact: true }).waitFor();

  // The operator hides it with a reason, confirmed in the dialog.
  const operator = await pages.open('/');
  await loginByStorage(operator.page, system(), OPERATOR);
  await inLanguage(operator.page, 'id', '/admin/operator');
  const o = operator.page.getByRole('main');
  const moderation = o.getByRole('region', { name: await tr(operator.page, 'account:reviews.op_title'), exact: true });
  await moderation.getByLabel(await tr(operator.page, 'account:reviews.op_filter'), { exact: true }).selectOption('visible');
  const target = moderation.getByRole('article', { name: new RegExp(`^${author}`) });
  await target.getByRole('button', { name: await tr(operator.page, 'account:reviews.hide'), exact: true }).click();
  const dialog = operator.page.getByRole('dialog', { name: await tr(operator.page, 'account:reviews.hide_title', { values: { author } }), exact: true });
  await dialog.getByLabel(await tr(operator.page, 'account:reviews.reason'), { exact: true }).fill(REASON);
  await axeClean(operator.page);
  await dialog.getByRole('button', { name: await tr(operator.page, 'account:reviews.hide'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await o
    .getByRole('region', { name: await tr(operator.page, 'account:operator.audit'), exact: true })
    .getByRole('cell', { name: await tr(operator.page, 'account:operator.action.review_hidden'), exact: true })
    .first()
    .waitFor();
  await axeClean(operator.page);

  // Gone from the public page; the author is mailed with the reason, and her registration says why.
  await visitor.page.reload();
  await screenReady(visitor.page);
  await settled(visitor.page);
  await reviews.waitFor();
  expect(await reviews.getByRole('article', { name: author, exact: true }).count()).toBe(0);
  const mail = await inboxOf(system().mail).waitFor((m) => m.to === email && m.subject.includes('disembunyikan'));
  expect(mail.subject).toBe(`Ulasan Anda tentang ${lpk.name} disembunyikan`);
  expect(mail.text).toContain(`Alasan operator: ${REASON}`);
  await caregiver.page.reload();
  await screenReady(caregiver.page);
  await panel.getByText(await tr(caregiver.page, 'account:reviews.hidden_reason', { values: { reason: REASON } }), { exact: true }).waitFor();
  await panel.getByRole('button', { name: await tr(caregiver.page, 'account:reviews.edit'), exact: true }).waitFor();
});

test('a caregiver whose registration is only pending cannot review: no form, and the API refuses in her language', async () => {
  const lpk = await apiCall<{ name: string }>(system(), `/api/lpk/institutes/${LPK_ID}`);
  const { email, token } = await caregiverAt(system(), 'Intan Permata', 'pending');
  const caregiver = await pages.open('/about');
  await loginByStorage(caregiver.page, system(), { email, password: PASSWORD });
  await inLanguage(caregiver.page, 'en', '/registration');
  const panel = caregiver.page
    .getByRole('main')
    .getByRole('region', { name: await tr(caregiver.page, 'account:reviews.panel_title', { values: { lpk: lpk.name } }), exact: true });
  await panel.getByText(await tr(caregiver.page, 'account:reviews.not_yet'), { exact: true }).waitFor();
  expect(await panel.getByRole('button', { name: await tr(caregiver.page, 'account:reviews.write'), exact: true }).count()).toBe(0);
  await axeClean(caregiver.page);

  const response = await fetch(`${system().baseUrl}/api/lpk/reviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
    body: JSON.stringify({ lpk_id: LPK_ID, ratings: { teaching: 5, fee_honesty: 5, documents: 5 }, body: TEXT }),
  });
  expect(response.status).toBe(403);
  expect(((await response.json()) as { message: string }).message).toMatch(/^Only alumni can review this LPK/);
});

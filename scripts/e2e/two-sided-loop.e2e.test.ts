/**
 * The two-sided loop of issue 33 in one browser walk, in the real build with real mail (MailDev):
 * an LPK applies -> the operator approves -> a draft, not in search -> its admin publishes -> in
 * search -> the admin invites a staff member, who accepts from the mail's link -> a new caregiver
 * signs up and registers with the new LPK -> the staff member moves the registration and the
 * caregiver sees it live -> the operator suspends the LPK -> gone from search, its page answers
 * the not-found page (404), and the staff console and the institution area show the suspension
 * banner. The screens met on the way have no serious axe violation, console error or CSP violation.
 */
import { inboxOf } from '../../api/test/maildev';
import { apiCall } from './harness';
import {
  applyAsLpk,
  approveApplication,
  axeClean,
  inLanguage,
  loginByStorage,
  mailLink,
  moveRegistration,
  OPERATOR,
  publishListing,
  screenReady,
  searchShows,
  settled,
  signUpWithForm,
  suspendLpk,
  tr,
  useRealSystem,
  waitForPath,
} from './support';

const { pages, system } = useRealSystem();

/** An entry of the sample registry (api/registry/lpk-registry-sample.csv) that no demo institute and no other browser test has. */
const LPK = { name: 'LPK Hikari Mulia Sidoarjo', licence: 'KEP.5520/35.78/LP.01.01/XI/2018', province: 'Jawa Timur', city: 'Sidoarjo' };
const REASON = 'Biaya ilegal dilaporkan calon peserta';

test('apply -> approved -> draft, not in search -> published -> in search -> staff invited and accepted -> a caregiver registers -> staff moves it, seen live -> suspended -> gone', async () => {
  const started = Date.now();
  const stamp = Date.now().toString(36);

  // The operator watches the console; the LPK applies and is approved: a draft, not in search.
  const operator = await pages.open('/');
  await loginByStorage(operator.page, system(), OPERATOR);
  await inLanguage(operator.page, 'id', '/admin/operator');
  await operator.page.getByRole('heading', { level: 2, name: await tr(operator.page, 'account:operator.applications'), exact: true }).waitFor();
  const admin = await pages.open('/');
  await inLanguage(admin.page, 'id', '/lpk-apply');
  await applyAsLpk(admin.page, LPK, `admin-${stamp}@example.test`, 'Kaigo#Jepang2026');
  await approveApplication(operator.page, LPK.name);
  await admin.page.getByText(await tr(admin.page, 'account:lpk_application.status.approved'), { exact: true }).waitFor({ timeout: 15_000 });
  const search = await pages.open('/');
  await inLanguage(search.page, 'id', `/search/${encodeURIComponent(LPK.name)}`);
  await searchShows(search.page, LPK.name, false);

  // Its admin completes the listing and publishes it (the publish box axe-checked): public.
  await publishListing(admin.page, LPK.name);
  await searchShows(search.page, LPK.name, true);
  const found = await apiCall<{ items: { id: number; name: string }[] }>(system(), `/api/lpk/institutes?q=${encodeURIComponent(LPK.name)}`);
  const lpkId = found.items.find((i) => i.name === LPK.name)!.id;

  // The new admin invites a staff member; the mail's link is accepted by a new person.
  const main = admin.page.getByRole('main');
  const staffEmail = `staf-${stamp}@example.id`;
  await main.getByLabel(await tr(admin.page, 'account:institution.staff.invite_email'), { exact: true }).fill(staffEmail);
  await main.getByLabel(await tr(admin.page, 'account:institution.staff.invite_language'), { exact: true }).selectOption('id');
  await main.getByRole('button', { name: await tr(admin.page, 'account:institution.staff.send'), exact: true }).click();
  const mail = await inboxOf(system().mail).waitFor((m) => m.to === staffEmail);
  expect(mail.subject).toBe(`Undangan menjadi staf ${LPK.name}`);
  const staff = await pages.open('/about', [/HTTP 401: /, /status of 401 \(Unauthorized\)/]);
  await inLanguage(staff.page, 'id', mailLink(mail, '/staff-invitation'));
  const s = (key: string) => tr(staff.page, `public:staff_invitation.${key}`);
  await staff.page.getByLabel(await s('full_name'), { exact: true }).fill('Yuni Astuti');
  await staff.page.getByLabel(await s('password'), { exact: true }).fill('Hikari#Staf2026');
  await staff.page.getByLabel(await s('password_confirmation'), { exact: true }).fill('Hikari#Staf2026');
  await staff.page.getByRole('button', { name: await s('accept'), exact: true }).click();
  await waitForPath(staff.page, '/admin/applicants');
  await staff.page
    .getByRole('main')
    .getByRole('heading', { level: 1, name: await tr(staff.page, 'account:applicants.title'), exact: true })
    .waitFor();
  // Its list is loaded and listening before anyone registers.
  await settled(staff.page);

  // A new caregiver signs up (started from "register with this LPK") and registers with it.
  const caregiver = await pages.open('/about');
  await inLanguage(caregiver.page, 'id', `/register?redirect=${encodeURIComponent(`/registration?lpk_id=${lpkId}`)}`);
  await signUpWithForm(caregiver.page, { fullName: 'Ratna Sari Hikari', email: `perawat-${stamp}@example.test`, password: 'Kaigo#Osaka2026x' });
  await waitForPath(caregiver.page, '/registration');
  await screenReady(caregiver.page);
  const c = caregiver.page.getByRole('main');
  await c.getByRole('checkbox', { name: await tr(caregiver.page, 'account:registration.consent_label', { values: { lpk: LPK.name } }), exact: true }).check();
  await c.getByRole('button', { name: await tr(caregiver.page, 'account:registration.submit'), exact: true }).click();
  const card = c.getByRole('article', { name: await tr(caregiver.page, 'account:registration_card.title', { values: { lpk: LPK.name } }), exact: true });
  await card.locator('.status-badge', { hasText: await tr(caregiver.page, 'account:labels.registrations.status.pending') }).waitFor();

  // The staff member sees the newcomer arrive without a reload, opens her and moves the registration.
  const row = staff.page.getByRole('table').getByRole('rowheader', { name: /Ratna Sari Hikari/ });
  await row.waitFor({ timeout: 15_000 });
  await row.getByRole('link').click();
  await waitForPath(staff.page, /^\/admin\/applicants\/\d+$/);
  await staff.page.getByRole('main').getByRole('heading', { level: 1, name: 'Ratna Sari Hikari', exact: true }).waitFor();
  await moveRegistration(staff.page, 'registered', 'Selamat bergabung di LPK Hikari.');
  // The caregiver's page follows at once.
  await card.locator('.status-badge', { hasText: await tr(caregiver.page, 'account:labels.registrations.status.registered') }).waitFor({ timeout: 10_000 });

  // A staff member opening the admin's area gets the "no access" page, not the staff's e-mails.
  const elsewhere = await pages.open('/about');
  await loginByStorage(elsewhere.page, system(), { email: staffEmail, password: 'Hikari#Staf2026' });
  await inLanguage(elsewhere.page, 'id', '/admin/institution');
  expect(await screenReady(elsewhere.page)).toBe(await tr(elsewhere.page, 'account:no_access.title'));
  expect(await elsewhere.page.getByText(staffEmail).count()).toBe(0);
  await axeClean(elsewhere.page);

  // The operator suspends the LPK with a reason: gone from search at once.
  expect(await suspendLpk(operator.page, LPK.name, REASON)).toBe(lpkId);
  await searchShows(search.page, LPK.name, false);

  // The staff console and the institution area show the suspension banner, live, with the reason.
  const title = await tr(staff.page, 'account:lpk_suspension.title');
  const banner = staff.page.getByRole('status').filter({ hasText: title });
  await banner.waitFor({ timeout: 10_000 });
  expect(await banner.innerText()).toContain(REASON);
  await axeClean(staff.page);
  await admin.page.getByRole('status').filter({ hasText: title }).waitFor({ timeout: 10_000 });
  await axeClean(admin.page);

  // Its page answers the not-found page: HTTP 404 for the document, the not-found screen in the browser.
  expect((await fetch(`${system().baseUrl}/lpk/${lpkId}`)).status).toBe(404);
  const gone = await pages.open(`/lpk/${lpkId}`, [
    new RegExp(`HTTP 404: GET \\S+/lpk/${lpkId}$`),
    new RegExp(`HTTP 404: GET \\S+/api/lpk/institutes/${lpkId}(\\?\\S*)?$`),
    new RegExp(`status of 404 \\(Not Found\\) \\(\\S+/(api/lpk/institutes/)?(lpk/)?${lpkId}(\\?\\S*)?\\)`),
  ]);
  // The screen first draws its loading state ("Detail LPK"), then the not-found screen once the API's 404 arrives.
  await screenReady(gone.page);
  const notFound = await tr(gone.page, 'public:lpk.not_found_title');
  await gone.page.locator('main h1:not([data-prerender] *)', { hasText: notFound }).first().waitFor({ state: 'visible', timeout: 15_000 });
  await axeClean(gone.page);

  expect(Date.now() - started).toBeLessThan(90_000);
});

/**
 * The unread message count in the real build: a caregiver with a live registration at LPK 1 is
 * on the dashboard when staff 1 sends a message through the API; the account navigation and the
 * header's user menu show 1 unread without a reload, and opening the thread clears both.
 */
import { apiCall, apiLogin, waitFor } from './harness';
import { loginWithForm, markDocument, pushPath, screenReady, stillSameDocument, tr, useRealSystem, waitForPath } from './support';

const { pages, system } = useRealSystem();

const STAFF = { email: 'staff1@demo.test', password: 'Staff#2026' };

const api = <T>(path: string, init: Parameters<typeof apiCall>[2] = {}) => apiCall<T>(system(), path, init);

test('a message from staff shows as unread in the navigation and the header, live; opening the thread clears it', async () => {
  const password = 'Kaigo#Osaka2026x';
  const email = `unread-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const fullName = 'Dewi Lestari Uji';
  const { token } = await api<{ token: string }>('/api/lpk/register', {
    method: 'POST',
    body: { full_name: fullName, email, phone: '0812-3456-7890', password, password_confirmation: password, agree: true },
  });
  const registration = await api<{ id: number }>('/api/lpk/registrations', { method: 'POST', token, body: { lpk_id: 1, consent: true } });

  const { page } = await pages.open('/login?redirect=/admin/dashboard');
  await loginWithForm(page, { email, password });
  await waitForPath(page, '/admin/dashboard');
  await screenReady(page);
  await markDocument(page);

  const messagesLabel = await tr(page, 'account:layout.messages');
  const unreadLabel = await tr(page, 'account:layout.unread', { values: { count: '1' } });
  const nav = page.getByRole('navigation', { name: await tr(page, 'account:layout.nav_label'), exact: true });
  await nav.getByRole('link', { name: messagesLabel, exact: true }).waitFor();
  // The page has subscribed to its channel before the message leaves.
  await page.waitForLoadState('networkidle');

  const staff = await apiLogin(system(), STAFF);
  await api('/api/lpk/messages', {
    method: 'POST',
    token: staff.token,
    body: { registration_id: registration.id, body: 'Halo, dokumen Anda sudah kami terima.' },
  });

  await nav.getByRole('link', { name: `${messagesLabel} ${unreadLabel}`, exact: true }).waitFor({ timeout: 10_000 });

  // The header (on the public pages) says it too, still without a reload.
  await pushPath(page, '/');
  const headerUnread = await tr(page, 'shell:header.unread', { values: { count: '1' } });
  const toggle = page.getByRole('banner').getByRole('button', { name: fullName });
  await waitFor(async () => ((await toggle.getAttribute('aria-expanded')) !== null ? toggle : null), 'the user menu toggle');
  await page
    .getByRole('banner')
    .getByRole('button', { name: `${fullName} ${headerUnread}` })
    .waitFor({ timeout: 10_000 });
  await toggle.click();
  const headerMessages = await tr(page, 'shell:header.messages');
  await page
    .getByRole('banner')
    .getByRole('link', { name: `${headerMessages} ${headerUnread}`, exact: true })
    .click();

  // Opening the thread reads it: the count goes from the navigation and the header.
  await waitForPath(page, '/admin/messages');
  await page.getByText('Halo, dokumen Anda sudah kami terima.').first().waitFor();
  await nav.getByRole('link', { name: messagesLabel, exact: true }).waitFor({ timeout: 10_000 });
  await pushPath(page, '/');
  // The toggle's name is the avatar's and the user's, with no count after them.
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`${fullName}$`) })
    .waitFor({ timeout: 10_000 });
  expect(await stillSameDocument(page)).toBe(true);
});

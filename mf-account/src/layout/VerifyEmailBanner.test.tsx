import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getUser, setLanguage } from 'mf-shared';
import { logIn, ok, pathOf, renderScreen, startApi, type Reply, type SeenRequest } from '../../test/helpers/renderScreen';
import { VerifyEmailBanner } from './VerifyEmailBanner';

/** What POST /email/verification answers next. */
let resend: Reply = ok(null, 'We have sent a verification link to siti@example.test. Check your inbox (and spam folder).');

function route(request: SeenRequest): Reply {
  const path = pathOf(request.url);
  if (path === '/api/lpk/email/verification') return resend;
  if (path === '/api/lpk/profile') return ok({ user: { ...getUser(), email_verified_at: '2026-11-26T10:00:00.000Z' }, completeness: {} });
  return { status: 404, body: { status: 'error', message: 'Not found' } };
}

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  await act(() => setLanguage('en'));
  api = await startApi(route);
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  resend = ok(null, 'We have sent a verification link to siti@example.test. Check your inbox (and spam folder).');
});

test('an unverified address: the banner names it, sends the link again and leads to changing it', async () => {
  logIn({ email_verified_at: null });
  renderScreen(<VerifyEmailBanner />, '/admin/dashboard');
  const banner = screen.getByRole('region', { name: 'Your email is not verified' });
  expect(banner).toHaveTextContent('We sent a link to siti@example.test.');
  expect(screen.getByRole('link', { name: 'Change email' })).toHaveAttribute('href', '/admin/edit-profile');
  await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
  expect(await screen.findByText(/We have sent a verification link to siti@example.test/)).toHaveAttribute('role', 'status');
  expect(api.seen.filter((r) => pathOf(r.url) === '/api/lpk/email/verification')).toHaveLength(1);
});

test('too many links: the API says how long to wait', async () => {
  resend = {
    status: 429,
    headers: { 'Retry-After': '1800' },
    body: { status: 'error', message: 'The verification link has been sent several times already. Please try again in 30 minutes.' },
  };
  logIn({ email_verified_at: null });
  renderScreen(<VerifyEmailBanner />, '/admin/dashboard');
  await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
  expect(await screen.findByText('The verification link has been sent several times already. Please try again in 30 minutes.')).toHaveAttribute(
    'role',
    'status',
  );
});

test('verified meanwhile on another device: the account is read again and the banner goes', async () => {
  resend = { status: 422, body: { status: 'error', message: 'Your email is already verified.' } };
  logIn({ email_verified_at: null });
  renderScreen(<VerifyEmailBanner />, '/admin/dashboard');
  await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Your email is not verified' })).toBeNull());
  expect(getUser()?.email_verified_at).toBe('2026-11-26T10:00:00.000Z');
});

test('no banner for a verified address, nor for a session stored before verification existed', () => {
  logIn({ email_verified_at: '2026-11-26T10:00:00.000Z' });
  const { unmount } = renderScreen(<VerifyEmailBanner />, '/admin/dashboard');
  expect(screen.queryByRole('region')).toBeNull();
  unmount();
  logIn();
  renderScreen(<VerifyEmailBanner />, '/admin/dashboard');
  expect(screen.queryByRole('region')).toBeNull();
});

test('an LPK applicant is not told the address is for "the LPKs": the banner gives their own reason', async () => {
  logIn({ email_verified_at: null, role: 'lpk_admin', lpk_id: null });
  renderScreen(<VerifyEmailBanner />, '/admin/application');
  const banner = screen.getByRole('region', { name: 'Your email is not verified' });
  expect(banner).toHaveTextContent('the operator’s decisions, staff invitations and notices go there');
  expect(banner).not.toHaveTextContent('so that LPKs know');
});

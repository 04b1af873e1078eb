import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getUser, setLanguage } from 'mf-shared';
import { fakeApi, fail, NO_COMPLETENESS, ok } from '../../test/fake-api';
import { logIn, renderScreen } from '../../test/helpers/renderScreen';
import { VerifyEmailBanner } from './VerifyEmailBanner';

/** The API answers 202 (the mail is queued). */
const SENT = { ...ok(null, 'We have sent a verification link to siti@example.test. Check your inbox (and spam folder).'), status: 202 };
const RESEND = 'POST /api/lpk/email/verification';

const api = fakeApi();
beforeAll(async () => {
  await act(() => setLanguage('en'));
});
beforeEach(() => {
  api.use(RESEND, SENT);
  api.use('GET /api/lpk/profile', () => ok({ user: { ...getUser()!, email_verified_at: '2026-11-26T10:00:00.000Z' }, completeness: NO_COMPLETENESS }));
});

test('an unverified address: the banner names it, sends the link again and leads to changing it', async () => {
  logIn({ email_verified_at: null });
  renderScreen(<VerifyEmailBanner />, '/admin/dashboard');
  const banner = screen.getByRole('region', { name: 'Your email is not verified' });
  expect(banner).toHaveTextContent('We sent a link to siti@example.test.');
  expect(screen.getByRole('link', { name: 'Change email' })).toHaveAttribute('href', '/admin/edit-profile');
  await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
  expect(await screen.findByText(/We have sent a verification link to siti@example.test/)).toHaveAttribute('role', 'status');
  expect(api.requests(RESEND)).toHaveLength(1);
});

test('too many links: the API says how long to wait', async () => {
  api.use(RESEND, {
    ...fail(429, 'The verification link has been sent several times already. Please try again in 30 minutes.'),
    headers: { 'Retry-After': '1800' },
  });
  logIn({ email_verified_at: null });
  renderScreen(<VerifyEmailBanner />, '/admin/dashboard');
  await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
  expect(await screen.findByText('The verification link has been sent several times already. Please try again in 30 minutes.')).toHaveAttribute(
    'role',
    'status',
  );
});

test('verified meanwhile on another device: the account is read again and the banner goes', async () => {
  api.use(RESEND, fail(422, 'Your email is already verified.'));
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

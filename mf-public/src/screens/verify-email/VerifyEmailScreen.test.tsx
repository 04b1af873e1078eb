import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getUser, setSession } from 'mf-shared';
import { makeUser } from 'mf-shared/test/helpers/fixtures';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { renderAt } from '../../../test/helpers/auth';
import VerifyEmailScreen from './VerifyEmailScreen';

const api = fakeApi();
const VERIFY = 'POST /api/lpk/verify-email';
const RESEND = 'POST /api/lpk/email/verification';
const EXPIRED = fail(410, 'Tautan ini sudah kedaluwarsa. Silakan minta tautan baru.');
const TOKEN = 'verify-token-0123456789abcdef0123456789abc';

function open(url = `/verify-email?token=${TOKEN}`) {
  return renderAt(url, '/verify-email', <VerifyEmailScreen />);
}

describe('VerifyEmailScreen', () => {
  it('verifies once on opening; the signed-in owner of the address is verified at once', async () => {
    setSession('3|tok', makeUser({ email: 'siti@example.test', email_verified_at: null }));
    api.use(VERIFY, ok({ email: 'siti@example.test', email_verified_at: '2026-11-26T10:00:00.000Z' }, 'Email Anda telah terverifikasi. Terima kasih!'));
    open();
    const status = (await screen.findByText('Email Anda telah terverifikasi. Terima kasih!')).closest('[role="status"]')!;
    expect(status).toHaveTextContent('siti@example.test');
    expect(screen.getByRole('link', { name: 'Ke dasbor' })).toHaveAttribute('href', '/admin/dashboard');
    await waitFor(() => expect(getUser()?.email_verified_at).toBe('2026-11-26T10:00:00.000Z'));
    expect(api.requests(VERIFY).map((call) => call.body)).toEqual([{ token: TOKEN }]);
  });

  it('an expired link, signed out: says so and offers to log in for a new one', async () => {
    api.use(VERIFY, EXPIRED);
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tautan ini sudah kedaluwarsa.');
    expect(screen.getByRole('link', { name: 'Masuk untuk meminta tautan baru' })).toHaveAttribute('href', '/login?redirect=%2Fadmin%2Fdashboard');
  });

  it('an expired link, signed in: a new link is sent from here', async () => {
    const user = userEvent.setup();
    setSession('3|tok', makeUser({ email_verified_at: null }));
    api.use(VERIFY, EXPIRED);
    api.use(RESEND, { ...ok(null, 'Kami telah mengirim tautan verifikasi ke siti@example.test.'), status: 202 });
    open();
    await user.click(await screen.findByRole('button', { name: 'Kirim tautan baru' }));
    expect(await screen.findByText('Kami telah mengirim tautan verifikasi ke siti@example.test.')).toHaveAttribute('role', 'status');
    expect(api.requests(RESEND)[0]!.headers.authorization).toBe('Bearer 3|tok');
  });

  it('no token: incomplete, nothing sent', () => {
    open('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent('Tautan ini tidak lengkap.');
    expect(api.requests(VERIFY)).toHaveLength(0);
  });
});

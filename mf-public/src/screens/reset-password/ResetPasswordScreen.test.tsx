import userEvent from '@testing-library/user-event';
import { act, screen, waitFor } from '@testing-library/react';
import { getToken, i18n } from 'mf-shared';
import { makeUser } from 'mf-shared/test/helpers/fixtures';
import { fail, fakeApi, ok, type Reply } from '../../../test/fake-api';
import { landedAt, renderAt, toastMessages } from '../../../test/helpers/auth';
import ResetPasswordScreen from './ResetPasswordScreen';

const api = fakeApi();
const CHECK = 'POST /api/lpk/reset-password/check';
const RESET = 'POST /api/lpk/reset-password';
const TOKEN = 'tok3n-from-the-mail-0123456789abcdef0123456';
const EXPIRED = 'Tautan ini sudah kedaluwarsa. Silakan minta tautan baru.';

function open(url = `/reset-password?token=${TOKEN}`) {
  return renderAt(url, '/reset-password', <ResetPasswordScreen />);
}

/** Check answers OK; reset answers `reset` (when the test gets that far). */
function answer(reset?: Reply) {
  api.use(CHECK, ok({ expires_at: '2026-11-27T10:00:00.000Z' }));
  if (reset) api.use(RESET, reset);
}

async function fill(password: string, confirmation = password) {
  await userEvent.clear(screen.getByLabelText('Password baru'));
  await userEvent.type(screen.getByLabelText('Password baru'), password);
  await userEvent.clear(screen.getByLabelText('Ulangi password baru'));
  await userEvent.type(screen.getByLabelText('Ulangi password baru'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Simpan password baru' }));
}

describe('ResetPasswordScreen', () => {
  it('checks the link first; an expired one says so and offers a new link, no form', async () => {
    api.use(CHECK, fail(410, EXPIRED));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Buat password baru' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('Password baru')).toBeNull();
    expect(api.requests(CHECK)[0]!.body).toEqual({ token: TOKEN });
  });

  it('a link without a token: incomplete, nothing sent', () => {
    open('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Tautan ini tidak lengkap.');
    expect(api.requests(CHECK)).toHaveLength(0);
  });

  it('the rules of the password and the repeated password are checked before any call', async () => {
    answer();
    open();
    await screen.findByLabelText('Password baru');
    await fill('kaigo');
    expect(await screen.findByText('Password belum memenuhi semua ketentuan di bawah.')).toBeInTheDocument();
    await fill('Kaigo#Jepang2026', 'Kaigo#Jepang2027');
    expect(await screen.findByText('Password tidak cocok. Silakan periksa kembali.')).toBeInTheDocument();
    expect(api.requests(RESET)).toHaveLength(0);
  });

  it('saved: signed in with the new session, the server message, and on to the dashboard', async () => {
    // A user as the API answers one (contracts' `user`: locale, created_at and has_password too).
    const user = makeUser({ email_verified_at: '2026-11-26T10:00:00.000Z', locale: 'id', created_at: '2026-11-01T08:00:00.000Z', has_password: true });
    answer(ok({ token: '12|new-session', user }, 'Password baru Anda telah disimpan.'));
    open();
    await screen.findByLabelText('Password baru');
    await fill('Kaigo#Jepang2026');
    expect(await landedAt()).toBe('/admin/dashboard');
    expect(api.requests(RESET)[0]!.body).toEqual({
      token: TOKEN,
      password: 'Kaigo#Jepang2026',
      password_confirmation: 'Kaigo#Jepang2026',
    });
    expect(getToken()).toBe('12|new-session');
    expect(toastMessages()).toContain('Password baru Anda telah disimpan.');
  });

  it('the link used meanwhile (410 on save): the form gives way to the message and a new link', async () => {
    answer(fail(410, 'Tautan ini sudah pernah dipakai.'));
    open();
    await screen.findByLabelText('Password baru');
    await fill('Kaigo#Jepang2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tautan ini sudah pernah dipakai.');
    expect(screen.queryByLabelText('Password baru')).toBeNull();
  });

  it('a server field error (a common password) is shown beside the field', async () => {
    answer(fail(422, 'Data tidak valid.', { password: ['Password ini terlalu umum.'] }));
    open();
    await screen.findByLabelText('Password baru');
    await fill('Password#123');
    await waitFor(() => expect(screen.getByLabelText('Password baru')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Password ini terlalu umum.')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    answer();
    open();
    await screen.findByLabelText('Password baru');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat new password')).toBeInTheDocument();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, getToken, i18n, setSession } from 'mf-shared';
import { fail, fakeApi, ok, type Reply } from '../../../test/fake-api';
import { apiUser } from '../../../test/fake-api/fixtures';
import { landedAt, renderAt, toastMessages } from '../../../test/helpers/auth';
import StaffInvitationScreen from './StaffInvitationScreen';

const api = fakeApi();
const CHECK = 'POST /api/lpk/staff-invitation/check';
const ACCEPT = 'POST /api/lpk/staff-invitation/accept';
const JOIN = 'POST /api/lpk/staff-invitation/join';
const TOKEN = 'invite-t0ken-from-the-mail-0123456789abcdef';
const INFO = { email: 'dewi@example.id', lpk_id: 1, lpk_name: 'LPK Sakura Mandiri', expires_at: '2026-12-04T10:00:00.000Z', account_exists: false };

function open(url = `/staff-invitation?token=${TOKEN}`) {
  return renderAt(url, '/staff-invitation', <StaffInvitationScreen />);
}

/** The check answers `info`; accepting (a new account, or `into` the signed-in one) answers `then`. */
function answer(info: typeof INFO, then?: Reply, into: typeof ACCEPT | typeof JOIN = ACCEPT) {
  api.use(CHECK, ok(info));
  if (then) api.use(into, then);
}

describe('StaffInvitationScreen', () => {
  it('an expired or used link says so, with no form', async () => {
    api.use(CHECK, fail(410, 'Tautan ini sudah kedaluwarsa.'));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Undangan staf LPK' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tautan ini sudah kedaluwarsa.');
    expect(screen.getByRole('alert')).toHaveTextContent('Minta admin LPK untuk mengirim undangan baru.');
    expect(screen.queryByLabelText('Nama lengkap')).toBeNull();
  });

  it('a new person sets name and password: signed in as staff and on to the applicants', async () => {
    const user = userEvent.setup();
    const staff = apiUser({ email: INFO.email, role: 'lpk_staff', lpk_id: 1 });
    answer(INFO, { status: 201, ...ok({ token: '31|staff-session', user: staff }, 'Selamat bergabung!') });
    open();
    expect(await screen.findByText(/LPK Sakura Mandiri mengundang dewi@example.id/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nama lengkap'), 'Dewi Lestari');
    await user.type(screen.getByLabelText('Password'), 'Sakura#Staf2026');
    await user.type(screen.getByLabelText('Ulangi password'), 'Sakura#Staf2026');
    await user.click(screen.getByRole('button', { name: 'Terima undangan dan buat akun' }));
    expect(await landedAt()).toBe('/admin/applicants');
    expect(api.requests(ACCEPT)[0]!.body).toEqual({
      token: TOKEN,
      full_name: 'Dewi Lestari',
      password: 'Sakura#Staf2026',
      password_confirmation: 'Sakura#Staf2026',
    });
    expect(getToken()).toBe('31|staff-session');
    expect(toastMessages()).toContain('Selamat bergabung!');
  });

  it('the server’s field errors show beside their fields', async () => {
    const user = userEvent.setup();
    answer(INFO, fail(422, 'Data tidak valid.', { password: ['Password ini terlalu umum.'] }));
    open();
    await user.type(await screen.findByLabelText('Password'), 'Password#123');
    await user.click(screen.getByRole('button', { name: 'Terima undangan dan buat akun' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Password ini terlalu umum.')).toBeInTheDocument();
  });

  it('an address with an account: log in first; signed in with it: accept into the account', async () => {
    const user = userEvent.setup();
    answer({ ...INFO, account_exists: true });
    const { unmount } = open();
    expect(await screen.findByRole('link', { name: 'Masuk untuk menerima' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/staff-invitation?token=${TOKEN}`)}`,
    );
    unmount();

    setSession('8|caregiver', apiUser({ email: INFO.email, role: 'caregiver', lpk_id: null }));
    answer({ ...INFO, account_exists: true }, ok({ user: apiUser({ email: INFO.email, role: 'lpk_staff', lpk_id: 1 }) }, 'Selamat bergabung!'), JOIN);
    open();
    await user.click(await screen.findByRole('button', { name: 'Terima undangan' }));
    expect(await landedAt()).toBe('/admin/applicants');
    expect(getSession().user).toMatchObject({ role: 'lpk_staff', lpk_id: 1 });
  });

  it('signed in with another address: says so, in English too', async () => {
    setSession('9|other', apiUser({ email: 'someone@example.id' }));
    answer(INFO);
    open();
    expect(await screen.findByRole('note')).toHaveTextContent('Undangan ini untuk dewi@example.id, tetapi Anda masuk sebagai someone@example.id.');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'LPK staff invitation' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('This invitation is for dewi@example.id, but you are logged in as someone@example.id.');
  });
});

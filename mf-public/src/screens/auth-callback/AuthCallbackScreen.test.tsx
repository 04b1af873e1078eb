import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { getSession, getToken, i18n } from 'mf-shared';
import { useLocation } from 'react-router-dom';
import { fail, fakeApi, ok, type Answer } from '../../../test/fake-api';
import { apiUser } from '../../../test/fake-api/fixtures';
import { landedAt, renderAt, toastMessages } from '../../../test/helpers/auth';
import AuthCallbackScreen from './AuthCallbackScreen';

const api = fakeApi();
/** The visitor's hands: a new one for each test. */
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});
const account = apiUser();
const CALLBACK = 'POST /api/lpk/auth/google/callback';
const COMPLETE = 'POST /api/lpk/auth/google/complete';
const LINK = 'POST /api/lpk/auth/google/link';

function Address() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="address">{`${pathname}${search}${hash}`}</p>;
}

function open(url: string) {
  return renderAt(
    url,
    '/auth/callback',
    <>
      <AuthCallbackScreen />
      <Address />
    </>,
  );
}

const signedIn = (redirect: string | null = null) => ok({ token: '9|google', user: account, redirect }, 'Login berhasil.');
const refused = (message: string, status = 400) => fail(status, message);
const needsProfile = ok(
  { needs_profile: true, ticket: 'ticket-123', expires_in: 900, profile: { full_name: 'Rina Wulandari', email: 'rina@example.test' } },
  'Lengkapi data Anda untuk menyelesaikan pendaftaran.',
);

const needsLink = ok(
  { needs_link: true, ticket: 'link-456', expires_in: 600, account: { email: 'siti@example.test' } },
  'Akun dengan email ini sudah ada: masukkan password akun tersebut untuk menghubungkan Google.',
);
const wrongPassword = fail(422, 'Google belum terhubung. Periksa password Anda.', { password: ['Password salah.'] });

/** Answers each route with its own reply. */
function answerPaths(replies: Record<string, Answer>) {
  for (const [route, reply] of Object.entries(replies)) api.use(route, reply);
}

/** Answers the callback and the completion separately. */
function answer(callback: Answer, complete?: Answer) {
  answerPaths(complete ? { [CALLBACK]: callback, [COMPLETE]: complete } : { [CALLBACK]: callback });
}

describe('AuthCallbackScreen', () => {
  it('never takes a token from the URL: no call, no session, "Invalid callback URL" with a way to the login page', () => {
    const forgedUser = encodeURIComponent(JSON.stringify({ id: 1, full_name: 'Eve', email: 'eve@example.test' }));
    open(`/auth/callback?token=1%7Cforged&user=${forgedUser}#access_token=forged`);
    expect(getSession()).toEqual({ token: null, user: null });
    expect(localStorage.getItem('lpk_token')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('URL callback tidak valid.');
    expect(screen.getByRole('heading', { level: 1, name: 'Masuk dengan Google gagal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke halaman masuk' })).toHaveAttribute('href', '/login');
    expect(api.requests(CALLBACK)).toHaveLength(0);
  });

  it('drops the query and fragment it arrived with from the address', async () => {
    answer(refused('URL callback tidak valid.'));
    open('/auth/callback?code=abc&state=xyz#access_token=forged');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/auth\/callback$/);
    await screen.findByRole('alert');
  });

  it('hands only code, state and iss to the API, once; stores the session as login does and goes to the page the sign-in started from', async () => {
    answer(signedIn('/admin/settings?tab=2'));
    open('/auth/callback?code=the-code&state=the-state&iss=http%3A%2F%2Fidp.test&scope=openid&token=forged');
    expect(screen.getByRole('status')).toHaveTextContent('Sedang menyelesaikan proses masuk dengan Google…');
    expect(await landedAt()).toBe('/admin/settings?tab=2');
    const sent = api.requests(CALLBACK);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toEqual({ code: 'the-code', state: 'the-state', iss: 'http://idp.test' });
    expect(getToken()).toBe('9|google');
    expect(getSession().user).toEqual(account);
    expect(toastMessages()).toEqual(['Login berhasil. Selamat datang!']);
  });

  it('sends the binding this tab kept when the sign-in started, and forgets it; a tab without one sends none (the API refuses)', async () => {
    sessionStorage.setItem('lpk_oidc_binding', 'b'.repeat(43));
    answer(signedIn());
    open('/auth/callback?code=the-code&state=the-state');
    await landedAt();
    expect(api.requests(CALLBACK)[0]!.body).toEqual({ binding: 'b'.repeat(43), code: 'the-code', state: 'the-state' });
    expect(sessionStorage.getItem('lpk_oidc_binding')).toBeNull();
  });

  it.each([[null], ['//evil.example/'], ['https://evil.example/'], ['/login']])(
    'goes to the dashboard when the API gives no usable destination (%p)',
    async (redirect) => {
      answer(signedIn(redirect));
      open('/auth/callback?code=c&state=s');
      expect(await landedAt()).toBe('/admin/dashboard');
    },
  );

  it.each([
    ['a forged or replayed state', 'URL callback tidak valid.'],
    ['an expired flow', 'Waktu untuk masuk dengan Google sudah habis. Silakan coba lagi.'],
    ['an unverified Google email', 'Email akun Google Anda belum terverifikasi. Verifikasi email tersebut di Google, atau masuk dengan email dan password.'],
  ])("%s: the server's message, no session, no toast", async (_case, message) => {
    answer(refused(message));
    open('/auth/callback?code=c&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Masuk dengan Google gagal' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(toastMessages()).toEqual([]);
  });

  it('a refusal without a message, or a malformed answer: "Invalid callback URL"', async () => {
    answer({ status: 400, raw: 'nope' });
    open('/auth/callback?code=c&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent('URL callback tidak valid.');
    expect(getToken()).toBeNull();
  });

  it('the API failing: the server-error message', async () => {
    api.use(CALLBACK, { status: 503, body: { status: 'error' } });
    open('/auth/callback?code=c&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan server. Silakan coba lagi nanti.');
    expect(getToken()).toBeNull();
  });

  it('denied consent: says it was cancelled, calls nothing, no session', () => {
    open('/auth/callback?error=access_denied&error_description=End-User+aborted+interaction&state=s&iss=x');
    expect(screen.getByRole('alert')).toHaveTextContent('Masuk dengan Google dibatalkan. Anda belum masuk.');
    expect(screen.getByRole('link', { name: 'Ke halaman masuk' })).toHaveAttribute('href', '/login');
    expect(api.requests(CALLBACK)).toHaveLength(0);
    expect(getToken()).toBeNull();
  });

  it.each([
    ['unavailable', 'Masuk dengan Google sedang tidak tersedia.'],
    ['server_error', 'Google tidak dapat menyelesaikan proses masuk. Silakan coba lagi.'],
  ])('error=%s from the provider or the start route', (error, message) => {
    open(`/auth/callback?error=${error}`);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(api.requests(CALLBACK)).toHaveLength(0);
  });

  describe('a new Google user', () => {
    async function openProfile() {
      open('/auth/callback?code=c&state=s');
      await screen.findByRole('heading', { level: 1, name: 'Lengkapi pendaftaran' });
    }

    it('is asked for phone and agreement (name prefilled from Google), checked as registration checks them before any call', async () => {
      answer(needsProfile);
      await openProfile();
      expect(document.title).toBe('Lengkapi pendaftaran · LPK Kaigo');
      expect(screen.getByText(/Akun Google Anda \(rina@example\.test\) belum terdaftar/)).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue('rina@example.test');
      expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
      expect(screen.getByLabelText('Nama lengkap')).toHaveValue('Rina Wulandari');
      expect(screen.getByRole('link', { name: /syarat dan ketentuan/ })).toHaveAttribute('href', '/terms');
      expect(getToken()).toBeNull();
      await user.type(screen.getByLabelText('Nomor telepon'), '12345');
      await user.click(screen.getByRole('button', { name: 'Buat akun' }));
      expect(await screen.findByText('Masukkan nomor telepon Indonesia yang valid, mis. 0812 3456 7890.')).toBeInTheDocument();
      expect(screen.getByText('Anda harus menyetujui pemberian data dan syarat untuk mendaftar.')).toBeInTheDocument();
      expect(api.requests(COMPLETE)).toHaveLength(0);
    });

    it('completes the account with the ticket, stores the session and goes on', async () => {
      answer(needsProfile, { status: 201, ...ok({ token: '10|new', user: account, redirect: null }, 'Pendaftaran berhasil.') });
      await openProfile();
      await user.type(screen.getByLabelText('Nomor telepon'), '0812 3456 7890');
      await user.click(screen.getByRole('checkbox', { name: /Saya setuju memberikan data saya/ }));
      await user.click(screen.getByRole('button', { name: 'Buat akun' }));
      expect(await landedAt()).toBe('/admin/dashboard');
      expect(api.requests(COMPLETE)[0]!.body).toEqual({ ticket: 'ticket-123', full_name: 'Rina Wulandari', phone: '0812 3456 7890', agree: true });
      expect(getToken()).toBe('10|new');
      expect(toastMessages()).toEqual(['Pendaftaran berhasil. Selamat datang!']);
    });

    it("shows the server's field errors of a 422 beside the fields", async () => {
      answer(needsProfile, fail(422, 'Pendaftaran gagal. Silakan coba lagi.', { phone: ['Nomor telepon Indonesia tidak valid.'] }));
      await openProfile();
      await user.type(screen.getByLabelText('Nomor telepon'), '0812 3456 7890');
      await user.click(screen.getByRole('checkbox', { name: /Saya setuju memberikan data saya/ }));
      await user.click(screen.getByRole('button', { name: 'Buat akun' }));
      expect(await screen.findByText('Nomor telepon Indonesia tidak valid.')).toBeInTheDocument();
      expect(screen.getByText('Pendaftaran gagal. Silakan coba lagi.')).toHaveAttribute('role', 'alert');
      expect(getToken()).toBeNull();
    });

    it("an expired or used ticket ends on the failure page with the server's message", async () => {
      answer(needsProfile, refused('Waktu untuk menyelesaikan pendaftaran sudah habis. Silakan masuk dengan Google lagi.'));
      await openProfile();
      await user.type(screen.getByLabelText('Nomor telepon'), '0812 3456 7890');
      await user.click(screen.getByRole('checkbox', { name: /Saya setuju memberikan data saya/ }));
      await user.click(screen.getByRole('button', { name: 'Buat akun' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Masuk dengan Google gagal' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Waktu untuk menyelesaikan pendaftaran sudah habis.');
      expect(getToken()).toBeNull();
    });
  });

  describe("an existing account with Google's email", () => {
    async function openLink() {
      open('/auth/callback?code=c&state=s');
      await screen.findByRole('heading', { level: 1, name: 'Hubungkan Google ke akun Anda' });
    }
    const submit = () => user.click(screen.getByRole('button', { name: 'Hubungkan dan masuk' }));
    const submitEn = () => user.click(screen.getByRole('button', { name: 'Connect and sign in' }));

    it("is not signed in on Google's word: the account's password is asked first (empty: checked before any call)", async () => {
      answerPaths({ [CALLBACK]: needsLink });
      await openLink();
      expect(document.title).toBe('Hubungkan Google ke akun Anda · LPK Kaigo');
      expect(screen.getByText('Akun dengan email ini sudah ada: masukkan password akun tersebut untuk menghubungkan Google.')).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue('siti@example.test');
      expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
      expect(screen.getByLabelText('Password akun')).toHaveAttribute('autocomplete', 'current-password');
      expect(screen.getByRole('link', { name: 'Masuk dengan cara lain' })).toHaveAttribute('href', '/login');
      expect(getToken()).toBeNull();
      expect(toastMessages()).toEqual([]);
      await submit();
      expect(await screen.findByText('Masukkan password akun tersebut.')).toBeInTheDocument();
      expect(api.requests(LINK)).toHaveLength(0);
    });

    it("a wrong password: the server's message under the field and above the form, no session; the right one then signs in and goes on", async () => {
      let attempts = 0;
      answerPaths({
        [CALLBACK]: needsLink,
        [LINK]: () => ((attempts += 1) === 1 ? wrongPassword : signedIn('/admin/settings')),
      });
      await openLink();
      await user.type(screen.getByLabelText('Password akun'), 'Salah#2026');
      await submit();
      expect(await screen.findByText('Password salah.')).toBeInTheDocument();
      expect(screen.getByLabelText('Password akun')).toHaveAccessibleDescription('Password salah.');
      expect(screen.getByText('Google belum terhubung. Periksa password Anda.')).toHaveAttribute('role', 'alert');
      expect(getToken()).toBeNull();

      await user.clear(screen.getByLabelText('Password akun'));
      await user.type(screen.getByLabelText('Password akun'), 'Caregiver#2026');
      await submit();
      expect(await landedAt()).toBe('/admin/settings');
      expect(api.requests(LINK).map((request) => request.body)).toEqual([
        { ticket: 'link-456', password: 'Salah#2026' },
        { ticket: 'link-456', password: 'Caregiver#2026' },
      ]);
      expect(getToken()).toBe('9|google');
      expect(getSession().user).toEqual(account);
      expect(toastMessages()).toEqual(['Login berhasil. Selamat datang!']);
    });

    it("too many attempts: the server's message, the form stays", async () => {
      answerPaths({ [CALLBACK]: needsLink, [LINK]: refused('Terlalu banyak percobaan. Silakan coba lagi dalam 42 detik.', 429) });
      await openLink();
      await user.type(screen.getByLabelText('Password akun'), 'Caregiver#2026');
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak percobaan. Silakan coba lagi dalam 42 detik.');
      expect(screen.getByLabelText('Password akun')).toBeInTheDocument();
      expect(getToken()).toBeNull();
    });

    it("an expired or used link ticket ends on the failure page with the server's message", async () => {
      answerPaths({ [CALLBACK]: needsLink, [LINK]: refused('Waktu untuk menghubungkan Google sudah habis. Silakan masuk dengan Google lagi.') });
      await openLink();
      await user.type(screen.getByLabelText('Password akun'), 'Caregiver#2026');
      await submit();
      expect(await screen.findByRole('heading', { level: 1, name: 'Masuk dengan Google gagal' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Waktu untuk menghubungkan Google sudah habis.');
      expect(getToken()).toBeNull();
    });

    it('an account with that email appearing while a new user completes: its password is asked then', async () => {
      answerPaths({ [CALLBACK]: needsProfile, [COMPLETE]: needsLink });
      open('/auth/callback?code=c&state=s');
      await screen.findByRole('heading', { level: 1, name: 'Lengkapi pendaftaran' });
      await user.type(screen.getByLabelText('Nomor telepon'), '0812 3456 7890');
      await user.click(screen.getByRole('checkbox', { name: /Saya setuju memberikan data saya/ }));
      await user.click(screen.getByRole('button', { name: 'Buat akun' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Hubungkan Google ke akun Anda' })).toBeInTheDocument();
      expect(getToken()).toBeNull();
      expect(toastMessages()).toEqual([]);
    });

    it('in English', async () => {
      answerPaths({ [CALLBACK]: needsLink });
      await openLink();
      await act(() => i18n.changeLanguage('en'));
      expect(screen.getByRole('heading', { level: 1, name: 'Connect Google to your account' })).toBeInTheDocument();
      expect(screen.getByText('An account with this email already exists: enter its password to connect Google.')).toBeInTheDocument();
      await submitEn();
      expect(await screen.findByText('Enter that account’s password.')).toBeInTheDocument();
      expect(screen.getByLabelText('Account password')).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Connect Google to your account · LPK Kaigo'));
    });
  });

  it('speaks English after a language switch', async () => {
    open('/auth/callback');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Google sign-in failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid callback URL');
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in with Google · LPK Kaigo');
  });

  it('the profile form in English', async () => {
    answer(needsProfile);
    open('/auth/callback?code=c&state=s');
    await screen.findByRole('heading', { level: 1, name: 'Lengkapi pendaftaran' });
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Finish registering' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Finish registering · LPK Kaigo'));
  });
});

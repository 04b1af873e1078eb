import userEvent from '@testing-library/user-event';
import { act, screen, waitFor } from '@testing-library/react';
import { getToken, i18n, setSession } from 'mf-shared';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { apiUser } from '../../../test/fake-api/fixtures';
import { landedAt, renderAt, toastMessages } from '../../../test/helpers/auth';
import LoginScreen from './LoginScreen';
import { leavePage } from '../../components/auth/leavePage';

jest.mock('../../components/auth/leavePage', () => ({ leavePage: jest.fn() }));

const api = fakeApi();
const LOGIN = 'POST /api/lpk/login';
const user = apiUser();

function openLogin(url = '/login') {
  return renderAt(url, '/login', <LoginScreen />);
}

async function fill({ email = 'siti@example.test', password = 'Secret#2026', terms = true } = {}) {
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.clear(screen.getByLabelText('Password'));
  await userEvent.type(screen.getByLabelText('Password'), password);
  if (terms) await userEvent.click(screen.getByRole('checkbox', { name: /syarat dan ketentuan/ }));
}

async function submit() {
  await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
}

function answerLoginOk(delayMs = 0) {
  api.use(LOGIN, { ...ok({ token: '9|token', user }, 'ok'), delayMs });
}

describe('LoginScreen', () => {
  it('shows one heading, the page title and links to register, terms and privacy policy', () => {
    openLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Masuk' })).toBeInTheDocument();
    expect(document.title).toBe('Masuk · LPK Kaigo');
    expect(screen.getByRole('link', { name: 'Daftar sekarang' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /syarat dan ketentuan/ })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: /kebijakan privasi/ })).toHaveAttribute('href', '/privacy-policy');
  });

  it('offers "Lupa password?": a link to /forgot-password', () => {
    openLogin();
    expect(screen.getByRole('link', { name: 'Lupa password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('hands a safe redirect on to the register link (sign-up started from an LPK), never an unsafe one', () => {
    const redirect = encodeURIComponent('/registration?lpk_id=3');
    const { unmount } = openLogin(`/login?redirect=${redirect}`);
    expect(screen.getByRole('link', { name: 'Daftar sekarang' })).toHaveAttribute('href', `/register?redirect=${redirect}`);
    unmount();
    openLogin(`/login?redirect=${encodeURIComponent('//evil.test')}`);
    expect(screen.getByRole('link', { name: 'Daftar sekarang' })).toHaveAttribute('href', '/register');
  });

  it('checks every field before any call: email, password and terms are required', async () => {
    openLogin();
    await submit();
    expect(await screen.findByText('Email wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Password wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Anda harus menerima syarat dan ketentuan untuk masuk.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests(LOGIN)).toHaveLength(0);
  });

  it('refuses an invalid email without calling the API', async () => {
    openLogin();
    await fill({ email: 'siti@' });
    await submit();
    expect(await screen.findByText('Masukkan alamat email yang valid.')).toBeInTheDocument();
    expect(api.requests(LOGIN)).toHaveLength(0);
  });

  it('does not log in until the terms are accepted', async () => {
    openLogin();
    await fill({ terms: false });
    await submit();
    expect(await screen.findByText('Anda harus menerima syarat dan ketentuan untuk masuk.')).toBeInTheDocument();
    expect(api.requests(LOGIN)).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    openLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Sembunyikan password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends only email and password, disables the button while sending, stores the session and goes to the dashboard', async () => {
    answerLoginOk(300); // a slow network: the button shows it is sending meanwhile
    openLogin();
    await fill({ email: '  siti@example.test ' });
    await submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sedang masuk…' })).toBeDisabled());
    expect(await landedAt()).toBe('/admin/dashboard');
    const [request] = api.requests(LOGIN);
    expect(request!.body).toEqual({ email: 'siti@example.test', password: 'Secret#2026' });
    expect(getToken()).toBe('9|token');
    expect(toastMessages()).toContain('Login berhasil. Selamat datang!');
  });

  it('goes to a safe same-origin redirect, query included', async () => {
    answerLoginOk();
    openLogin(`/login?redirect=${encodeURIComponent('/admin/messages?thread=3')}`);
    await fill();
    await submit();
    expect(await landedAt()).toBe('/admin/messages?thread=3');
    expect(toastMessages()).not.toContain('URL callback tidak valid.');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/admin',
    'javascript:alert(1)',
    '/login?redirect=/x',
    // Issue 32: another host once the dot segments are resolved, or once decoded.
    '/.//evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
  ])('refuses the redirect %s: "Invalid callback URL" and the dashboard', async (redirect) => {
    answerLoginOk();
    openLogin(`/login?redirect=${encodeURIComponent(redirect)}`);
    await fill();
    await submit();
    expect(await landedAt()).toBe('/admin/dashboard');
    expect(toastMessages()).toContain('URL callback tidak valid.');
  });

  it('goes to the resolved path of a redirect with dot segments', async () => {
    answerLoginOk();
    openLogin(`/login?redirect=${encodeURIComponent('/admin/x/../messages?thread=3')}`);
    await fill();
    await submit();
    expect(await landedAt()).toBe('/admin/messages?thread=3');
    expect(toastMessages()).not.toContain('URL callback tidak valid.');
  });

  it('already logged in: goes straight to the redirect target without showing the form', async () => {
    setSession('1|old', user);
    openLogin(`/login?redirect=${encodeURIComponent('/admin/account')}`);
    expect(await landedAt()).toBe('/admin/account');
    expect(api.requests(LOGIN)).toHaveLength(0);
  });

  it('on a refused login shows the login-failed message and the server field errors, and stays', async () => {
    api.use(LOGIN, fail(422, 'Email atau password salah.', { email: ['Email atau password salah.'] }));
    openLogin();
    await fill();
    await submit();
    expect(await screen.findByText('Login gagal. Silakan coba lagi.')).toHaveAttribute('role', 'alert');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)).toHaveTextContent('Email atau password salah.');
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled();
    expect(getToken()).toBeNull();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('does not repeat the login-failed message beside the email field when the server gives the same one', async () => {
    api.use(LOGIN, fail(422, 'Login gagal. Silakan coba lagi.', { email: ['Login gagal. Silakan coba lagi.'] }));
    openLogin();
    await fill();
    await submit();
    expect(await screen.findAllByText('Login gagal. Silakan coba lagi.')).toHaveLength(1);
  });

  it('on throttling (429) shows the server message', async () => {
    api.use(LOGIN, fail(429, 'Terlalu banyak percobaan. Silakan coba lagi dalam 42 detik.'));
    openLogin();
    await fill();
    await submit();
    const alerts = await screen.findAllByText('Terlalu banyak percobaan. Silakan coba lagi dalam 42 detik.');
    expect(alerts[0]).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Login gagal. Silakan coba lagi.')).toBeNull();
  });

  it('speaks English after a language switch, errors included', async () => {
    openLogin();
    await submit();
    await screen.findByText('Email wajib diisi.');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and conditions to log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });
  it('offers "Masuk dengan Google": a link to the API start route, back to the same safe redirect afterwards', () => {
    openLogin('/login?redirect=%2Fadmin%2Fsettings%3Ftab%3D2');
    const google = screen.getByRole('link', { name: 'Masuk dengan Google' });
    const href = new URL(google.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`${window.__LPK_CONFIG__?.apiBaseUrl}/api/lpk/auth/google/start`);
    expect(href.searchParams.get('redirect')).toBe('/admin/settings?tab=2');
    expect(href.searchParams.get('lang')).toBe('id');
    expect(google.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('atau masuk dengan email')).toBeInTheDocument();
    // Nothing is called before the link is followed.
    expect(api.requests().filter((call) => call.path === '/api/lpk/auth/google/start')).toHaveLength(0);
  });

  it('following the Google link gives this tab a new sign-in binding, kept in sessionStorage and sent to the start route', async () => {
    openLogin('/login');
    const google = screen.getByRole('link', { name: 'Masuk dengan Google' });
    expect(new URL(google.getAttribute('href') ?? '').searchParams.has('binding')).toBe(false);
    // The handler runs as a browser runs it before leaving; the navigation itself is not followed here.
    google.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(google);
    const kept = sessionStorage.getItem('lpk_oidc_binding');
    expect(kept).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new URL(google.getAttribute('href') ?? '').searchParams.get('binding')).toBe(kept);
    await userEvent.click(google);
    expect(sessionStorage.getItem('lpk_oidc_binding')).not.toBe(kept);
  });

  it('the Google link tells the API which origin the page is on (a page not on APP_URL is started from there; issue 33)', async () => {
    openLogin('/login');
    const google = screen.getByRole('link', { name: 'Masuk dengan Google' });
    expect(new URL(google.getAttribute('href') ?? '').searchParams.get('origin')).toBe(window.location.origin);
    google.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(google);
    expect(new URL(google.getAttribute('href') ?? '').searchParams.get('origin')).toBe(window.location.origin);
  });

  it('/login?google=start (sent by the API from another origin) starts Google sign-in from this tab at once: a new binding, the destination, the language, no origin', async () => {
    jest.mocked(leavePage).mockClear();
    openLogin(`/login?google=start&redirect=${encodeURIComponent('/registration?lpk_id=3')}&lang=en`);
    expect(screen.getByRole('status')).toHaveTextContent('Mengalihkan ke Google…');
    await waitFor(() => expect(leavePage).toHaveBeenCalledTimes(1));
    const url = new URL(jest.mocked(leavePage).mock.calls[0]![0]);
    expect(url.pathname).toBe('/api/lpk/auth/google/start');
    expect(url.searchParams.get('redirect')).toBe('/registration?lpk_id=3');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('binding')).toBe(sessionStorage.getItem('lpk_oidc_binding'));
    expect(url.searchParams.get('binding')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.has('origin')).toBe(false);
  });

  it('a plain /login starts nothing by itself', () => {
    jest.mocked(leavePage).mockClear();
    openLogin('/login?google=no');
    expect(screen.queryByText('Mengalihkan ke Google…')).toBeNull();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('the Google link carries no unsafe or missing redirect, and follows the language', async () => {
    const { unmount } = openLogin(`/login?redirect=${encodeURIComponent('/.//evil.example')}`);
    expect(new URL(screen.getByRole('link', { name: 'Masuk dengan Google' }).getAttribute('href') ?? '').searchParams.has('redirect')).toBe(false);
    unmount();
    openLogin('/login?redirect=%2F%2Fevil.example');
    expect(new URL(screen.getByRole('link', { name: 'Masuk dengan Google' }).getAttribute('href') ?? '').searchParams.has('redirect')).toBe(false);
    await act(() => i18n.changeLanguage('en'));
    const href = new URL(screen.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href') ?? '');
    expect(href.searchParams.get('lang')).toBe('en');
    expect(screen.getByText('or log in with your email')).toBeInTheDocument();
  });
});

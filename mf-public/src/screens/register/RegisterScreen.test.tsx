import userEvent from '@testing-library/user-event';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getToken, i18n } from 'mf-shared';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { apiUser } from '../../../test/fake-api/fixtures';
import { landedAt, renderAt } from '../../../test/helpers/auth';
import RegisterScreen from './RegisterScreen';

const api = fakeApi();
const REGISTER = 'POST /api/lpk/register';
const user = apiUser();
const GOOD_PASSWORD = 'Kaigo#2026x';

function openRegister(url = '/register') {
  return renderAt(url, url.startsWith('/register/') ? '/register/:referralCode' : '/register', <RegisterScreen />);
}

async function type(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

async function fill(overrides: Partial<Record<'full_name' | 'email' | 'phone' | 'password' | 'repeat' | 'referral', string>> & { agree?: boolean } = {}) {
  const values = {
    full_name: 'Siti Rahayu',
    email: 'siti@example.test',
    phone: '0812 3456 7890',
    password: GOOD_PASSWORD,
    repeat: GOOD_PASSWORD,
    ...overrides,
  };
  await type('Nama lengkap', values.full_name);
  await type('Email', values.email);
  await type('Nomor telepon', values.phone);
  await type(/^Password$/, values.password);
  await type('Ulangi password', values.repeat);
  if (values.referral !== undefined) await type('Kode referal (opsional)', values.referral);
  if (overrides.agree !== false) await userEvent.click(screen.getByRole('checkbox', { name: /Saya setuju memberikan data saya/ }));
}

async function submit() {
  await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
}

function ruleState(rule: string): string | null {
  return document.querySelector(`[data-rule="${rule}"]`)?.getAttribute('data-met') ?? null;
}

function answerRegisterOk(delayMs = 0) {
  api.use(REGISTER, { status: 201, ...ok({ token: '12|new', user }), delayMs });
}

function sentPayload(): Record<string, unknown> {
  const [request] = api.requests(REGISTER);
  return request!.body as Record<string, unknown>;
}

describe('RegisterScreen', () => {
  it('shows one heading, the page title, every field and a link to login', () => {
    openRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Daftar akun' })).toBeInTheDocument();
    expect(document.title).toBe('Daftar akun · LPK Kaigo');
    for (const label of ['Nama lengkap', 'Email', 'Nomor telepon', 'Ulangi password', 'Kode referal (opsional)']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Password$/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /syarat dan ketentuan/ })).toHaveAttribute('href', '/terms');
    expect(screen.getByText('Data Anda hanya dibagikan kepada LPK yang Anda pilih.')).toBeInTheDocument();
  });

  it('checks every required field before any call', async () => {
    openRegister();
    await submit();
    expect(await screen.findByText('Nama lengkap wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Email wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Nomor telepon wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Password wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Ulangi password Anda.')).toBeInTheDocument();
    expect(screen.getByText('Anda harus menyetujui pemberian data dan syarat untuk mendaftar.')).toBeInTheDocument();
    expect(api.requests(REGISTER)).toHaveLength(0);
  });

  it('requires the agreement to provide data and accept the terms', async () => {
    openRegister();
    await fill({ agree: false });
    await submit();
    expect(await screen.findByText('Anda harus menyetujui pemberian data dan syarat untuk mendaftar.')).toBeInTheDocument();
    expect(api.requests(REGISTER)).toHaveLength(0);
  });

  it('refuses an invalid email or a non-Indonesian phone number without calling the API', async () => {
    openRegister();
    await fill({ email: 'siti@', phone: '+1 202 555 0100' });
    await submit();
    expect(await screen.findByText('Masukkan alamat email yang valid.')).toBeInTheDocument();
    expect(screen.getByText('Masukkan nomor telepon Indonesia yang valid, mis. 0812 3456 7890.')).toBeInTheDocument();
    expect(api.requests(REGISTER)).toHaveLength(0);
  });

  it('checks the name as the API does (letters, spaces, dots, apostrophes, hyphens), before any call', async () => {
    openRegister();
    await fill({ full_name: '<b>Siti</b>' });
    await submit();
    expect(await screen.findByText('Nama lengkap hanya boleh berisi huruf, spasi, titik, apostrof dan tanda hubung.')).toBeInTheDocument();
    expect(api.requests(REGISTER)).toHaveLength(0);
  });

  it('shows the password checklist live, rule by rule', async () => {
    openRegister();
    const rules = ['length', 'upper', 'lower', 'digit', 'special'];
    expect(rules.map(ruleState)).toEqual(['false', 'false', 'false', 'false', 'false']);
    await type(/^Password$/, 'a');
    expect(rules.map(ruleState)).toEqual(['false', 'false', 'true', 'false', 'false']);
    await type(/^Password$/, 'aB3');
    expect(rules.map(ruleState)).toEqual(['false', 'true', 'true', 'true', 'false']);
    await type(/^Password$/, GOOD_PASSWORD);
    expect(rules.map(ruleState)).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(screen.getByText('Minimal 8 karakter')).toBeInTheDocument();
    expect(screen.getByText('Karakter khusus (mis. ! @ # $)')).toBeInTheDocument();
  });

  it.each([
    ['shorter than 8 characters', 'Ka#2026'],
    ['without an uppercase letter', 'kaigo#2026'],
    ['without a lowercase letter', 'KAIGO#2026'],
    ['without a number', 'Kaigo#Kaigo'],
    ['without a special character', 'Kaigo2026x'],
  ])('refuses a password %s before any call', async (_rule, password) => {
    openRegister();
    await fill({ password, repeat: password });
    await submit();
    expect(await screen.findByText('Password belum memenuhi semua ketentuan di bawah.')).toBeInTheDocument();
    expect(api.requests(REGISTER)).toHaveLength(0);
  });

  it('shows the SPEC mismatch message when the passwords differ', async () => {
    openRegister();
    await fill({ repeat: `${GOOD_PASSWORD}!` });
    await submit();
    expect(await screen.findByText('Password tidak cocok. Silakan periksa kembali.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ulangi password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests(REGISTER)).toHaveLength(0);
  });

  it('sends the documented payload without an empty referral code, logs in and goes to the success page', async () => {
    answerRegisterOk(300); // a slow network: the button shows it is sending meanwhile
    openRegister();
    await fill();
    await submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sedang mendaftar…' })).toBeDisabled());
    expect(await landedAt()).toBe('/registration-success');
    expect(sentPayload()).toEqual({
      full_name: 'Siti Rahayu',
      email: 'siti@example.test',
      phone: '0812 3456 7890',
      password: GOOD_PASSWORD,
      password_confirmation: GOOD_PASSWORD,
      agree: true,
    });
    expect(getToken()).toBe('12|new');
  });

  it('carries a sign-up started elsewhere (redirect) to the login link and on to the success page', async () => {
    const redirect = encodeURIComponent('/registration?lpk_id=3');
    answerRegisterOk();
    openRegister(`/register?redirect=${redirect}`);
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', `/login?redirect=${redirect}`);
    await fill();
    await submit();
    expect(await landedAt()).toBe(`/registration-success?redirect=${redirect}`);
  });

  it('drops an unsafe redirect', async () => {
    answerRegisterOk();
    openRegister(`/register?redirect=${encodeURIComponent('https://evil.test/')}`);
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    await fill();
    await submit();
    expect(await landedAt()).toBe('/registration-success');
  });

  it('pre-fills the referral code from the path, keeps it editable and sends it', async () => {
    answerRegisterOk();
    openRegister('/register/SITI7');
    const referral = screen.getByLabelText('Kode referal (opsional)');
    expect(referral).toHaveValue('SITI7');
    expect(referral).not.toHaveAttribute('readonly');
    await fill();
    await submit();
    await landedAt();
    expect(sentPayload()).toEqual(expect.objectContaining({ referral_code: 'SITI7' }));
  });

  it('sends an edited referral code instead of the one in the path', async () => {
    answerRegisterOk();
    openRegister('/register/SITI7');
    await fill({ referral: 'BUDI9' });
    await submit();
    await landedAt();
    expect(sentPayload()).toEqual(expect.objectContaining({ referral_code: 'BUDI9' }));
  });

  it('shows the registration-failed message and the server field errors next to their fields', async () => {
    api.use(REGISTER, fail(422, 'Pendaftaran gagal.', { email: ['Email ini sudah terdaftar.'], referral_code: ['Kode referal tidak dikenal.'] }));
    openRegister('/register/NOPE1');
    await fill();
    await submit();
    expect(await screen.findByText('Pendaftaran gagal. Silakan coba lagi.')).toHaveAttribute('role', 'alert');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)).toHaveTextContent('Email ini sudah terdaftar.');
    const referral = screen.getByLabelText('Kode referal (opsional)');
    expect(within(referral.closest('.field') as HTMLElement).getByRole('alert')).toHaveTextContent('Kode referal tidak dikenal.');
    expect(getToken()).toBeNull();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('speaks English after a language switch, errors included', async () => {
    openRegister();
    await fill({ repeat: 'different' });
    await submit();
    await screen.findByText('Password tidak cocok. Silakan periksa kembali.');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match. Please check again.')).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });
  it('offers "Masuk dengan Google" above the form, in both languages', async () => {
    openRegister();
    const google = screen.getByRole('link', { name: 'Masuk dengan Google' });
    const href = new URL(google.getAttribute('href') ?? '');
    expect(href.pathname).toBe('/api/lpk/auth/google/start');
    expect(href.searchParams.has('redirect')).toBe(false);
    expect(screen.getByText('atau daftar dengan email')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByText('or register with your email')).toBeInTheDocument();
  });
});

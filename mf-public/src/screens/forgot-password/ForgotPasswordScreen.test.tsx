import userEvent from '@testing-library/user-event';
import { act, screen } from '@testing-library/react';
import { i18n } from 'mf-shared';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { renderAt } from '../../../test/helpers/auth';
import ForgotPasswordScreen from './ForgotPasswordScreen';

const api = fakeApi();
const FORGOT = 'POST /api/lpk/forgot-password';
const SENT = 'Jika ada akun dengan email tersebut, kami telah mengirim tautan untuk mengatur ulang password.';

function open() {
  return renderAt('/forgot-password', '/forgot-password', <ForgotPasswordScreen />);
}

async function submit(email: string) {
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan' }));
}

describe('ForgotPasswordScreen', () => {
  it('one heading, the page title, and a way back to log in', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Lupa password?' })).toBeInTheDocument();
    expect(document.title).toBe('Lupa password? · LPK Kaigo');
    expect(screen.getByRole('link', { name: 'Kembali ke halaman masuk' })).toHaveAttribute('href', '/login');
  });

  it('checks the address with the contract schema before any call', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByText('Email wajib diisi.')).toBeInTheDocument();
    await submit('siti@');
    expect(await screen.findByText('Masukkan alamat email yang valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests(FORGOT)).toHaveLength(0);
  });

  it("sends the address (trimmed, lower-cased) and shows the API's answer, the same for every address", async () => {
    api.use(FORGOT, ok(null, SENT));
    open();
    await submit('  Siti@Example.ID ');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Periksa email Anda');
    expect(status).toHaveTextContent(SENT);
    expect(api.requests(FORGOT)[0]!.body).toEqual({ email: 'siti@example.id' });
    // Another address: the form again.
    await userEvent.click(screen.getByRole('button', { name: 'Kirim ke alamat lain' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('too many requests: the server message; other failures: a message of its own', async () => {
    api.use(FORGOT, { ...fail(429, 'Terlalu banyak percobaan. Silakan coba lagi dalam 30 detik.'), headers: { 'Retry-After': '30' } });
    open();
    await submit('siti@example.id');
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak percobaan. Silakan coba lagi dalam 30 detik.');
    api.use(FORGOT, fail(500, 'boom'));
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByText('Tautan belum dapat dikirim. Silakan coba lagi.')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    open();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
  });
});

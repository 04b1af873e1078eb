import userEvent from '@testing-library/user-event';
import { act, screen } from '@testing-library/react';
import { i18n } from 'mf-shared';
import { renderAt, startApiServerForFile } from '../../../test/helpers/auth';
import ForgotPasswordScreen from './ForgotPasswordScreen';

const api = startApiServerForFile();
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
    expect(api.requests('/api/lpk/forgot-password')).toHaveLength(0);
  });

  it("sends the address (trimmed, lower-cased) and shows the API's answer, the same for every address", async () => {
    api.reply(() => ({ body: { status: 'success', message: SENT, data: null } }));
    open();
    await submit('  Siti@Example.ID ');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Periksa email Anda');
    expect(status).toHaveTextContent(SENT);
    expect(JSON.parse(api.requests('/api/lpk/forgot-password')[0]!.body)).toEqual({ email: 'siti@example.id' });
    // Another address: the form again.
    await userEvent.click(screen.getByRole('button', { name: 'Kirim ke alamat lain' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('too many requests: the server message; other failures: a message of its own', async () => {
    api.reply(() => ({
      status: 429,
      headers: { 'Retry-After': '30' },
      body: { status: 'error', message: 'Terlalu banyak percobaan. Silakan coba lagi dalam 30 detik.' },
    }));
    open();
    await submit('siti@example.id');
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak percobaan. Silakan coba lagi dalam 30 detik.');
    api.reply(() => ({ status: 500, body: { status: 'error', message: 'boom' } }));
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

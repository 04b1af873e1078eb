import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_TOAST_MS, setLanguage, toast } from 'mf-shared';
import { renderShell, resetShell } from '../../../test/helpers/renderShell';
import { Toaster } from './Toaster';

afterEach(async () => {
  jest.useRealTimers();
  await act(() => resetShell());
});

describe('Toaster', () => {
  it('announces an error at once (role="alert") and a success politely (role="status")', () => {
    renderShell(<Toaster />);
    act(() => {
      toast.error('Login gagal. Silakan coba lagi.');
      toast.success('Login berhasil. Selamat datang!');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Login gagal. Silakan coba lagi.');
    expect(screen.getByRole('status')).toHaveTextContent('Login berhasil. Selamat datang!');
    expect(screen.getByRole('region', { name: 'Notifikasi' })).toBeInTheDocument();
  });

  it('shows toasts raised before it rendered', () => {
    act(() => {
      toast.error('Kesalahan jaringan.');
    });
    renderShell(<Toaster />);
    expect(screen.getByRole('alert')).toHaveTextContent('Kesalahan jaringan.');
  });

  it('removes a toast with its dismiss button (named in the current language)', async () => {
    const user = userEvent.setup();
    renderShell(<Toaster />);
    act(() => {
      toast.error('first');
      toast.error('second');
    });
    const first = screen.getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    expect(screen.getByText('second')).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('lets an error toast go after 5000 ms', () => {
    jest.useFakeTimers();
    renderShell(<Toaster />);
    act(() => {
      toast.error('Terjadi kesalahan server.');
    });
    act(() => jest.advanceTimersByTime(ERROR_TOAST_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { i18n, setLanguage } from 'mf-shared';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import AccountDeletedScreen from './AccountDeletedScreen';

function open() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/account-deleted']}>
        <AccountDeletedScreen />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  await act(() => setLanguage('id'));
});

describe('AccountDeletedScreen (where deleting an account ends)', () => {
  it('confirms the deletion, takes the focus and offers the ways on without an account', () => {
    open();
    const heading = screen.getByRole('heading', { level: 1, name: 'Akun Anda telah dihapus' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Akun Anda telah dihapus · LPK Kaigo');
    expect(screen.getByText(/Akun dan seluruh data pribadi Anda telah dihapus, dan Anda telah keluar dari semua perangkat/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke beranda' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Cari LPK' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Buat akun baru' })).toHaveAttribute('href', '/register');
  });

  it('speaks English after a language switch', async () => {
    open();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(screen.getByText(/Your account and all your personal data have been deleted, and you have been signed out on every device/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { clear, i18n, setLanguage, setSession } from 'mf-shared';
import { makeUser } from 'mf-shared/test/helpers/fixtures';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import RegistrationSuccessScreen from './RegistrationSuccessScreen';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function open(path = '/registration-success') {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/registration-success" element={<RegistrationSuccessScreen />} />
          <Route path="/registration" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  clear();
  await act(() => setLanguage('id'));
});

describe('RegistrationSuccessScreen', () => {
  it('thanks the new user by name, lists the next steps and links to dashboard and search', () => {
    setSession('12|new', makeUser({ full_name: 'Siti Rahayu' }));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Pendaftaran berhasil' })).toBeInTheDocument();
    expect(document.title).toBe('Pendaftaran berhasil · LPK Kaigo');
    expect(screen.getByText('Terima kasih, Siti Rahayu! Akun Anda sudah dibuat.')).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toHaveLength(4);
    expect(steps[0]).toMatch(/Lengkapi profil/);
    expect(steps[1]).toMatch(/Cari dan bandingkan LPK/);
    expect(steps[2]).toMatch(/Daftar ke LPK pilihan/);
    expect(steps[3]).toMatch(/LPK meninjau dan menyetujui/);
    expect(screen.getByRole('link', { name: 'Ke dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('link', { name: 'Cari LPK' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('link', { name: 'Masuk' })).toBeNull();
  });

  it('logged out: offers login instead of the dashboard', () => {
    open();
    expect(screen.getByText('Terima kasih! Akun Anda sudah dibuat.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Ke dashboard' })).toBeNull();
  });

  it('speaks English after a language switch', async () => {
    setSession('12|new', makeUser({ full_name: 'Siti Rahayu' }));
    open();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Registration successful' })).toBeInTheDocument();
    expect(screen.getByText('Thank you, Siti Rahayu! Your account has been created.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toBeInTheDocument();
  });

  it('goes on to the redirect the sign-up started from (an LPK registration)', async () => {
    setSession('12|new', makeUser({ full_name: 'Siti Rahayu' }));
    open(`/registration-success?redirect=${encodeURIComponent('/registration?lpk_id=3')}`);
    expect(await screen.findByTestId('where')).toHaveTextContent('/registration?lpk_id=3');
  });

  it('ignores an unsafe redirect, and logged out carries a safe one to the login link', () => {
    setSession('12|new', makeUser({ full_name: 'Siti Rahayu' }));
    const { unmount } = open(`/registration-success?redirect=${encodeURIComponent('//evil.test')}`);
    expect(screen.getByRole('link', { name: 'Ke dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    unmount();
    act(() => clear());
    open(`/registration-success?redirect=${encodeURIComponent('/registration?lpk_id=3')}`);
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/registration?lpk_id=3')}`);
  });
});

import { act, render, screen } from '@testing-library/react';
import { clear, getSession, i18n, setLanguage } from 'mf-shared';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import AuthCallbackScreen from './AuthCallbackScreen';

function Address() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="address">{`${pathname}${search}${hash}`}</p>;
}

function open(url: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/auth/callback"
            element={
              <>
                <AuthCallbackScreen />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  clear();
  await setLanguage('id');
});

describe('AuthCallbackScreen', () => {
  it('never takes a token from the URL: no session is stored and the page says the callback is invalid', () => {
    const user = encodeURIComponent(JSON.stringify({ id: 1, full_name: 'Eve', email: 'eve@example.test' }));
    open(`/auth/callback?token=1%7Cforged&user=${user}#access_token=forged`);
    expect(getSession()).toEqual({ token: null, user: null });
    expect(localStorage.getItem('lpk_token')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('URL callback tidak valid.');
    expect(screen.getByRole('heading', { level: 1, name: 'Masuk dengan Google tidak tersedia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke halaman masuk' })).toHaveAttribute('href', '/login');
  });

  it('drops the query and fragment it arrived with from the address', () => {
    open('/auth/callback?token=1%7Cforged#access_token=forged');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/auth\/callback$/);
  });

  it('speaks English after a language switch', async () => {
    open('/auth/callback');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Google sign-in is not available' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid callback URL');
    expect(document.title).toBe('Google sign-in is not available · LPK Kaigo');
  });
});

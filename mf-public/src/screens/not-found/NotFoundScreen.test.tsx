import { act, render, screen } from '@testing-library/react';
import { i18n, setLanguage } from 'mf-shared';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import NotFoundScreen from './NotFoundScreen';

function open() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/no/such/page']}>
        <NotFoundScreen />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  await act(() => setLanguage('id'));
});

describe('NotFoundScreen', () => {
  it('says the page does not exist and links home and to the LPK search', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    expect(document.title).toBe('Halaman tidak ditemukan · LPK Kaigo');
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Cari LPK' })).toHaveAttribute('href', '/search');
  });

  it('speaks English after a language switch', async () => {
    open();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search LPKs' })).toBeInTheDocument();
  });
});

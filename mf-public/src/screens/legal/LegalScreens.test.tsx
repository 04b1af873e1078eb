import { act, screen } from '@testing-library/react';
import { i18n } from 'mf-shared';
import { renderScreen } from '../../../test/helpers/catalogue/renderScreen';
import PrivacyScreen from './PrivacyScreen';
import TermsScreen from './TermsScreen';

test('the privacy policy says data goes only to chosen LPKs, reads are logged, and export/deletion live at /admin/settings', async () => {
  await act(() => i18n.changeLanguage('en'));
  renderScreen(<PrivacyScreen />, { path: '/privacy-policy', url: '/privacy-policy' });
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  expect(screen.getByText(/shared only with the LPKs you choose yourself/)).toBeInTheDocument();
  expect(screen.getByText(/Every time LPK staff open your data we record/)).toBeInTheDocument();
  expect(screen.getByText(/At \/admin\/settings you can download all your data/)).toBeInTheDocument();
  expect(document.title).toBe('Privacy policy · LPK Kaigo');
});

test('the terms are shown in Indonesian by default', async () => {
  await act(() => i18n.changeLanguage('id'));
  renderScreen(<TermsScreen />, { path: '/terms', url: '/terms' });
  expect(screen.getByRole('heading', { level: 1, name: 'Syarat dan ketentuan' })).toBeInTheDocument();
  expect(screen.getByText(/adalah gaji kotor, bukan gaji bersih/)).toBeInTheDocument();
});

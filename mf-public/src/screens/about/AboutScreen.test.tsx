import { screen } from '@testing-library/react';
import { i18n } from 'mf-shared';
import { renderScreen } from '../../components/catalogue/testing/renderScreen';
import AboutScreen from './AboutScreen';

test('explains the flow, the data-sharing promise and answers questions in a FAQ list', async () => {
  await i18n.changeLanguage('en');
  const { container } = renderScreen(<AboutScreen />, { path: '/about', url: '/about' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const steps = screen.getByRole('list', { name: 'How it works' }).querySelectorAll('li');
  expect(Array.from(steps).map((li) => li.querySelector('strong')?.textContent)).toEqual(['Create an account', 'Search LPKs', 'Register with an LPK', 'The LPK approves', 'Registered']);
  expect(screen.getByRole('heading', { name: 'Your data goes only to the LPKs you choose' })).toBeInTheDocument();
  expect(container.querySelectorAll('details').length).toBeGreaterThanOrEqual(5);
  expect(screen.getByText('Is the salary really from about Rp20 million a month?')).toBeInTheDocument();
});

test('is translated into Indonesian', async () => {
  await i18n.changeLanguage('id');
  renderScreen(<AboutScreen />, { path: '/about', url: '/about' });
  expect(screen.getByRole('heading', { level: 1, name: 'Tentang kami' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Data Anda hanya untuk LPK pilihan Anda' })).toBeInTheDocument();
});

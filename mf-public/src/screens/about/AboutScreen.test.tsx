import { act, screen, within } from '@testing-library/react';
import { clearQueries, i18n } from 'mf-shared';
import { fakeApi, ok } from '../../../test/fake-api';
import { makeFacts } from 'mf-shared/test/helpers/fixtures';
import { renderScreen } from '../../../test/helpers/catalogue/renderScreen';
import AboutScreen from './AboutScreen';

const api = fakeApi();
beforeEach(() => {
  api.use('GET /api/lpk/facts', ok(makeFacts(110)));
  clearQueries();
});

test('explains the flow, the data-sharing promise and answers questions in a FAQ list', async () => {
  await act(() => i18n.changeLanguage('en'));
  const { container } = renderScreen(<AboutScreen />, { path: '/about', url: '/about' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const steps = screen.getByRole('list', { name: 'How it works' }).querySelectorAll('li');
  expect(Array.from(steps).map((li) => li.querySelector('strong')?.textContent)).toEqual([
    'Create an account',
    'Search LPKs',
    'Register with an LPK',
    'The LPK approves',
    'Registered',
  ]);
  expect(screen.getByRole('heading', { name: 'Your data goes only to the LPKs you choose' })).toBeInTheDocument();
  expect(container.querySelectorAll('details').length).toBeGreaterThanOrEqual(5);
  expect(screen.getByText('Is the salary really from about Rp20 million a month?')).toBeInTheDocument();
});

test('is translated into Indonesian', async () => {
  await act(() => i18n.changeLanguage('id'));
  renderScreen(<AboutScreen />, { path: '/about', url: '/about' });
  expect(screen.getByRole('heading', { level: 1, name: 'Tentang kami' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Data Anda hanya untuk LPK pilihan Anda' })).toBeInTheDocument();
});

test('shows the comparison of the three pathways and the salary simulation of /inexperienced', async () => {
  await act(() => i18n.changeLanguage('en'));
  renderScreen(<AboutScreen />, { path: '/about', url: '/about' });
  const pathways = await screen.findByRole('table', { name: i18n.t('public:inexperienced.pathways_caption') });
  expect(within(pathways).getAllByRole('columnheader')).toHaveLength(4);
  expect(screen.getByRole('heading', { level: 2, name: i18n.t('public:inexperienced.simulation_title') })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: i18n.t('public:inexperienced.gross_label') })).toBeInTheDocument();
});

test('FAQ answers link the pages they name', async () => {
  await act(() => i18n.changeLanguage('id'));
  renderScreen(<AboutScreen />, { path: '/about', url: '/about' });
  const salary = document.getElementById('faq-salary')!;
  expect(within(salary).getByRole('link', { name: 'Simulasi gaji' })).toHaveAttribute('href', '#salary-simulation');
  expect(within(document.getElementById('faq-withdraw')!).getByRole('link', { name: 'Pendaftaran saya' })).toHaveAttribute('href', '/admin/registration');
  await screen.findAllByRole('table');
});

test('FAQ answers that state a rule cite their primary sources with dates, an English title labelled on the Indonesian page', async () => {
  await act(() => i18n.changeLanguage('id'));
  renderScreen(<AboutScreen />, { path: '/about', url: '/about' });
  const age = document.getElementById('faq-age')!;
  expect(
    within(age).getByText(/^Sumber: Immigration Services Agency of Japan: landing permission criteria .* \(dalam bahasa Inggris; April 2019\)$/),
  ).toBeInTheDocument();
  // An Indonesian law's title needs no label on an Indonesian page.
  expect(
    within(age).getByText('Sumber: Undang-Undang Nomor 18 Tahun 2017 tentang Pelindungan Pekerja Migran Indonesia (Pasal 5 dan 13) (November 2017)'),
  ).toBeInTheDocument();
  await act(() => i18n.changeLanguage('en'));
  expect(within(age).getByText(/^Source: Undang-Undang Nomor 18 Tahun 2017 .* \(in Indonesian; November 2017\)$/)).toBeInTheDocument();
  expect(within(age).getByText(/^Source: Immigration Services Agency of Japan: landing permission criteria .* \(April 2019\)$/)).toBeInTheDocument();
  await screen.findAllByRole('table');
});

test('training length and fees come with the figures of the catalogue (GET /facts)', async () => {
  await act(() => i18n.changeLanguage('id'));
  renderScreen(<AboutScreen />, { path: '/about', url: '/about' });
  expect(await within(document.getElementById('faq-training')!).findByText('Di katalog kami (48 LPK): 3–12 bulan, median 6 bulan.')).toBeInTheDocument();
  expect(
    within(document.getElementById('faq-fees')!).getByText(
      /^Di katalog kami \(48 LPK\): biaya pendaftaran Rp\s?2\.650\.000–Rp\s?28\.500\.000, median Rp\s?8\.375\.000\.$/,
    ),
  ).toBeInTheDocument();
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHWAY_FACTS } from 'contracts';
import { clearQueries, i18n } from 'mf-shared';
import { fakeApi, ok } from '../../../test/fake-api';
import { makeFacts, makeJob } from 'mf-shared/test/helpers/fixtures';
import { pageOf, renderScreen } from '../../../test/helpers/catalogue/renderScreen';
import InexperiencedScreen from './InexperiencedScreen';

const api = fakeApi();
const FACTS = 'GET /api/lpk/facts';
beforeEach(async () => {
  api.use(FACTS, ok(makeFacts(110)));
  api.use('GET /api/lpk/jobs', ok(pageOf([makeJob({ experience: 'inexperienced', title: 'Trainee caregiver' })], 1, 1)));
  clearQueries();
  await act(() => i18n.changeLanguage('en'));
});

const flat = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');
const row = (name: string | RegExp) => within(screen.getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell').map(flat);

test('compares the three pathways with their Japanese levels and sources', async () => {
  renderScreen(<InexperiencedScreen />, { path: '/inexperienced', url: '/inexperienced' });
  expect(screen.getByRole('heading', { level: 1, name: 'Preparation path without experience' })).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'The three work pathways compared' });
  expect(row('Japanese level')).toEqual(['N4 on entry (N3 expected in year 2)', 'N4 or JFT-Basic, plus the nursing care Japanese test', 'N2 expected']);
  expect(row('Family may join')).toEqual(['No', 'No', 'Yes']);
  expect(row('Length of stay')[0]).toBe('3–5 years');
  expect(screen.getByText(`Source: ${PATHWAY_FACTS.titp.source} (2025)`)).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Trainee caregiver' })).toBeInTheDocument();
  expect(api.requests('GET /api/lpk/jobs').at(-1)!.query.get('experience')).toBe('inexperienced');
});

test('the pathways, the simulation and the exchange rate of the vacancies share one GET /facts', async () => {
  const before = api.requests(FACTS).length;
  renderScreen(<InexperiencedScreen />, { path: '/inexperienced', url: '/inexperienced' });
  await screen.findByRole('heading', { name: 'The three work pathways compared' });
  await screen.findByRole('link', { name: 'Trainee caregiver' });
  expect(await screen.findByText(/1 JPY = Rp110/, { selector: '.job-list .fact-source' })).toBeInTheDocument();
  expect(api.requests(FACTS).length - before).toBe(1);
});

test('the salary simulation turns gross JPY into take-home JPY and IDR at the configured rate, and says the Rp20 million claim is gross', async () => {
  const user = userEvent.setup();
  renderScreen(<InexperiencedScreen />, { path: '/inexperienced', url: '/inexperienced' });
  const input = await screen.findByLabelText('Gross monthly pay (JPY)');
  await user.clear(input);
  await user.type(input, '200000');
  expect(row('Gross pay')).toEqual(['¥200,000', 'Rp 22,000,000']);
  expect(row('After tax and insurance')).toEqual(['¥165,900', 'Rp 18,249,000']);
  expect(row('Estimated take-home pay')).toEqual(['¥135,900 – ¥150,900', 'Rp 14,949,000 – Rp 16,599,000']);
  expect(screen.queryByRole('rowheader', { name: /Resident tax/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Second year onwards' }));
  expect(row(/Resident tax/)).toEqual(['−¥10,000', '−Rp 1,100,000']);
  expect(row('After tax and insurance')[0]).toBe('¥155,900');

  expect(screen.getByText(/gross pay \(before deductions\), not take-home pay/)).toBeInTheDocument();
  expect(screen.getByText(/1 JPY = Rp110 as of 1 October 2025/)).toBeInTheDocument();

  await user.clear(input);
  await user.type(input, 'abc');
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a number between 50,000 and 1,000,000.');
  expect(screen.queryByRole('rowheader', { name: 'Gross pay' })).not.toBeInTheDocument();
});

test('in Indonesian the simulation writes numbers the Indonesian way: ¥200.000, Rp 22.000.000, and its error "antara 50.000 dan 1.000.000" (issue 33)', async () => {
  await act(() => i18n.changeLanguage('id'));
  const user = userEvent.setup();
  renderScreen(<InexperiencedScreen />, { path: '/inexperienced', url: '/inexperienced' });
  const input = await screen.findByLabelText('Gaji kotor per bulan (JPY)');
  await user.clear(input);
  await user.type(input, '200000');
  expect(row('Gaji kotor')).toEqual(['¥200.000', 'Rp 22.000.000']);
  await user.clear(input);
  await user.type(input, '20');
  expect(screen.getByRole('alert')).toHaveTextContent('Masukkan angka antara 50.000 dan 1.000.000.');
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearQueries, i18n } from 'mf-shared';
import { fakeApi, ok, type Answer } from '../../../test/fake-api';
import { makeFacts, makeJob } from 'mf-shared/test/helpers/fixtures';
import { pageOf, renderScreen } from '../../../test/helpers/catalogue/renderScreen';
import ExperiencedScreen from './ExperiencedScreen';

const api = fakeApi();
const JOBS = 'GET /api/lpk/jobs';
const jobsAnswer = (answer: Answer) => api.use(JOBS, answer);

beforeEach(async () => {
  clearQueries();
  api.use('GET /api/lpk/facts', ok(makeFacts(108)));
  jobsAnswer(ok(pageOf([makeJob()], 1, 30)));
  await act(() => i18n.changeLanguage('en'));
});

const show = (url = '/experienced') => renderScreen(<ExperiencedScreen />, { path: '*', url });
const jobRequests = () => api.requests(JOBS).map((call) => call.query);

test('lists experienced vacancies with pay in yen and rupiah, pathway, JLPT, deadline and a link to the detail', async () => {
  show();
  expect(screen.getByRole('heading', { level: 1, name: 'Vacancies for experienced caregivers' })).toBeInTheDocument();
  const card = (await screen.findByRole('link', { name: 'Experienced caregiver – private home, Kobe' })).closest('article')!;
  expect(screen.getByRole('link', { name: 'Experienced caregiver – private home, Kobe' })).toHaveAttribute('href', '/job-detail/46/24');
  const c = within(card as HTMLElement);
  expect(c.getByText('LPK Hotaru Kupang')).toBeInTheDocument();
  expect(c.getByText('Kobe, Hyogo')).toBeInTheDocument();
  expect(c.getByText('¥231,000')).toBeInTheDocument();
  // 231,000 JPY x 108 = Rp24,948,000, shown once the facts (rate) arrive.
  expect(await c.findByText(/Rp\s?24,948,000 \(gross\)/)).toBeInTheDocument();
  expect(c.getByText('SSW (Tokutei Ginō)')).toBeInTheDocument();
  expect(c.getByText('N4')).toBeInTheDocument();
  expect(c.getByText('7 December 2026')).toHaveAttribute('datetime', '2026-12-07');
  expect(screen.getByText('30 vacancies')).toBeInTheDocument();
  expect(jobRequests().at(-1)!.get('experience')).toBe('experienced');
});

test('formats the deadline in Indonesian when the language is Indonesian', async () => {
  await act(() => i18n.changeLanguage('id'));
  show();
  expect(await screen.findByText('7 Desember 2026')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Lowongan untuk perawat berpengalaman' })).toBeInTheDocument();
});

test('pages through the list with the page kept in the URL', async () => {
  const user = userEvent.setup();
  jobsAnswer(({ query }) => ok(pageOf([makeJob()], Number(query.get('page') ?? 1), 30)));
  const view = show('/experienced?page=2');
  await screen.findByText('30 vacancies');
  const last = jobRequests().at(-1)!;
  expect(last.get('page')).toBe('2');
  expect(last.get('experience')).toBe('experienced');
  const pages = () => within(screen.getByRole('navigation', { name: 'Result pages' }));
  expect(pages().getByText('Page 2 of 3')).toBeInTheDocument();
  // Page 1 is the list's own address, without `?page=`.
  expect(pages().getByRole('link', { name: 'First' })).toHaveAttribute('href', '/experienced');
  await user.click(pages().getByRole('link', { name: 'Next' }));
  expect(view.location().search).toBe('?page=3');
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  expect(jobRequests().at(-1)!.get('page')).toBe('3');
  // The last page leads nowhere further.
  expect(pages().queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  expect(pages().queryByRole('link', { name: 'Last' })).not.toBeInTheDocument();
  await user.click(pages().getByRole('link', { name: 'Previous' }));
  expect(view.location().search).toBe('?page=2');
});

test('says so when there are no vacancies', async () => {
  jobsAnswer(ok(pageOf([], 1, 0)));
  show();
  expect(await screen.findByText('No matching vacancies yet.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
});

test('shows an error with a retry that loads again', async () => {
  const user = userEvent.setup();
  jobsAnswer({ status: 500, body: { status: 'error', message: 'Server error' } });
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  jobsAnswer(ok(pageOf([makeJob()], 1, 1)));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Experienced caregiver – private home, Kobe' })).toBeInTheDocument();
});

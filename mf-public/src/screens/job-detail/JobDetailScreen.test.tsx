import { act, screen } from '@testing-library/react';
import { i18n } from 'mf-shared';
import { ok, startTestApi, type Reply, type TestApi } from '../../../test/helpers/catalogue/apiServer';
import { makeJobDetail } from 'mf-shared/test/helpers/fixtures';
import { renderScreen } from '../../../test/helpers/catalogue/renderScreen';
import JobDetailScreen from './JobDetailScreen';

const detail = makeJobDetail();
let answer: () => Reply = () => ok(detail);
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(() => answer());
});
afterAll(() => api.close());
beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});
const show = () => renderScreen(<JobDetailScreen />, { path: '/job-detail/:id/:lpkId', url: '/job-detail/46/24' });

test('shows the vacancy, its pay estimate with the source, and links to the LPK and its registration', async () => {
  answer = () => ok(detail);
  show();
  expect(await screen.findByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
  const request = api.requests().at(-1)!;
  expect(request.pathname).toBe('/api/lpk/jobs/46');
  expect(request.searchParams.get('lpk_id')).toBe('24');
  expect(screen.getByText(/¥161,614–¥176,614/)).toBeInTheDocument();
  expect(screen.getByText('Source: MHLW wage survey, 2023 (2023)')).toBeInTheDocument();
  expect(screen.getByText('Nursing care skills test passed')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Register with this LPK' })).toHaveAttribute('href', '/registration?lpk_id=24&job_id=46');
  expect(screen.getByRole('link', { name: 'View the LPK profile' })).toHaveAttribute('href', '/lpk/24');
});

test('an unknown vacancy shows a not-found state', async () => {
  answer = () => ({ status: 404, body: { status: 'error', message: 'Vacancy not found.' } });
  show();
  expect(await screen.findByRole('heading', { level: 1, name: 'Vacancy not found' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('does not exist');
});

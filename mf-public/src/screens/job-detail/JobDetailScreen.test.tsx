import { act, screen } from '@testing-library/react';
import { i18n } from 'mf-shared';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { makeJobDetail } from 'mf-shared/test/helpers/fixtures';
import { renderScreen } from '../../../test/helpers/catalogue/renderScreen';
import JobDetailScreen from './JobDetailScreen';

const api = fakeApi();
const JOB = 'GET /api/lpk/jobs/:id';
const detail = makeJobDetail();
beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});
const show = () => renderScreen(<JobDetailScreen />, { path: '/job-detail/:id/:lpkId', url: '/job-detail/46/24' });

test('shows the vacancy, its pay estimate with the source, and links to the LPK and its registration', async () => {
  api.use(JOB, ok(detail));
  show();
  expect(await screen.findByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
  const request = api.requests().at(-1)!;
  expect(request.path).toBe('/api/lpk/jobs/46');
  expect(request.query.get('lpk_id')).toBe('24');
  expect(screen.getByText(/¥161,614–¥176,614/)).toBeInTheDocument();
  expect(screen.getByText('Source: MHLW wage survey, 2023 (2023)')).toBeInTheDocument();
  expect(screen.getByText('Nursing care skills test passed')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Register with this LPK' })).toHaveAttribute('href', '/registration?lpk_id=24&job_id=46');
  expect(screen.getByRole('link', { name: 'View the LPK profile' })).toHaveAttribute('href', '/lpk/24');
});

test('an unknown vacancy shows a not-found state', async () => {
  api.use(JOB, fail(404, 'Vacancy not found.'));
  show();
  expect(await screen.findByRole('heading', { level: 1, name: 'Vacancy not found' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('does not exist');
});

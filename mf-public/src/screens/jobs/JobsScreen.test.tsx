import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearQueries, i18n } from 'mf-shared';
import { fakeApi, ok } from '../../../test/fake-api';
import { makeFacts, makeJob } from 'mf-shared/test/helpers/fixtures';
import { pageOf, renderScreen } from '../../../test/helpers/catalogue/renderScreen';
import JobsScreen from './JobsScreen';

const api = fakeApi();
const JOBS = 'GET /api/lpk/jobs';
beforeEach(async () => {
  api.use('GET /api/lpk/facts', ok(makeFacts()));
  api.use(JOBS, ({ query }) => ok(pageOf([makeJob()], Number(query.get('page') ?? 1), 40)));
  clearQueries();
  await act(() => i18n.changeLanguage('en'));
});
const lastJobs = () => api.requests(JOBS).at(-1)!;

test('lists all vacancies; the pathway and prefecture filters reach the API and stay in the URL', async () => {
  const user = userEvent.setup();
  const view = renderScreen(<JobsScreen />, { path: '/jobs', url: '/jobs?page=2' });
  expect(screen.getByRole('heading', { level: 1, name: 'Official LPK job list' })).toBeInTheDocument();
  await screen.findByText('40 vacancies');
  expect(lastJobs().query.has('experience')).toBe(false);
  expect(lastJobs().query.get('page')).toBe('2');

  await user.selectOptions(screen.getByLabelText('Pathway'), 'kaigo_fukushishi');
  expect(view.location().search).toBe('?pathway=kaigo_fukushishi');
  await screen.findByText('40 vacancies');
  await user.selectOptions(screen.getByLabelText('Prefecture'), 'Tokyo');
  expect(view.location().search).toBe('?pathway=kaigo_fukushishi&prefecture=Tokyo');
  await screen.findByText('40 vacancies');
  expect(Object.fromEntries(lastJobs().query)).toMatchObject({ pathway: 'kaigo_fukushishi', prefecture: 'Tokyo', page: '1' });
});

test('a reloaded URL keeps the filters', async () => {
  renderScreen(<JobsScreen />, { path: '/jobs', url: '/jobs?pathway=titp&prefecture=Osaka' });
  await screen.findByText('40 vacancies');
  expect(screen.getByLabelText('Pathway')).toHaveValue('titp');
  expect(screen.getByLabelText('Prefecture')).toHaveValue('Osaka');
  expect(Object.fromEntries(lastJobs().query)).toMatchObject({ pathway: 'titp', prefecture: 'Osaka' });
});

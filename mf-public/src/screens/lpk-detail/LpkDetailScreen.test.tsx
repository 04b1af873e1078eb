import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearQueries, i18n } from 'mf-shared';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { makeFacts, makeComparedInstitute, makeJob } from 'mf-shared/test/helpers/fixtures';
import { renderScreen } from '../../../test/helpers/catalogue/renderScreen';
import LpkDetailScreen from './LpkDetailScreen';

const api = fakeApi();
const DETAIL = 'GET /api/lpk/institutes/:id';

beforeEach(async () => {
  api.use('GET /api/lpk/facts', ok(makeFacts()));
  api.use(
    'GET /api/lpk/institutes/:id/reviews',
    ok({
      items: [],
      meta: { page: 1, per_page: 10, total: 0, last_page: 1 },
      summary: { count: 0, averages: null, rating: 4.1, rating_source: 'self_declared', threshold: 3 },
    }),
  );
  api.use(DETAIL, ok({ ...makeComparedInstitute({ id: 7, name: 'LPK Sakura Malang' }), jobs: [makeJob({ lpk_id: 7 })] }));
  clearQueries();
  await act(() => i18n.changeLanguage('en'));
});

const show = (id = '7') => renderScreen(<LpkDetailScreen />, { path: '/lpk/:id', url: `/lpk/${id}` });

test('shows the institute: fees, dormitory, training, licence, pass rates, rating, jobs and the register call to action', async () => {
  show();
  expect(await screen.findByRole('heading', { level: 1, name: 'LPK Sakura Malang' })).toBeInTheDocument();
  expect(api.requests().some((call) => call.path === '/api/lpk/institutes/7')).toBe(true);
  expect(document.title).toBe('LPK Sakura Malang · LPK Kaigo');
  expect(screen.getAllByText('Rp 13,750,000').length).toBeGreaterThan(0);
  expect(screen.getByText('Dormitory available')).toBeInTheDocument();
  expect(screen.getByText('7 months')).toBeInTheDocument();
  expect(screen.getByText('85.1%')).toBeInTheDocument();
  expect(screen.getByText('4.1 out of 5')).toBeInTheDocument();
  expect(screen.getByText(/KEP\.329\/2017/)).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'JFT-Basic' })).toBeInTheDocument();
  expect(screen.getByText('Care and Japanese training.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Experienced caregiver – private home, Kobe' })).toHaveAttribute('href', '/job-detail/46/7');
  for (const cta of screen.getAllByRole('link', { name: 'Register with this LPK' })) expect(cta).toHaveAttribute('href', '/registration?lpk_id=7');
  expect(screen.getByRole('link', { name: '+62 22 517 6849' })).toHaveAttribute('href', 'tel:+62225176849');
});

test('an unknown institute shows a not-found state', async () => {
  api.use(DETAIL, fail(404, 'Institute not found.'));
  show('999');
  expect(await screen.findByRole('heading', { level: 1, name: 'LPK not found' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('does not exist');
  expect(screen.getByRole('link', { name: 'Back to the LPK search' })).toHaveAttribute('href', '/search');
});

test('a server failure offers a retry', async () => {
  const user = userEvent.setup();
  api.use(DETAIL, { status: 500, body: { status: 'error', message: 'Server error' } });
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  api.use(DETAIL, ok({ ...makeComparedInstitute({ id: 7, name: 'LPK Sakura Malang' }), jobs: [] }));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'LPK Sakura Malang' })).toBeInTheDocument();
  expect(screen.getByText('This LPK has no vacancies yet.')).toBeInTheDocument();
});

test('the listing’s photos show in their order, each with a text alternative; none, no gallery', async () => {
  const photos = [
    { url: '/storage/institutes/0123456789abcdef0123456789abcdef.webp', width: 1600, height: 1067 },
    { url: '/storage/institutes/fedcba9876543210fedcba9876543210.webp', width: 1200, height: 900 },
  ];
  api.use(DETAIL, ok({ ...makeComparedInstitute({ id: 7, name: 'LPK Sakura Malang' }), jobs: [], photos }));
  show();
  const gallery = await screen.findByRole('region', { name: 'Photos' });
  const images = gallery.querySelectorAll('img');
  expect([...images].map((img) => img.getAttribute('alt'))).toEqual(['Photo 1 of LPK Sakura Malang', 'Photo 2 of LPK Sakura Malang']);
  expect(images[0]!.getAttribute('src')).toMatch(/\/storage\/institutes\/0123456789abcdef0123456789abcdef\.webp$/);
});

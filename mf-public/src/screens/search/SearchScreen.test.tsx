import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'mf-shared';
import { fakeApi, ok, type Call } from '../../../test/fake-api';
import { makeInstituteCard } from 'mf-shared/test/helpers/fixtures';
import { pageOf, renderScreen } from '../../../test/helpers/catalogue/renderScreen';
import SearchScreen from './SearchScreen';

/** The API's answers to the search: cards (`view=card`), without address, licence or description. */
const five = [1, 2, 3, 4, 5].map((id) => makeInstituteCard({ id, name: `LPK Number ${id}` }));
const api = fakeApi();
const SEARCH = 'GET /api/lpk/institutes';

beforeEach(async () => {
  api.use(SEARCH, ({ query }) => ok(pageOf(five, Number(query.get('page') ?? 1), 40)));
  await act(() => i18n.changeLanguage('en'));
});

const show = (url: string) => renderScreen(<SearchScreen />, { path: ['/search', '/search/:query'], url });
const lastSearch = () => api.requests(SEARCH).at(-1)!;

test('the query of the path and the filters of the URL reach the API, asking for cards, and the results link to each LPK', async () => {
  show('/search/bandung?dormitory=1&program=ssw&fee=low&province=Jawa%20Barat&sort=price_asc&page=2');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('LPK search results: “bandung”');
  expect(await screen.findByText('40 LPKs found')).toBeInTheDocument();
  const q = lastSearch().query;
  expect(Object.fromEntries(q)).toEqual({
    q: 'bandung',
    dormitory: '1',
    program: 'ssw',
    fee: 'low',
    province: 'Jawa Barat',
    sort: 'price_asc',
    page: '2',
    per_page: '12',
    view: 'card',
  });
  expect(screen.getByRole('link', { name: 'LPK Number 1' })).toHaveAttribute('href', '/lpk/1');
  expect(screen.getByLabelText('Dormitory')).toHaveValue('1');
  expect(screen.getByLabelText('Sort by')).toHaveValue('price_asc');
  expect(screen.getByLabelText('LPK name, city or keyword')).toHaveValue('bandung');
});

test('changing a filter or the sort updates the URL, starts again at page 1 and asks the API again', async () => {
  const user = userEvent.setup();
  const view = show('/search?page=3');
  await screen.findByText('40 LPKs found');
  await user.selectOptions(screen.getByLabelText('Registration fee'), 'high');
  expect(view.location().search).toBe('?fee=high');
  await screen.findByText('40 LPKs found');
  expect(lastSearch().query.get('fee')).toBe('high');
  expect(lastSearch().query.get('page')).toBe('1');

  await user.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
  await user.selectOptions(screen.getByLabelText('Dormitory'), '0');
  await user.selectOptions(screen.getByLabelText('Program type'), 'kaigo_fukushishi');
  await user.selectOptions(screen.getByLabelText('Province'), 'Bali');
  expect(new URLSearchParams(view.location().search).toString()).toBe('fee=high&sort=price_desc&dormitory=0&program=kaigo_fukushishi&province=Bali');
  await screen.findByText('40 LPKs found');
  expect(Object.fromEntries(lastSearch().query)).toMatchObject({
    fee: 'high',
    sort: 'price_desc',
    dormitory: '0',
    program: 'kaigo_fukushishi',
    province: 'Bali',
  });

  await user.selectOptions(screen.getByLabelText('Dormitory'), '');
  expect(view.location().search).not.toContain('dormitory');
});

test('submitting a text query opens /search/{query} and keeps the filters', async () => {
  const user = userEvent.setup();
  const view = show('/search?fee=low&page=2');
  await screen.findByText('40 LPKs found');
  await user.type(screen.getByLabelText('LPK name, city or keyword'), 'Jawa Timur');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(view.location().pathname).toBe('/search/Jawa%20Timur');
  expect(view.location().search).toBe('?fee=low');
  await screen.findByText('40 LPKs found');
  expect(lastSearch().query.get('q')).toBe('Jawa Timur');
  expect(screen.getByLabelText('LPK name, city or keyword')).toHaveValue('Jawa Timur');
});

test('pages through results with the page in the URL', async () => {
  const user = userEvent.setup();
  const view = show('/search?sort=price_asc');
  await screen.findByText('40 LPKs found');
  await user.click(within(screen.getByRole('navigation', { name: 'Result pages' })).getByRole('link', { name: 'Next' }));
  expect(view.location().search).toBe('?sort=price_asc&page=2');
  await screen.findByText('40 LPKs found');
  expect(Object.fromEntries(lastSearch().query)).toMatchObject({ sort: 'price_asc', page: '2' });
});

test('ticking institutes for comparison: the link appears from 2, at most 4 can be ticked, the choice stays in the URL', async () => {
  const user = userEvent.setup();
  const view = show('/search');
  await screen.findByText('40 LPKs found');
  const tick = (id: number) => screen.getByRole('checkbox', { name: `Compare LPK Number ${id}` });

  await user.click(tick(1));
  expect(screen.getByText(/1 of 4 LPKs chosen/)).toHaveTextContent('Choose at least 2.');
  expect(screen.queryByRole('link', { name: /Compare \(/ })).not.toBeInTheDocument();

  await user.click(tick(3));
  expect(screen.getByRole('link', { name: 'Compare (2)' })).toHaveAttribute('href', '/side-by-side-lpk?ids=1,3');
  expect(new URLSearchParams(view.location().search).get('compare')).toBe('1,3');

  await user.click(tick(2));
  await user.click(tick(4));
  expect(screen.getByRole('link', { name: 'Compare (4)' })).toHaveAttribute('href', '/side-by-side-lpk?ids=1,3,2,4');
  expect(tick(5)).toBeDisabled();
  await user.click(tick(5));
  expect(tick(5)).not.toBeChecked();
  expect(screen.getByText(/4 of 4 LPKs chosen/)).toHaveTextContent('maximum of 4');

  await user.click(tick(3));
  expect(tick(5)).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Compare (3)' })).toHaveAttribute('href', '/side-by-side-lpk?ids=1,2,4');

  await user.click(screen.getByRole('button', { name: 'Clear selection' }));
  expect(view.location().search).toBe('');
  expect(tick(1)).not.toBeChecked();
});

test('a reloaded URL keeps the ticked institutes', async () => {
  show('/search?compare=2,5');
  await screen.findByText('40 LPKs found');
  expect(screen.getByRole('checkbox', { name: 'Compare LPK Number 2' })).toBeChecked();
  expect(screen.getByRole('link', { name: 'Compare (2)' })).toHaveAttribute('href', '/side-by-side-lpk?ids=2,5');
});

test('no results and failures are shown', async () => {
  api.use(SEARCH, ok(pageOf([], 1, 0)));
  show('/search/zzz');
  expect(await screen.findByText(/No LPK matches/)).toBeInTheDocument();
  expect(screen.getByText('0 LPKs found')).toBeInTheDocument();
});

test('a failed search shows an error with a retry', async () => {
  const user = userEvent.setup();
  api.use(SEARCH, { status: 500, body: { status: 'error', message: 'boom' } });
  show('/search');
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  api.use(SEARCH, ok(pageOf(five, 1, 5)));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('5 LPKs found')).toBeInTheDocument();
});

test('the filter "fees within the usual range" reaches the API and the URL; each card shows its fee check verdict', async () => {
  const user = userEvent.setup();
  const basis = { program: 'ssw' as const, program_label: 'SSW (Tokutei Ginō)', peers: 40, median: 9_000_000, p90: 12_000_000 };
  api.use(SEARCH, ({ query }: Call) =>
    ok(
      pageOf(
        [
          makeInstituteCard({
            id: 1,
            name: 'LPK Number 1',
            fee_check: { total: 9_000_000, verdict: 'within', verdict_label: 'Within the usual range', basis },
          }),
          makeInstituteCard({
            id: 2,
            name: 'LPK Number 2',
            fee_check: { total: 30_000_000, verdict: 'far_above', verdict_label: 'Far above the usual range', basis },
          }),
        ],
        Number(query.get('page') ?? 1),
        2,
      ),
    ),
  );
  const view = show('/search?page=2');
  await screen.findByText('2 LPKs found');
  const card = (name: string) => screen.getByRole('link', { name }).closest('article')!;
  expect(within(card('LPK Number 1')).getByText('Within the usual range')).toBeInTheDocument();
  expect(within(card('LPK Number 2')).getByText('Far above the usual range')).toBeInTheDocument();
  const filter = screen.getByRole('checkbox', { name: 'Fees within the usual range' });
  await user.click(filter);
  expect(view.location().search).toBe('?fee_check=within');
  await screen.findByText('2 LPKs found');
  expect(lastSearch().query.get('fee_check')).toBe('within');
  expect(lastSearch().query.get('page')).toBe('1');
  await user.click(screen.getByRole('checkbox', { name: 'Fees within the usual range' }));
  expect(view.location().search).toBe('');
});

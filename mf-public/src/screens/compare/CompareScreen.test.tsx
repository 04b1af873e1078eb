import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'mf-shared';
import { fail, fakeApi, ok, type Call } from '../../../test/fake-api';
import { makeComparedInstitute } from 'mf-shared/test/helpers/fixtures';
import { renderScreen } from '../../../test/helpers/catalogue/renderScreen';
import CompareScreen from './CompareScreen';

const byId = (id: number) => makeComparedInstitute({ id, name: `LPK ${id}`, registration_fee: id * 1_000_000, has_dormitory: id % 2 === 0 });
const api = fakeApi();
const COMPARE = 'GET /api/lpk/institutes/compare';
const compared = ({ query }: Call) => ok({ items: (query.get('ids') ?? '').split(',').map((id) => byId(Number(id))) });

beforeEach(async () => {
  api.use(COMPARE, compared);
  await act(() => i18n.changeLanguage('en'));
});

const show = (search: string) => renderScreen(<CompareScreen />, { path: '/side-by-side-lpk', url: `/side-by-side-lpk${search}` });
const compareCalls = () => api.requests(COMPARE).map((call) => call.query);

test('shows the institutes side by side in a table with row headers', async () => {
  show('?ids=2,3,4');
  const table = await screen.findByRole('table');
  expect(compareCalls().at(-1)!.get('ids')).toBe('2,3,4');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual(['LPK 2', 'LPK 3', 'LPK 4']);
  const feeRow = within(table).getByRole('rowheader', { name: 'Registration fee' }).closest('tr')!;
  expect(
    within(feeRow)
      .getAllByRole('cell')
      .map((td) => td.textContent?.replace(/\s/g, ' ')),
  ).toEqual(['Rp 2,000,000', 'Rp 3,000,000', 'Rp 4,000,000']);
  const dormRow = within(table).getByRole('rowheader', { name: 'Dormitory' }).closest('tr')!;
  expect(
    within(dormRow)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['Dormitory available', 'No dormitory', 'Dormitory available']);
  expect(within(table).getByRole('link', { name: 'LPK 3' })).toHaveAttribute('href', '/lpk/3');
});

test('removing one keeps the others, in the URL too, and says so when fewer than 2 are left', async () => {
  const user = userEvent.setup();
  const view = show('?ids=2,3,4');
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Remove LPK 3' }));
  expect(view.location().search).toBe('?ids=2%2C4');
  await screen.findByRole('columnheader', { name: 'LPK 4' });
  expect(screen.queryByRole('columnheader', { name: 'LPK 3' })).not.toBeInTheDocument();
  expect(compareCalls().at(-1)!.get('ids')).toBe('2,4');

  await user.click(screen.getByRole('button', { name: 'Remove LPK 2' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose at least 2 and at most 4 LPKs to compare.');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('fewer than two institutes: a validation message and no call', async () => {
  const before = compareCalls().length;
  show('?ids=5');
  expect(screen.getByRole('alert')).toHaveTextContent('Choose at least 2');
  expect(screen.getByRole('link', { name: 'Choose LPKs on the search page' })).toHaveAttribute('href', '/search');
  expect(compareCalls().length).toBe(before);
});

test('more than four: only the first four are compared', async () => {
  show('?ids=1,2,3,4,5');
  await screen.findByRole('table');
  expect(compareCalls().at(-1)!.get('ids')).toBe('1,2,3,4');
  expect(screen.getByText('Only the first 4 LPKs are compared.')).toBeInTheDocument();
});

test('an unknown institute shows the server message', async () => {
  api.use(COMPARE, fail(422, 'No institute with these ids: 99.', { ids: ['No institute with these ids: 99.'] }));
  show('?ids=1,99');
  expect(await screen.findByRole('alert')).toHaveTextContent('No institute with these ids: 99.');
});

test('on a phone: the same table, every attribute a row, scrolling sideways in a labelled frame the keyboard reaches', async () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  api.use(COMPARE, compared);
  try {
    show('?ids=2,3,4');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['LPK 2', 'LPK 3', 'LPK 4']);
    // Nothing left out: the 12 attributes and the actions, each with a value for every LPK.
    const rows = within(table).getAllByRole('rowheader');
    expect(rows).toHaveLength(13);
    for (const row of rows) expect(within(row.closest('tr')!).getAllByRole('cell')).toHaveLength(3);
    // The fixed narrow columns are sized for the number of LPKs (catalogue.css, max-width 599px).
    expect(table.style.getPropertyValue('--compare-columns')).toBe('3');
    const frame = screen.getByRole('region', { name: 'Comparison of 3 LPKs' });
    expect(frame).toContainElement(table);
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(within(table).getByRole('button', { name: 'Remove LPK 3' })).toBeInTheDocument();
  } finally {
    window.matchMedia = original;
  }
});

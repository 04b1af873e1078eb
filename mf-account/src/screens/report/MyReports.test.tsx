import { act, screen, waitFor, within } from '@testing-library/react';
import type { MyReport } from 'contracts';
import { setLanguage } from 'mf-shared';
import { fakeApi, ok } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import { MyReports } from './MyReports';

const report = (id: number, overrides: Partial<MyReport> = {}): MyReport => ({
  id,
  lpk: { id: 3, name: 'LPK Midori Karya' },
  registration_id: null,
  category: 'deposit_or_guarantee',
  text: 'Diminta uang jaminan.',
  attachment: null,
  status: 'new',
  created_at: '2026-11-20T02:00:00.000Z',
  status_changed_at: null,
  ...overrides,
});

const api = fakeApi();

test('the dashboard lists the user’s reports with their status, in the reader’s language', async () => {
  await act(() => setLanguage('id'));
  logIn();
  api.use(
    'GET /api/lpk/reports/mine',
    ok({
      items: [
        report(2, { status: 'closed', status_changed_at: '2026-11-25T02:00:00.000Z' }),
        report(1, { category: 'harassment', lpk: { id: 4, name: 'LPK Sakura' } }),
      ],
    }),
  );
  renderScreen(<MyReports />, '/admin/dashboard');
  const region = await screen.findByRole('region', { name: 'Laporan saya' });
  const [closed, open] = within(region).getAllByRole('listitem');
  expect(within(closed!).getByRole('heading')).toHaveTextContent('LPK Midori Karya Status: Selesai');
  expect(within(closed!).getByText('Diminta deposit atau uang jaminan')).toBeInTheDocument();
  expect(within(closed!).getByText(/Status diubah/)).toBeInTheDocument();
  expect(within(open!).getByRole('heading')).toHaveTextContent('LPK Sakura Status: Baru');
  expect(within(open!).getByText('Pelecehan')).toBeInTheDocument();
});

test('nothing shows for a user who never reported', async () => {
  await act(() => setLanguage('en'));
  logIn();
  const { container } = renderScreen(<MyReports />, '/admin/dashboard');
  await waitFor(() => expect(api.requests('GET /api/lpk/reports/mine')).toHaveLength(1));
  await waitFor(() => expect(container).toBeEmptyDOMElement());
  expect(screen.queryByRole('region')).toBeNull();
});

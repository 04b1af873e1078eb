import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'mf-shared';
import type { OperatorApplication, OperatorInstitute } from 'contracts';
import { fakeApi, makeOperatorApplication, ok } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import OperatorScreen from './OperatorScreen';
import { createFakeEcho, type FakeEcho, useFakeRealtime } from 'mf-shared/testing';

/** Application `id` for LPK Harapan `id`, found in the registry as filed. */
const application = (id: number, overrides: Partial<OperatorApplication> = {}): OperatorApplication =>
  makeOperatorApplication({
    id,
    name: `LPK Harapan ${id}`,
    licence_number: `KEP.${id}/32.73/2021`,
    registry: {
      result: 'match',
      differences: [],
      entry: { licence_number: `KEP.${id}/32.73/2021`, name: `LPK Harapan ${id}`, province: 'Jawa Barat', status: 'Aktif' },
      imported_at: '2026-11-01T00:00:00.000Z',
    },
    ...overrides,
  });

const suspendedLpk: OperatorInstitute = {
  id: 5,
  name: 'LPK Kaede Cendekia Yogyakarta',
  province: 'DI Yogyakarta',
  city: 'Yogyakarta',
  licence_number: 'KEP.2049',
  listing_status: 'suspended',
  licence_verified_at: null,
  suspended_at: '2026-11-27T01:00:00.000Z',
  suspension_reason: 'Biaya ilegal',
};

let items: OperatorApplication[] = [];
let institutes: OperatorInstitute[] = [suspendedLpk];
const api = fakeApi();
let echo: FakeEcho;

const auditEntry = {
  id: 1,
  at: '2026-11-27T02:10:00.000Z',
  actor: 'Operator Kaigo',
  action: 'lpk.suspended',
  application_id: null,
  lpk: { id: 5, name: suspendedLpk.name },
  reason: 'Biaya ilegal',
  client_address: '198.51.100.7',
};

beforeAll(async () => {
  await act(() => setLanguage('en'));
});
beforeEach(() => {
  api.use('GET /api/lpk/operator/applications', () => ok({ items }));
  api.use('GET /api/lpk/operator/audit', ok({ items: [auditEntry] }));
  api.use('GET /api/lpk/operator/institutes', (call) => ok({ items: call.query.get('q') ? [] : institutes }));
  api.use('POST /api/lpk/operator/applications/:id/approve', ok({ ...application(2), status: 'approved' }, 'Application approved.'));
  api.use('POST /api/lpk/operator/applications/:id/reject', ok({ ...application(2), status: 'rejected' }, 'Application rejected.'));
  items = [
    application(2),
    application(1, {
      registry: {
        result: 'differs',
        differences: ['province'],
        entry: { licence_number: 'KEP.1', name: 'LPK Harapan 1', province: 'Banten', status: 'Aktif' },
        imported_at: null,
      },
    }),
  ];
  institutes = [suspendedLpk];
  echo = createFakeEcho();
  useFakeRealtime(echo);
});

test('lists applications newest first with the registry check, live: a new one appears without reloading', async () => {
  logIn({ role: 'operator', lpk_id: null, full_name: 'Operator Kaigo' });
  renderScreen(<OperatorScreen />, '/admin/operator');
  const first = await screen.findByRole('article', { name: /LPK Harapan 2/ });
  expect(within(first).getByText(/Match: LPK Harapan 2, Jawa Barat \(Aktif\)/)).toBeInTheDocument();
  const second = screen.getByRole('article', { name: /LPK Harapan 1/ });
  expect(within(second).getByText(/The number is listed, but the province differs: LPK Harapan 1, Banten/)).toBeInTheDocument();
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-application'))).toEqual(['2', '1']);

  await waitFor(() => expect(echo.listenerCount('operators', 'LpkApplicationSubmitted')).toBe(1));
  items = [application(3), ...items];
  act(() => echo.emit('operators', 'LpkApplicationSubmitted', { application_id: 3, kind: 'new' }));
  expect(await screen.findByRole('article', { name: /LPK Harapan 3/ })).toBeInTheDocument();
  expect(screen.getByText('A new LPK application arrived.')).toBeInTheDocument();

  // The audit log and the suspended LPKs are on the same page.
  expect(await screen.findByRole('cell', { name: 'Suspended an LPK' })).toBeInTheDocument();
  // Each action's client address, in its own labelled column.
  expect(screen.getByRole('columnheader', { name: 'IP address' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '198.51.100.7' })).toBeInTheDocument();
  expect(await screen.findByText('Suspended: Biaya ilegal')).toBeInTheDocument();
});

test('approve and reject (with a reason typed in a labelled field) are each confirmed in a dialog first', async () => {
  logIn({ role: 'operator', lpk_id: null });
  renderScreen(<OperatorScreen />, '/admin/operator');
  const card = await screen.findByRole('article', { name: /LPK Harapan 2/ });
  await userEvent.type(within(card).getByLabelText('Reason for rejecting'), 'Dokumen tidak terbaca');
  await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
  expect(api.requests('POST /api/lpk/operator/applications/:id/reject')).toEqual([]);
  await userEvent.click(within(screen.getByRole('dialog', { name: /Reject the application/ })).getByRole('button', { name: 'Yes, reject' }));
  await waitFor(() => expect(api.requests('POST /api/lpk/operator/applications/:id/reject')).toHaveLength(1));
  expect(api.requests('POST /api/lpk/operator/applications/:id/reject')[0]).toMatchObject({ params: { id: '2' }, body: { reason: 'Dokumen tidak terbaca' } });
  expect(await screen.findByText('Application rejected.')).toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
  expect(api.requests('POST /api/lpk/operator/applications/:id/approve')).toEqual([]);
  await userEvent.click(within(screen.getByRole('dialog', { name: /Approve the application/ })).getByRole('button', { name: 'Yes, approve' }));
  expect(await screen.findByText('Application approved.')).toBeInTheDocument();
});

test('with no LPK suspended the section says so (not "no LPK matches" before any search); a search finding none says no match', async () => {
  institutes = [];
  logIn({ role: 'operator', lpk_id: null });
  renderScreen(<OperatorScreen />, '/admin/operator');
  expect(await screen.findByText('No LPK is suspended. Search for a name or ID to manage an LPK.')).toBeInTheDocument();
  expect(screen.queryByText('No LPK matches.')).toBeNull();
  await userEvent.type(screen.getByLabelText('Find an LPK (name or id)'), 'Tidak ada');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No LPK matches.')).toBeInTheDocument();
});

test('anyone else is told the page is for the operator, and nothing is asked of the API', async () => {
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<OperatorScreen />, '/admin/operator');
  expect(screen.getByText('This page is for the platform operator only.')).toBeInTheDocument();
  expect(api.requests().filter((call) => call.path.startsWith('/api/lpk/operator/applications'))).toEqual([]);
});

test('each LPK shows its listing status, draft, public or suspended, with the action it allows', async () => {
  institutes = [
    { ...suspendedLpk, id: 61, name: 'LPK Hoshizora Cendana', listing_status: 'draft', suspended_at: null, suspension_reason: null },
    { ...suspendedLpk, id: 3, name: 'LPK Midori Karya', listing_status: 'listed', suspended_at: null, suspension_reason: null },
    suspendedLpk,
  ];
  logIn({ role: 'operator', lpk_id: null });
  renderScreen(<OperatorScreen />, '/admin/operator');
  const card = async (name: string) => (await screen.findAllByRole('listitem')).find((li) => within(li).queryByRole('heading', { name: new RegExp(name) }))!;
  const draft = await card('LPK Hoshizora Cendana');
  expect(within(draft).getByText('Draft: not yet published by its admin, not shown to the public')).toBeInTheDocument();
  expect(within(draft).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  const shown = await card('LPK Midori Karya');
  expect(within(shown).getByText('Public: shown in search')).toBeInTheDocument();
  expect(within(shown).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  const suspended = await card('LPK Kaede Cendekia Yogyakarta');
  expect(within(suspended).getByText('Suspended: Biaya ilegal')).toBeInTheDocument();
  expect(within(suspended).getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
});

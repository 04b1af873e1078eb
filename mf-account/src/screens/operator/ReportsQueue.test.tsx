import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorInstitute, OperatorReport, OperatorReportGroup } from 'contracts';
import { setLanguage } from 'mf-shared';
import { fakeApi, ok, type Call } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import { ReportsQueue } from './ReportsQueue';

const group = (id: number, name: string, overrides: Partial<OperatorReportGroup> = {}): OperatorReportGroup => ({
  lpk: { id, name, listing_status: 'listed' },
  counts: { new: 2, in_review: 0, closed: 1 },
  items: [
    {
      id: id * 10 + 1,
      category: 'deposit_or_guarantee',
      status: 'new',
      has_attachment: true,
      from_registration: true,
      created_at: '2026-11-28T02:00:00.000Z',
      updated_at: '2026-11-28T02:00:00.000Z',
    },
  ],
  ...overrides,
});

const detail = (id: number, overrides: Partial<OperatorReport> = {}): OperatorReport => ({
  id,
  lpk: { id: 4, name: 'LPK Midori Karya', listing_status: 'listed' },
  registration_id: 31,
  registration: { id: 31, status: 'registered' },
  category: 'deposit_or_guarantee',
  text: 'Diminta uang jaminan Rp 15 juta.',
  attachment: { type: 'application/pdf', bytes: 20480 },
  status: 'new',
  created_at: '2026-11-28T02:00:00.000Z',
  updated_at: '2026-11-28T02:00:00.000Z',
  status_changed_at: null,
  reporter: { id: 9, full_name: 'Dewi Lestari', email: 'dewi@example.id' },
  events: [],
  audit: [{ id: 1, at: '2026-11-29T02:00:00.000Z', actor: 'Operator Kaigo', action: 'report.viewed' }],
  ...overrides,
});

const suspended: OperatorInstitute = {
  id: 4,
  name: 'LPK Midori Karya',
  province: 'Jawa Barat',
  city: 'Bogor',
  licence_number: 'KEP.4',
  listing_status: 'suspended',
  licence_verified_at: null,
  suspended_at: '2026-11-29T03:00:00.000Z',
  suspension_reason: 'x',
};

const api = fakeApi();
const onChanged = jest.fn();

function statusChanged(call: Call) {
  const body = call.body as { status: 'in_review'; note: string };
  return ok(
    detail(41, {
      status: body.status,
      events: [{ id: 1, kind: 'status', status: body.status, note: body.note, actor: 'Operator Kaigo', at: '2026-11-29T02:05:00.000Z' }],
    }),
    'Report status changed. The reporter is told by email.',
  );
}

beforeEach(async () => {
  api.use('GET /api/lpk/operator/reports', (call) =>
    ok({
      totals: { new: 2, in_review: 1, closed: 1 },
      groups: call.query.get('status') === 'closed' ? [] : [group(4, 'LPK Midori Karya'), group(5, 'LPK Sakura Mandiri')],
    }),
  );
  api.use('GET /api/lpk/operator/reports/:id', ok(detail(41)));
  api.use('POST /api/lpk/operator/reports/:id/status', statusChanged);
  api.use(
    'POST /api/lpk/operator/reports/:id/notes',
    ok(detail(41, { events: [{ id: 2, kind: 'note', status: null, note: 'Called', actor: 'Operator Kaigo', at: '2026-11-29T02:06:00.000Z' }] }), 'Note saved.'),
  );
  api.use('POST /api/lpk/operator/institutes/:id/suspend', ok(suspended, 'LPK suspended.'));
  onChanged.mockClear();
  await act(() => setLanguage('en'));
  logIn({ role: 'operator', lpk_id: null, full_name: 'Operator Kaigo' });
});

const posted = (path: string) =>
  api
    .requests()
    .filter((call) => call.method === 'POST' && call.path === path)
    .map((call) => call.body);

test('reports grouped by LPK (all statuses first), with the counts by status on the filter and on each group; no reporter in the list', async () => {
  renderScreen(<ReportsQueue onChanged={onChanged} />, '/admin/operator');
  const groups = await screen.findAllByRole('article');
  expect(groups.map((g) => g.getAttribute('data-report-group'))).toEqual(['4', '5']);
  expect(screen.getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'New (2)' })).toHaveAttribute('aria-pressed', 'false');
  expect(within(groups[0]!).getByText('New 2 · In review 0 · Closed 1')).toBeInTheDocument();
  expect(within(groups[0]!).getByText(/Asked for a deposit or guarantee/)).toBeInTheDocument();
  expect(within(groups[0]!).getByText(/with an attachment, from a registration/)).toBeInTheDocument();
  expect(screen.queryByText(/Dewi Lestari/)).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Closed (1)' }));
  expect(await screen.findByText('No reports here.')).toBeInTheDocument();
  expect(api.requests('GET /api/lpk/operator/reports').some((call) => call.query.get('status') === 'closed')).toBe(true);
});

test('opening a report reads it (the console reloads its log): reporter, text, history, audit; a status change and a note', async () => {
  renderScreen(<ReportsQueue onChanged={onChanged} />, '/admin/operator');
  const open = await screen.findByRole('button', { name: 'Open report #41' });
  expect(open).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(open);
  expect(await screen.findByText(/Dewi Lestari/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close report #41' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Diminta uang jaminan Rp 15 juta.')).toBeInTheDocument();
  expect(screen.getByText('#31 (Registered at the LPK)')).toBeInTheDocument();
  expect(screen.getByText(/Operator Kaigo · Report opened/)).toBeInTheDocument();
  await waitFor(() => expect(onChanged).toHaveBeenCalledWith(undefined));

  await userEvent.selectOptions(screen.getByLabelText('New status'), 'in_review');
  await userEvent.type(screen.getByLabelText(/Note on the change/), 'Checking the receipts');
  await userEvent.click(screen.getByRole('button', { name: 'Change the status' }));
  await waitFor(() => expect(posted('/api/lpk/operator/reports/41/status')).toEqual([{ status: 'in_review', note: 'Checking the receipts' }]));
  expect(await screen.findByText('Operator Kaigo changed the status to In review')).toBeInTheDocument();
  expect(onChanged).toHaveBeenCalledWith('Report status changed. The reporter is told by email.');

  await userEvent.type(screen.getByLabelText('Internal note (the reporter does not see it)'), 'Called');
  await userEvent.click(screen.getByRole('button', { name: 'Save the note' }));
  await waitFor(() => expect(posted('/api/lpk/operator/reports/41/notes')).toEqual([{ note: 'Called' }]));
  expect(onChanged).toHaveBeenCalledWith('Note saved.');
});

test('a direct path to suspend the LPK: the reason (prefilled without the reporter), then a dialog; cancelling sends nothing', async () => {
  renderScreen(<ReportsQueue onChanged={onChanged} />, '/admin/operator');
  const card = (await screen.findAllByRole('article'))[0]!;
  const reason = within(card).getByLabelText('Reason for the suspension');
  expect(reason).toHaveValue('User report: Asked for a deposit or guarantee');
  await userEvent.click(within(card).getByRole('button', { name: 'Suspend this LPK' }));
  const dialog = screen.getByRole('dialog', { name: 'Suspend LPK Midori Karya?' });
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(posted('/api/lpk/operator/institutes/4/suspend')).toEqual([]);

  await userEvent.click(within(card).getByRole('button', { name: 'Suspend this LPK' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, suspend' }));
  await waitFor(() => expect(posted('/api/lpk/operator/institutes/4/suspend')).toEqual([{ reason: 'User report: Asked for a deposit or guarantee' }]));
  expect(onChanged).toHaveBeenCalledWith('LPK suspended.');
  expect(dialog).not.toBeInTheDocument();
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'mf-shared';
import type { ApplicantRegistration, ListableStatus } from 'contracts';
import { fail, fakeApi, makeRegistration, ok, type Call } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import { makeInstituteDetail, makeJob } from 'mf-shared/test/helpers/fixtures';
import ApplicantsScreen from './ApplicantsScreen';
import { createFakeEcho, type FakeEcho, useFakeRealtime } from 'mf-shared/testing';

const LIST = '/api/lpk/applicants';
const COUNTS: Record<ListableStatus, number> = { pending: 60, registered: 20, learning: 15, documents_submitted: 10, approved: 10, rejected: 5 };
const TOTAL = 120;

function applicant(id: number, name: string, status: ListableStatus = 'pending', extra: Partial<ApplicantRegistration> = {}): ApplicantRegistration {
  return {
    ...makeRegistration({ id, status, created_at: '2026-01-10T08:00:00.000Z' }),
    applicant: { id: 1000 + id, full_name: name, email: `${name.split(' ')[0]!.toLowerCase()}@contoh.id`, phone: `+62812000${id}` },
    ...extra,
  };
}

/** What the fake API holds: pages of the list, by query. */
let items: ApplicantRegistration[] = [];
let total = TOTAL;
function list(call: Call) {
  const page = Number(call.query.get('page') ?? 1);
  const status = call.query.get('status') as ListableStatus | null;
  const q = call.query.get('q');
  const shown = q === 'nobody' ? [] : items.filter((i) => !status || i.status === status);
  return ok({ items: shown, meta: { page, per_page: 50, total: q === 'nobody' ? 0 : status ? COUNTS[status] : total, last_page: 3 }, counts: COUNTS });
}

function institute(call: Call) {
  if (call.params.id !== '1') return fail(404, 'Not found');
  return ok(
    makeInstituteDetail({
      jobs: [makeJob({ id: 5, title: 'Kaigo staff', prefecture: 'Osaka' }), makeJob({ id: 6, title: 'Caregiver', prefecture: 'Kobe' })],
    }),
  );
}

const listRequests = () => api.requests(`GET ${LIST}`).map((call) => Object.fromEntries(call.query));
const lastList = () => listRequests().at(-1);

const api = fakeApi();
let echo: FakeEcho;
beforeAll(async () => {
  await act(() => setLanguage('en'));
});
beforeEach(() => {
  api.use(`GET ${LIST}`, list);
  api.use('GET /api/lpk/institutes/:id', institute);
  items = [applicant(31, 'Siti Rahma'), applicant(30, 'Budi Santoso', 'registered'), applicant(29, 'Dewi Sartika', 'rejected')];
  total = TOTAL;
  echo = createFakeEcho();
  useFakeRealtime(echo);
});

function renderList(path = '/admin/applicants') {
  logIn({ role: 'lpk_staff', lpk_id: 1, full_name: 'Budi Staff' });
  return renderScreen(<ApplicantsScreen />, path, '/admin/applicants');
}

test('a caregiver is told they are not authorised and nothing is fetched', () => {
  logIn();
  renderScreen(<ApplicantsScreen />, '/admin/applicants');
  expect(screen.getByRole('alert')).toHaveTextContent('You are not authorized.');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(api.requests()).toHaveLength(0);
});

test('staff see a page of 50 with the total, the counts per status, contact, and names that open the applicant', async () => {
  renderList();
  const table = await screen.findByRole('table', { name: 'Applicants, page 1 of 3' });
  expect(lastList()).toEqual({ per_page: '50', sort: 'newest', page: '1' });
  expect(screen.getByRole('heading', { level: 2, name: 'Applicants found: 120' })).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Applicant', 'Contact', 'Status', 'Vacancy', 'Sent']);

  const siti = within(table).getByRole('rowheader', { name: 'Siti Rahma' });
  expect(within(siti).getByRole('link', { name: 'Siti Rahma' })).toHaveAttribute('href', '/admin/applicants/31');
  const row = siti.closest('tr')!;
  expect(within(row).getByText('siti@contoh.id')).toBeInTheDocument();
  expect(within(row).getByText('+6281200031')).toBeInTheDocument();
  expect(within(row).getByText('Awaiting LPK approval', { selector: '.status-badge' })).toBeInTheDocument();
  // A rejected registration is listed, but its applicant can no longer be opened.
  const dewi = within(table).getByRole('rowheader', { name: /Dewi Sartika/ });
  expect(within(dewi).queryByRole('link')).not.toBeInTheDocument();
  expect(dewi).toHaveTextContent('The applicant’s data is no longer shared');

  const statuses = screen.getByRole('list', { name: 'Status' });
  expect(
    within(statuses)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual([
    'All statuses (120)',
    'Awaiting LPK approval (60)',
    'Registered at the LPK (20)',
    'Learning (15)',
    'Documents submitted (10)',
    'Approved (10)',
    'Rejected (5)',
  ]);
  expect(within(statuses).getByRole('button', { name: 'All statuses (120)' })).toHaveAttribute('aria-pressed', 'true');
});

test('the search runs when typing pauses (or on Enter) and goes back to page 1', async () => {
  const user = userEvent.setup();
  renderList('/admin/applicants?page=2');
  await screen.findByRole('table');
  expect(lastList()).toMatchObject({ page: '2' });
  const search = screen.getByRole('searchbox', { name: 'Search name, email or phone number' });
  expect(search).toHaveAccessibleDescription('For example: Siti, siti@example.id or 0812 3456 7890.');
  await user.type(search, 'siti');
  await waitFor(() => expect(lastList()).toEqual({ per_page: '50', q: 'siti', sort: 'newest', page: '1' }));
  // Only the text typing paused on was searched.
  expect(listRequests().filter((r) => r.q !== undefined && r.q !== 'siti')).toHaveLength(0);

  await user.clear(search);
  await user.type(search, '0812 3456{Enter}');
  await waitFor(() => expect(lastList()).toMatchObject({ q: '0812 3456' }));

  await user.clear(search);
  await user.type(search, 'nobody{Enter}');
  expect(await screen.findByText('No applicant matches this search or these filters.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
  await waitFor(() => expect(lastList()).toEqual({ per_page: '50', sort: 'newest', page: '1' }));
  expect(search).toHaveValue('');
});

test('filters by status, by vacancy, and sorts; each change is one request', async () => {
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('table');
  const statuses = screen.getByRole('list', { name: 'Status' });
  await user.click(within(statuses).getByRole('button', { name: 'Registered at the LPK (20)' }));
  await waitFor(() => expect(lastList()).toMatchObject({ status: 'registered' }));
  expect(within(statuses).getByRole('button', { name: 'Registered at the LPK (20)' })).toHaveAttribute('aria-pressed', 'true');
  await screen.findByRole('heading', { name: 'Applicants found: 20' });

  const vacancy = screen.getByRole('combobox', { name: 'Vacancy' });
  await waitFor(() =>
    expect(
      within(vacancy)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All vacancies', 'Kaigo staff (Osaka)', 'Caregiver (Kobe)']),
  );
  await user.selectOptions(vacancy, '5');
  await waitFor(() => expect(lastList()).toMatchObject({ status: 'registered', job_id: '5' }));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
  await waitFor(() => expect(lastList()).toEqual({ per_page: '50', status: 'registered', job_id: '5', sort: 'name', page: '1' }));
  expect(
    within(screen.getByRole('combobox', { name: 'Sort by' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Newest first', 'Oldest first', 'Name (A–Z)', 'Registration stage']);
});

test('pages: first, previous, next and last, with the page announced', async () => {
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('table');
  const pages = screen.getByRole('navigation', { name: 'Pages of the applicant list' });
  expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
  expect(within(pages).getByRole('button', { name: 'First' })).toBeDisabled();
  expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(within(pages).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(lastList()).toMatchObject({ page: '2' }));
  await screen.findByRole('table', { name: 'Applicants, page 2 of 3' });
  expect(screen.getByText('Page 2 of 3', { selector: '[role="status"]' })).toBeInTheDocument();
  await user.click(within(pages).getByRole('button', { name: 'Last' }));
  await waitFor(() => expect(lastList()).toMatchObject({ page: '3' }));
  await waitFor(() => expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled());
  await user.click(within(pages).getByRole('button', { name: 'Previous' }));
  await waitFor(() => expect(lastList()).toMatchObject({ page: '2' }));
});

test('live on private-lpk.{id}: a new registration is fetched and marked new; a change updates the row and the counts; a withdrawal removes it', async () => {
  renderList();
  const table = await screen.findByRole('table');
  // Two listeners: the screen's own, and the query cache's invalidation of the applicant lists.
  await waitFor(() => expect(echo.listenerCount('lpk.1', 'RegistrationStatusChanged')).toBe(2));
  const before = listRequests().length;

  items = [applicant(32, 'Gilang Ramadhan'), ...items];
  total = TOTAL + 1;
  act(() =>
    echo.emit('lpk.1', 'RegistrationStatusChanged', { registration: { id: 32, lpk_id: 1, status: 'pending' }, status: 'pending', previous_status: null }),
  );
  const gilang = await within(table).findByRole('rowheader', { name: /Gilang Ramadhan/ });
  expect(within(gilang).getByText('New')).toBeInTheDocument();
  expect(listRequests()).toHaveLength(before + 1);
  expect(screen.getByText('A new registration arrived. The list is up to date.')).toBeInTheDocument();

  act(() =>
    echo.emit('lpk.1', 'RegistrationStatusChanged', {
      registration: { id: 31, lpk_id: 1, status: 'registered' },
      status: 'registered',
      previous_status: 'pending',
    }),
  );
  const siti = within(table).getByRole('rowheader', { name: 'Siti Rahma' }).closest('tr')!;
  expect(within(siti).getByText('Registered at the LPK', { selector: '.status-badge' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Awaiting LPK approval (59)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Registered at the LPK (21)' })).toBeInTheDocument();

  act(() =>
    echo.emit('lpk.1', 'RegistrationStatusChanged', {
      registration: { id: 31, lpk_id: 1, status: 'withdrawn' },
      status: 'withdrawn',
      previous_status: 'registered',
    }),
  );
  expect(within(table).queryByRole('rowheader', { name: 'Siti Rahma' })).not.toBeInTheDocument();
  expect(screen.getByText('Registration #31 was withdrawn by the applicant.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Applicants found: 120' })).toBeInTheDocument();
  expect(listRequests()).toHaveLength(before + 1);
});

test('Indonesian by default', async () => {
  await act(() => setLanguage('id'));
  const view = renderList();
  try {
    await screen.findByRole('table', { name: 'Pendaftar, halaman 1 dari 3' });
    expect(screen.getByRole('heading', { level: 2, name: '120 pendaftar' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cari nama, email atau nomor telepon' })).toBeInTheDocument();
  } finally {
    view.unmount();
    await act(() => setLanguage('en'));
  }
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from 'mf-shared';
import type { ApplicantRegistration } from 'contracts';
import { fakeApi, makeRegistration, ok } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import DashboardScreen from '../dashboard/DashboardScreen';
import { createFakeEcho, type FakeEcho, useFakeRealtime } from 'mf-shared/testing';

const LIST = 'GET /api/lpk/applicants';
const row = (id: number, name: string, status: ApplicantRegistration['status'] = 'pending'): ApplicantRegistration => ({
  ...makeRegistration({ id, status }),
  applicant: { id: 100 + id, full_name: name },
});

let items: ApplicantRegistration[] = [];
let pending = 12;
const api = fakeApi();
let echo: FakeEcho;

beforeAll(async () => {
  await act(() => setLanguage('en'));
});
beforeEach(() => {
  items = [row(31, 'Siti Rahma'), row(30, 'Agus Wijaya', 'rejected')];
  pending = 12;
  api.use(LIST, () =>
    ok({
      items,
      meta: { page: 1, per_page: 5, total: 40, last_page: 8 },
      counts: { pending, registered: 9, learning: 8, documents_submitted: 5, approved: 4, rejected: 2 },
    }),
  );
  echo = createFakeEcho();
  useFakeRealtime(echo);
});

test('staff see what needs them: the pending count, counts per status and the newest registrations with links', async () => {
  logIn({ role: 'lpk_staff', lpk_id: 1, full_name: 'Budi Staff' });
  renderScreen(<DashboardScreen />, '/admin/dashboard');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello, Budi Staff!');
  const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
  expect(waiting).toHaveTextContent('12 Registrations awaiting approval');
  expect(within(waiting).getByRole('link', { name: 'Review the waiting registrations' })).toHaveAttribute(
    'href',
    '/admin/applicants?status=pending&sort=oldest',
  );
  expect(Object.fromEntries(api.requests(LIST)[0]!.query)).toEqual({ per_page: '5', sort: 'newest' });

  const counts = screen.getByRole('region', { name: 'Applicants by status' });
  expect(within(counts).getByRole('link', { name: 'Learning 8' })).toHaveAttribute('href', '/admin/applicants?status=learning');

  const newest = screen.getByRole('region', { name: 'Newest registrations' });
  expect(within(newest).getByRole('link', { name: 'Siti Rahma' })).toHaveAttribute('href', '/admin/applicants/31');
  expect(within(newest).queryByRole('link', { name: 'Agus Wijaya' })).not.toBeInTheDocument();
  expect(within(newest).getByRole('link', { name: 'See all applicants' })).toHaveAttribute('href', '/admin/applicants');
  // The caregiver's panels are not there.
  expect(screen.queryByRole('heading', { name: 'My registrations' })).not.toBeInTheDocument();
  expect(screen.queryByText('Your referral code')).not.toBeInTheDocument();
});

test('a new registration on private-lpk.{id} shows at once; a move changes the counts', async () => {
  logIn({ role: 'lpk_staff', lpk_id: 1, full_name: 'Budi Staff' });
  renderScreen(<DashboardScreen />, '/admin/dashboard');
  await screen.findByRole('region', { name: 'Newest registrations' });
  // Two listeners: the screen's own, and the query cache's invalidation of the applicant lists.
  await waitFor(() => expect(echo.listenerCount('lpk.1', 'RegistrationStatusChanged')).toBe(2));

  items = [row(32, 'Gilang Ramadhan'), ...items];
  pending = 13;
  act(() =>
    echo.emit('lpk.1', 'RegistrationStatusChanged', { registration: { id: 32, lpk_id: 1, status: 'pending' }, status: 'pending', previous_status: null }),
  );
  const newest = screen.getByRole('region', { name: 'Newest registrations' });
  expect(await within(newest).findByRole('link', { name: 'Gilang Ramadhan' })).toHaveAttribute('href', '/admin/applicants/32');
  expect(screen.getByRole('region', { name: 'Waiting for you' })).toHaveTextContent('13 Registrations awaiting approval');

  act(() =>
    echo.emit('lpk.1', 'RegistrationStatusChanged', {
      registration: { id: 31, lpk_id: 1, status: 'registered' },
      status: 'registered',
      previous_status: 'pending',
    }),
  );
  expect(screen.getByRole('region', { name: 'Waiting for you' })).toHaveTextContent('12 Registrations awaiting approval');
  expect(within(screen.getByRole('region', { name: 'Applicants by status' })).getByRole('link', { name: 'Registered at the LPK 10' })).toBeInTheDocument();
});

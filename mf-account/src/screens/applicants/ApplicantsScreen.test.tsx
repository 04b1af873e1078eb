import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { connectRealtime, setLanguage, type RealtimeConnection } from 'mf-shared';
import type { ApplicantRegistration } from '../../api/types';
import { logIn, makeRegistration, ok, pathOf, renderScreen, startApi, type Reply, type SeenRequest } from '../../components/testing/renderScreen';
import { createFakeEcho, type FakeEcho } from '../../realtime/fakeEcho';
import ApplicantsScreen from './ApplicantsScreen';

jest.mock('mf-shared', () => ({ ...jest.requireActual<object>('mf-shared'), connectRealtime: jest.fn() }));

const pending: ApplicantRegistration = { ...makeRegistration(), applicant: { id: 7, full_name: 'Siti Rahma' } };

function route(request: SeenRequest): Reply {
  const path = pathOf(request.url);
  if (path === '/api/lpk/institution/registrations') return ok({ items: [pending], meta: { page: 1, per_page: 50, total: 1 } });
  if (path === '/api/lpk/institution/registrations/31/status') {
    const { status } = JSON.parse(request.body) as { status: string };
    return ok({ ...pending, status });
  }
  return { status: 404, body: { status: 'error', message: 'Not found' } };
}

let api: Awaited<ReturnType<typeof startApi>>;
let echo: FakeEcho;
beforeAll(async () => {
  await setLanguage('en');
  api = await startApi(route);
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  echo = createFakeEcho();
  jest.mocked(connectRealtime).mockResolvedValue(echo as unknown as RealtimeConnection);
});

test('a caregiver is told they are not authorised and nothing is fetched', () => {
  logIn();
  renderScreen(<ApplicantsScreen />, '/admin/applicants');
  expect(screen.getByRole('alert')).toHaveTextContent('You are not authorized.');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(api.seen).toHaveLength(0);
});

test('staff see their applicants, may only make the allowed moves, and a move is sent with its note', async () => {
  logIn({ role: 'lpk_staff', lpk_id: 1, full_name: 'Budi Staff' });
  renderScreen(<ApplicantsScreen />, '/admin/applicants');
  const row = (await screen.findByRole('rowheader', { name: 'Siti Rahma' })).closest('tr')!;
  const buttons = within(row).getAllByRole('button').map((b) => b.textContent);
  expect(buttons).toEqual(['Registered at the LPK', 'Rejected']);

  fireEvent.click(within(row).getByRole('button', { name: 'Move Siti Rahma to: Registered at the LPK' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Note for the applicant (optional)'), { target: { value: 'Welcome!' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const post = api.seen.find((r) => r.method === 'POST')!;
  expect(pathOf(post.url)).toBe('/api/lpk/institution/registrations/31/status');
  expect(JSON.parse(post.body)).toEqual({ status: 'registered', note: 'Welcome!' });
  expect(within(row).getByText('Registered at the LPK', { selector: '.status-badge' })).toBeInTheDocument();
  expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['Learning']);
});

test('live updates on private-lpk.{id} change the row; a withdrawal removes it', async () => {
  logIn({ role: 'lpk_staff', lpk_id: 1 });
  renderScreen(<ApplicantsScreen />, '/admin/applicants');
  await screen.findByRole('rowheader', { name: 'Siti Rahma' });
  await waitFor(() => expect(echo.listenerCount('lpk.1', 'RegistrationStatusChanged')).toBe(1));
  act(() => echo.emit('lpk.1', 'RegistrationStatusChanged', { registration: { id: 31, lpk_id: 1, status: 'withdrawn' }, status: 'withdrawn', previous_status: 'pending' }));
  expect(screen.queryByRole('rowheader', { name: 'Siti Rahma' })).not.toBeInTheDocument();
  expect(screen.getByText('Registration #31 changed: Withdrawn.')).toBeInTheDocument();
});

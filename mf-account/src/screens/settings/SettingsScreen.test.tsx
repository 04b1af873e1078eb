import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, setLanguage } from 'mf-shared';
import { logIn, ok, pathOf, renderScreen, startApi, type SeenRequest, type Reply } from '../../components/testing/renderScreen';
import SettingsScreen from './SettingsScreen';

const audit = [
  {
    id: 3,
    action: 'profile.read',
    description: 'Viewed your profile',
    at: '2026-02-01T09:00:00.000Z',
    actor: { id: 2, full_name: 'Budi Staff' },
    lpk: { id: 1, name: 'LPK Sakura Mandiri' },
    registration_id: 31,
  },
];

function route(request: SeenRequest): Reply {
  const path = pathOf(request.url);
  if (path === '/api/lpk/me/audit') return ok({ items: audit, meta: { page: 1, per_page: 100, total: 1 } });
  if (path === '/api/lpk/me/export') return ok({ exported_at: '2026-02-02T00:00:00Z', user: { full_name: 'Siti Rahma' } });
  if (request.method === 'DELETE' && path === '/api/lpk/me') {
    const { password } = JSON.parse(request.body) as { password: string };
    if (password !== 'Right#Pass1') return { status: 422, body: { status: 'error', message: 'Incorrect password.', errors: { password: ['Incorrect password.'] } } };
    return ok(null, 'Deleted');
  }
  return { status: 404, body: { status: 'error', message: 'Not found' } };
}

/** jsdom's Blob has no text(): read it the old way. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  await setLanguage('en');
  api = await startApi(route);
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
});

test('shows who at which LPK viewed my data', async () => {
  logIn();
  renderScreen(<SettingsScreen />, '/admin/settings');
  const table = await screen.findByRole('table', { name: 'Who viewed my data' });
  const row = within(table).getByRole('row', { name: /LPK Sakura Mandiri/ });
  expect(row).toHaveTextContent('Budi Staff');
  expect(row).toHaveTextContent('Viewed your profile');
});

test('the data export is downloaded as a JSON file', async () => {
  logIn();
  const created: Blob[] = [];
  Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:export'), revokeObjectURL: () => undefined });
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toMatch(/^lpk-data-export-7-\d{4}-\d{2}-\d{2}\.json$/);
  });
  renderScreen(<SettingsScreen />, '/admin/settings');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Download data (JSON)' }));
  });
  expect(await screen.findByText('Your data file was downloaded.')).toBeInTheDocument();
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(JSON.parse(await readBlob(created[0]!))).toEqual({ exported_at: '2026-02-02T00:00:00Z', user: { full_name: 'Siti Rahma' } });
  clicked.mockRestore();
});

test('deleting the account needs the password in a confirmation dialog, then logs out and goes home', async () => {
  logIn();
  renderScreen(<SettingsScreen />, '/admin/settings');
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
  const password = within(dialog).getByLabelText('Password');
  expect(password).toHaveFocus();

  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  expect(within(dialog).getByText('Enter your password.')).toBeInTheDocument();
  expect(api.seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);

  fireEvent.change(password, { target: { value: 'Wrong#Pass1' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  });
  expect(await within(dialog).findByText('Incorrect password.', { selector: '.field__error' })).toBeInTheDocument();
  expect(getSession().token).not.toBeNull();

  fireEvent.change(password, { target: { value: 'Right#Pass1' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/'));
  const deletes = api.seen.filter((r) => r.method === 'DELETE');
  expect(JSON.parse(deletes[deletes.length - 1]!.body)).toEqual({ password: 'Right#Pass1' });
  expect(getSession().token).toBeNull();
});

test('cancelling the dialog deletes nothing', () => {
  logIn();
  renderScreen(<SettingsScreen />, '/admin/settings');
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);
});

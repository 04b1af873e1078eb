import { act, render, screen, waitFor, within } from '@testing-library/react';
import { i18n, setLanguage } from 'mf-shared';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi } from '../../test/fake-api';
import { logIn } from '../../test/helpers/renderScreen';
import { AccountRoutes } from '../routes';
import { useFakeRealtime } from 'mf-shared/testing';

// The unread count is mf-shared's store (tested there): a stand-in gives the number.
jest.mock('mf-shared', () => ({ ...jest.requireActual<object>('mf-shared'), useUnreadMessages: jest.fn(() => 0) }));
/**
 * Issue 33: a signed-in user who opens an area of another role gets a page saying what the area
 * is for and where to go, inside the account frame, instead of the screen and its 403 toasts;
 * the screen's requests are not even sent.
 */
const api = fakeApi();
beforeEach(async () => {
  useFakeRealtime(null);
  await act(() => setLanguage('en'));
});

function open(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AccountRoutes />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const asked = (prefix: string) => api.requests().filter((call) => call.path.startsWith(prefix));

test('a caregiver at /admin/institution: what the area is for, who they are, their dashboard and the way to list an LPK', async () => {
  logIn({ role: 'caregiver', full_name: 'Siti Rahma' });
  open('/admin/institution');
  const page = await screen.findByTestId('no-access');
  expect(within(page).getByRole('heading', { level: 1, name: 'This page is not for your account' })).toBeInTheDocument();
  expect(page).toHaveTextContent('The Institution page is where an LPK’s admin manages its listing, photos, vacancies and staff.');
  expect(page).toHaveTextContent('You are signed in as Siti Rahma (');
  expect(page).toHaveTextContent('Yours is a caregiver account: your profile and registrations are on your dashboard.');
  expect(within(page).getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  expect(within(page).getByRole('link', { name: 'List your LPK' })).toHaveAttribute('href', '/lpk-apply');
  expect(asked('/api/lpk/institution')).toEqual([]);
  expect(document.title).toMatch(/^This page is not for your account/);
});

test('staff at /admin/operator and at /admin/institution: pointed to their applicants; nothing of those areas is asked', async () => {
  logIn({ role: 'lpk_staff', lpk_id: 1, full_name: 'Budi Staff' });
  const first = open('/admin/operator');
  let page = await screen.findByTestId('no-access');
  expect(page).toHaveTextContent('The operator console is where the platform team reviews LPK applications');
  expect(page).toHaveTextContent('As LPK staff you work with applicants and messages.');
  expect(within(page).getByRole('link', { name: 'Go to the applicants' })).toHaveAttribute('href', '/admin/applicants');
  first.unmount();

  open('/admin/institution');
  page = await screen.findByTestId('no-access');
  expect(page).toHaveTextContent('The LPK’s listing, vacancies and staff are changed by its admin.');
  expect(within(page).queryByRole('link', { name: 'List your LPK' })).toBeNull();
  expect(asked('/api/lpk/operator')).toEqual([]);
  expect(asked('/api/lpk/institution/staff')).toEqual([]);
  expect(asked('/api/lpk/institution/listing')).toEqual([]);
});

test('(id) an operator at /admin/applicants and a pending LPK admin at /admin/institution, in Indonesian', async () => {
  await act(() => setLanguage('id'));
  logIn({ role: 'operator', full_name: 'Op' });
  const first = open('/admin/applicants');
  let page = await screen.findByTestId('no-access');
  expect(within(page).getByRole('heading', { level: 1, name: 'Halaman ini bukan untuk akun Anda' })).toBeInTheDocument();
  expect(page).toHaveTextContent('Halaman Pendaftar adalah tempat staf dan admin LPK memeriksa dan memproses pendaftaran calon caregiver.');
  expect(within(page).getByRole('link', { name: 'Ke konsol operator' })).toHaveAttribute('href', '/admin/operator');
  first.unmount();

  logIn({ role: 'lpk_admin', lpk_id: null, full_name: 'Rina' });
  open('/admin/institution');
  page = await screen.findByTestId('no-access');
  expect(page).toHaveTextContent('Pengajuan LPK Anda belum disetujui operator');
  expect(within(page).getByRole('link', { name: 'Lihat pengajuan LPK' })).toHaveAttribute('href', '/admin/application');
});

test('the role an area is for gets the screen (and its requests), not the page', async () => {
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  const first = open('/admin/institution');
  await waitFor(() => expect(asked('/api/lpk/institution/listing')).not.toEqual([]));
  expect(screen.queryByTestId('no-access')).toBeNull();
  first.unmount();

  logIn({ role: 'operator' });
  open('/admin/operator');
  await waitFor(() => expect(asked('/api/lpk/operator')).not.toEqual([]));
  expect(screen.queryByTestId('no-access')).toBeNull();
});

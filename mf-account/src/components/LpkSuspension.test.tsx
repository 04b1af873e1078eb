import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicantDetail, OwnLpk, StaffOverview, Vacancy } from 'contracts';
import { setLanguage } from 'mf-shared';
import { createFakeEcho, type FakeEcho, useFakeRealtime } from 'mf-shared/testing';
import { fail, fakeApi, makeListing, makeRegistration, makeVacancy, ok } from '../../test/fake-api';
import { logIn, renderScreen } from '../../test/helpers/renderScreen';
import ApplicantScreen from '../screens/applicants/ApplicantScreen';
import ApplicantsScreen from '../screens/applicants/ApplicantsScreen';
import InstitutionScreen from '../screens/institution/InstitutionScreen';

/**
 * The suspension banner (issue 32; docs/lpk-join.md) on the institution area and the staff
 * console: GET /institution/lpk says whether the operator suspended the LPK (with the reason);
 * `LpkStatusChanged` on `private-lpk.{id}` changes it without a reload; what the API would refuse
 * is disabled and described by the banner. Only the API is faked (a loopback HTTP server whose
 * answers are checked against the contracts) and the socket (a fake Echo).
 */
const REASON = 'Biaya pendaftaran di luar ketentuan dilaporkan';
const LISTED: OwnLpk = { id: 1, name: 'LPK Sakura Mandiri', listing_status: 'listed', suspended_at: null, suspension_reason: null };
const SUSPENDED: OwnLpk = { ...LISTED, listing_status: 'suspended', suspended_at: '2026-03-02T09:00:00.000Z', suspension_reason: REASON };

const LISTING = makeListing({
  description_id: 'Pusat pelatihan perawat lansia di Bandung.',
  description_en: 'A care-worker training centre in Bandung.',
  programs: ['ssw'],
  fees: { items: [{ key: 'registration', amount: 1_000_000 }], instalments: false },
  registration_fee: 1_000_000,
  fee_level: 'low',
});

const VACANCIES: Vacancy[] = (['open', 'closed'] as const).map((state, i) =>
  makeVacancy({
    id: 70 + i,
    title_id: `Perawat lansia ${i + 1}`,
    title_en: `Care worker ${i + 1}`,
    state,
    closed_at: state === 'closed' ? '2026-02-10T00:00:00.000Z' : null,
  }),
);

const STAFF: StaffOverview = {
  members: [{ id: 9, full_name: 'Rina Kusuma', email: 'admin1@demo.test', role: 'lpk_admin', since: '2026-01-01T00:00:00.000Z' }],
  invitations: [],
};

const DETAIL: ApplicantDetail = {
  registration: { ...makeRegistration(), allowed_moves: ['registered', 'rejected'] },
  applicant: {
    user: { id: 7, full_name: 'Siti Rahma', email: 'siti@contoh.id', phone: '+6281234567890', avatar: null },
    sections: { ktp: null, education: null, family: null, additional_info: null, quiz: null, essay: null },
    completeness: { ktp: 0, education: 0, family: 0, additional_info: 0, quiz: 0, essay: 0, overall: 0 },
  },
};

let standing: OwnLpk;
const api = fakeApi();
let echo: FakeEcho;
beforeEach(async () => {
  await act(() => setLanguage('en'));
  standing = SUSPENDED;
  api.use('GET /api/lpk/institution/lpk', () => ok(standing));
  api.use('GET /api/lpk/institution/listing', ok(LISTING));
  api.use('GET /api/lpk/institution/vacancies', ok({ items: VACANCIES }));
  api.use('GET /api/lpk/institution/staff', ok(STAFF));
  api.use('GET /api/lpk/institution/reviews', ok({ items: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } }));
  api.use('GET /api/lpk/applicants/:id', (call) => (call.params.id === '31' ? ok(DETAIL) : fail(404, 'Not found')));
  api.use(
    'GET /api/lpk/applicants',
    ok({
      items: [],
      meta: { page: 1, per_page: 50, total: 0, last_page: 1 },
      counts: { pending: 0, registered: 0, learning: 0, documents_submitted: 0, approved: 0, rejected: 0 },
    }),
  );
  api.use('GET /api/lpk/messages', ok({ registration_id: 31, status: 'pending', items: [], meta: { page: 1, per_page: 30, total: 0, marked_read: 0 } }));
  echo = createFakeEcho();
  useFakeRealtime(echo);
});

const banner = () => screen.findByText(/suspended by the platform operator/);
const statusRegionOf = (element: HTMLElement) => element.closest('[role="status"]') as HTMLElement;

test('institution area, suspended: the banner names the suspension and the reason; what would be refused is disabled and explained; closing a vacancy stays', async () => {
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  const region = statusRegionOf(await banner());
  expect(region).toHaveTextContent(`Reason: ${REASON}`);
  expect(region).toHaveTextContent('registrations cannot be moved, certificates cannot be issued');
  expect(region).toHaveTextContent('You can still read registrations and messages and answer applicants who write to you.');

  const explained = (button: HTMLElement) => {
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Not available while your LPK is suspended.');
  };
  explained(await screen.findByRole('button', { name: 'Save listing' }));
  explained(screen.getByRole('button', { name: 'Remove photo 1' }));
  explained(await screen.findByRole('button', { name: 'New vacancy' }));
  explained(await screen.findByRole('button', { name: 'Edit vacancy Care worker 1' }));
  explained(screen.getByRole('button', { name: 'Reopen vacancy Care worker 2' }));
  expect(screen.getByRole('button', { name: 'Close vacancy Care worker 1' })).toBeEnabled();
  explained(await screen.findByRole('button', { name: 'Send invitation' }));
});

test('the banner follows the operator live: reinstated (announced, buttons enabled), suspended again (with the reason)', async () => {
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  const region = statusRegionOf(await banner());
  const save = await screen.findByRole('button', { name: 'Save listing' });
  expect(save).toBeDisabled();
  await act(async () => echo.emit('lpk.1', 'LpkStatusChanged', LISTED));
  expect(region).toHaveTextContent('The operator has reinstated your LPK. Everything is available again.');
  expect(region).not.toHaveTextContent(/suspended by/);
  expect(save).toBeEnabled();
  expect(screen.getByRole('button', { name: 'New vacancy' })).toBeEnabled();

  await act(async () => echo.emit('lpk.1', 'LpkStatusChanged', { ...SUSPENDED, suspension_reason: 'Izin sedang diperiksa ulang' }));
  expect(region).toHaveTextContent('Reason: Izin sedang diperiksa ulang');
  expect(save).toBeDisabled();
  // Another LPK's event (not that staff could hear one) changes nothing.
  await act(async () => echo.emit('lpk.1', 'LpkStatusChanged', { ...LISTED, id: 2 }));
  expect(save).toBeDisabled();
});

test('listed: no banner, nothing disabled by it', async () => {
  standing = LISTED;
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  expect(await screen.findByRole('button', { name: 'Save listing' })).toBeEnabled();
  expect(await screen.findByRole('button', { name: 'New vacancy' })).toBeEnabled();
  expect(screen.queryByText(/suspended by the platform operator/)).not.toBeInTheDocument();
});

test('in Indonesian: the banner and the explanation', async () => {
  await act(() => setLanguage('id'));
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  const region = statusRegionOf(await screen.findByText('LPK Anda ditangguhkan oleh operator platform'));
  expect(region).toHaveTextContent(`Alasan: ${REASON}`);
  expect(region).toHaveTextContent('Anda tetap dapat membaca pendaftaran dan pesan serta membalas pesan dari pendaftar.');
  expect(await screen.findByRole('button', { name: 'Simpan profil' })).toHaveAccessibleDescription('Tidak tersedia selama LPK Anda ditangguhkan.');
});

test('staff console, one applicant: the moves are disabled while suspended and come back when reinstated live', async () => {
  const user = userEvent.setup();
  logIn({ role: 'lpk_staff', lpk_id: 1 });
  renderScreen(<ApplicantScreen />, '/admin/applicants/31', '/admin/applicants/:registrationId');
  const region = statusRegionOf(await banner());
  expect(region).toHaveTextContent(`Reason: ${REASON}`);
  const register = await screen.findByRole('button', { name: /Registered/ });
  expect(register).toBeDisabled();
  expect(register).toHaveAccessibleDescription('Not available while your LPK is suspended.');
  expect(screen.getByRole('button', { name: /Rejected/ })).toBeDisabled();

  await act(async () => echo.emit('lpk.1', 'LpkStatusChanged', LISTED));
  expect(register).toBeEnabled();
  await user.click(register);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});

test('staff console, the list: the banner is there too', async () => {
  logIn({ role: 'lpk_staff', lpk_id: 1 });
  renderScreen(<ApplicantsScreen />, '/admin/applicants');
  expect(statusRegionOf(await banner())).toHaveTextContent(`Reason: ${REASON}`);
  expect(within(document.body).getByRole('heading', { level: 1, name: 'Applicants' })).toBeInTheDocument();
});

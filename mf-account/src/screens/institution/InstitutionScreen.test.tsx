import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing, StaffOverview, Vacancy } from 'contracts';
import { setLanguage } from 'mf-shared';
import { logIn, ok, pathOf, renderScreen, startApi, type Reply, type SeenRequest } from '../../../test/helpers/renderScreen';
import InstitutionScreen from './InstitutionScreen';

const LISTING: Listing = {
  id: 1,
  name: 'LPK Sakura Mandiri',
  province: 'Jawa Barat',
  city: 'Bandung',
  description_id: 'Pusat pelatihan perawat lansia di Bandung dengan laboratorium perawatan.',
  description_en: 'A care-worker training centre in Bandung with a care lab.',
  programs: ['ssw', 'language'],
  fees: {
    items: [
      { key: 'registration', amount: 1_000_000 },
      { key: 'training', amount: 6_000_000 },
    ],
    instalments: false,
  },
  has_dormitory: false,
  dormitory: null,
  training_months: 6,
  contact: {
    phone: '022-123456',
    whatsapp: '0812-3456-7890',
    email: 'info@sakura.example.id',
    website: '',
    office_hours: { days: 'mon_fri', open: '08:00', close: '16:00' },
  },
  registration_fee: 7_000_000,
  fee_level: 'medium',
  photos: [{ id: 4, url: '/storage/institutes/0123456789abcdef0123456789abcdef.webp', width: 1600, height: 1067 }],
  can_edit: true,
};

const VACANCY: Vacancy = {
  id: 70,
  lpk_id: 1,
  title_id: 'Perawat lansia – Panti Sakura',
  title_en: 'Care worker – Sakura Home',
  facility_type: 'tokuyo',
  prefecture: 'Osaka',
  city: 'Sakai',
  monthly_salary_jpy: 215_000,
  experience: 'inexperienced',
  pathway: 'ssw',
  jlpt_required: 'N4',
  deadline: '2099-01-31',
  openings: 2,
  description_id: 'Membantu penghuni panti.',
  description_en: 'Help residents with daily care.',
  requirements_id: [],
  requirements_en: [],
  benefits_id: [],
  benefits_en: [],
  working_hours: { per_week: 40, night_shifts: false },
  state: 'open',
  closed_at: null,
  created_at: '2026-02-01T00:00:00.000Z',
};

const STAFF: StaffOverview = {
  members: [
    { id: 9, full_name: 'Rina Kusuma', email: 'admin1@demo.test', role: 'lpk_admin', since: '2026-01-01T00:00:00.000Z' },
    { id: 2, full_name: 'Budi Santoso', email: 'staff1@demo.test', role: 'lpk_staff', since: '2026-01-02T00:00:00.000Z' },
  ],
  invitations: [],
};

let listing: Listing;
let vacancies: Vacancy[];
let staff: StaffOverview;

/** What GET /institution/listing answers instead of the listing, when set (a caregiver: 403). */
let listingRefusal: Reply | undefined;

function route(request: SeenRequest): Reply {
  const path = pathOf(request.url);
  if (listingRefusal && path === '/api/lpk/institution/listing') return listingRefusal;
  if (path === '/api/lpk/institution/listing') {
    if (request.method === 'PUT') {
      const body = JSON.parse(request.body) as Listing;
      if (body.programs.length === 0)
        return { status: 422, body: { status: 'error', message: 'The data is invalid.', errors: { programs: ['Choose at least one program.'] } } };
      const total = body.fees.items.reduce((sum, i) => sum + i.amount, 0);
      listing = { ...listing, ...body, registration_fee: total };
      return ok(listing, 'Listing saved; it shows on the public pages now.');
    }
    return ok(listing);
  }
  if (path === '/api/lpk/institution/vacancies') {
    if (request.method === 'POST') {
      const body = JSON.parse(request.body) as Vacancy;
      if (body.monthly_salary_jpy < 212_098)
        return {
          status: 422,
          body: {
            status: 'error',
            message: 'The data is invalid.',
            errors: { monthly_salary_jpy: ['The monthly salary must be at least ¥212,098 in Tokyo (minimum wage 1226 yen/hour × 173 hours).'] },
          },
        };
      const created = { ...VACANCY, ...body, id: 71, state: 'open' as const };
      vacancies = [created, ...vacancies];
      return { status: 201, body: { status: 'success', message: 'Vacancy published; it shows on the job pages now.', data: created } };
    }
    return ok({ items: vacancies });
  }
  const toggle = /^\/api\/lpk\/institution\/vacancies\/(\d+)\/(close|reopen)$/.exec(path);
  if (toggle) {
    const changed = { ...vacancies.find((v) => v.id === Number(toggle[1]))!, state: toggle[2] === 'close' ? ('closed' as const) : ('open' as const) };
    vacancies = vacancies.map((v) => (v.id === changed.id ? changed : v));
    return ok(changed, toggle[2] === 'close' ? 'Vacancy closed.' : 'Vacancy reopened.');
  }
  if (path === '/api/lpk/institution/staff') return ok(staff);
  if (path === '/api/lpk/institution/staff/invitations') {
    const { email } = JSON.parse(request.body) as { email: string };
    staff = {
      ...staff,
      invitations: [{ id: 5, email, state: 'pending', created_at: '2026-02-01T00:00:00.000Z', expires_at: '2026-02-08T00:00:00.000Z', accepted_at: null }],
    };
    return { status: 201, body: { status: 'success', message: `Invitation sent to ${email}. Its link is valid for 7 days.`, data: staff } };
  }
  const removing = /^\/api\/lpk\/institution\/staff\/(\d+)$/.exec(path);
  if (request.method === 'DELETE' && removing) {
    staff = { ...staff, members: staff.members.filter((m) => m.id !== Number(removing[1])) };
    return ok(staff, 'Staff member removed. Their access ends now.');
  }
  return { status: 404, body: { status: 'error', message: 'Not found' } };
}

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  await setLanguage('en');
  api = await startApi(route);
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  listing = { ...LISTING };
  vacancies = [VACANCY];
  staff = { ...STAFF };
  listingRefusal = undefined;
});

test('the admin edits the fee breakdown: the total follows, the server’s answer is shown; a refused rule shows under its field', async () => {
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  expect(await screen.findByRole('heading', { level: 1, name: 'My institution' })).toBeInTheDocument();
  const fees = await screen.findByRole('group', { name: 'Fee breakdown (IDR)' });
  const training = within(fees).getByRole('textbox', { name: 'Training fee' });
  expect(training).toHaveValue('6000000');
  await userEvent.clear(training);
  await userEvent.type(training, '3500000');
  expect(within(fees).getByText(/Total fee: .*4[.,]500[.,]000/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save listing' }));
  expect(await screen.findByText('Listing saved; it shows on the public pages now.')).toHaveAttribute('role', 'status');
  const saved = api.seen.find((r) => r.method === 'PUT')!;
  expect(JSON.parse(saved.body).fees.items).toEqual([
    { key: 'registration', amount: 1_000_000 },
    { key: 'training', amount: 3_500_000 },
  ]);

  const programs = screen.getByRole('group', { name: 'Programs' });
  for (const box of within(programs).getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) await userEvent.click(box);
  await userEvent.click(screen.getByRole('button', { name: 'Save listing' }));
  expect(await within(programs).findByRole('alert')).toHaveTextContent('Choose at least one program.');
});

test('publishing a vacancy: the salary floor is shown under the salary, then the vacancy is listed; closing it', async () => {
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  await userEvent.click(await screen.findByRole('button', { name: 'New vacancy' }));
  const form = screen.getByRole('form', { name: 'Publish a new vacancy' });
  expect(screen.getByRole('heading', { name: 'Publish a new vacancy' })).toHaveFocus();
  const fill = async (name: string, value: string) => {
    const field = within(form).getByLabelText(name);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  };
  await fill('Title (Indonesian)', 'Perawat lansia, Tokyo');
  await fill('Title (English)', 'Care worker, Tokyo');
  await fill('City', 'Hachioji');
  await fill('Gross monthly salary (yen)', '200000');
  await fill('Apply by', '2099-03-01');
  await fill('Description (Indonesian)', 'Membantu penghuni panti lansia di Hachioji.');
  await fill('Description (English)', 'Help residents of a nursing home in Hachioji.');
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
  const salary = within(form).getByRole('textbox', { name: 'Gross monthly salary (yen)' });
  await waitFor(() => expect(salary).toHaveAccessibleDescription(/at least ¥212,098 in Tokyo/));
  expect(salary).toHaveAttribute('aria-invalid', 'true');

  await fill('Gross monthly salary (yen)', '230000');
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Vacancy published; it shows on the job pages now.')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Publish a new vacancy' })).not.toBeInTheDocument();
  expect(screen.getByText('Care worker, Tokyo')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Close vacancy Care worker – Sakura Home' }));
  expect(await screen.findByRole('button', { name: 'Reopen vacancy Care worker – Sakura Home' })).toBeInTheDocument();
});

test('staff: invite by email, then remove a staff member after confirming in a dialog', async () => {
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  const email = await screen.findByRole('textbox', { name: 'New staff member’s email' });
  // On a phone the members' table scrolls inside a labelled, focusable frame (the page does not).
  const frame = screen.getByRole('region', { name: 'Members' });
  expect(frame).toHaveClass('table-scroll');
  expect(frame).toHaveAttribute('tabindex', '0');
  expect(frame).toContainElement(screen.getByRole('columnheader', { name: 'Email' }));
  await userEvent.type(email, 'dewi@example.id');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language of the invitation mail' }), 'id');
  await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText('Invitation sent to dewi@example.id. Its link is valid for 7 days.')).toBeInTheDocument();
  expect(JSON.parse(api.seen.find((r) => pathOf(r.url) === '/api/lpk/institution/staff/invitations')!.body)).toEqual({
    email: 'dewi@example.id',
    locale: 'id',
  });
  expect(screen.getByText('Waiting')).toBeInTheDocument();

  // The admin has no remove button; the staff member has.
  expect(screen.queryByRole('button', { name: 'Remove Rina Kusuma from the staff' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Budi Santoso from the staff' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove Budi Santoso from the staff?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Staff member removed. Their access ends now.')).toBeInTheDocument();
  expect(screen.queryByText('staff1@demo.test')).not.toBeInTheDocument();
});

test('staff of the LPK see the page read only: no forms, no buttons that change anything', async () => {
  listing = { ...LISTING, can_edit: false };
  logIn({ role: 'lpk_staff', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  expect(await screen.findByText('You are staff of this LPK: you can look, but only the LPK admin can change it.')).toBeInTheDocument();
  await screen.findByText('Care worker – Sakura Home');
  await screen.findByText('Budi Santoso');
  expect(screen.queryByRole('button', { name: 'Save listing' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New vacancy' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'New staff member’s email' })).not.toBeInTheDocument();
});

test('an account that is not an LPK admin or staff is told the page is not for it (no retry button)', async () => {
  listingRefusal = { status: 403, body: { status: 'error', message: 'This action is unauthorized.' } };
  logIn({ role: 'caregiver', lpk_id: null });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  expect(await screen.findByText('This page is for the admin of an approved LPK.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
});

test('(id) a vacancy’s salary is written the Indonesian way (¥215.000/bulan, not ¥215,000)', async () => {
  await setLanguage('id');
  try {
    logIn({ role: 'lpk_admin', lpk_id: 1 });
    renderScreen(<InstitutionScreen />, '/admin/institution');
    expect(await screen.findByText(/¥215\.000\/bulan/)).toBeInTheDocument();
  } finally {
    await setLanguage('en');
  }
});

test('an applicant still waiting for approval is sent to the application status, and nothing is asked of the API', async () => {
  logIn({ role: 'lpk_admin', lpk_id: null });
  api.seen.length = 0;
  renderScreen(<InstitutionScreen />, '/admin/institution');
  expect(screen.getByRole('note')).toHaveTextContent('Your LPK application is not approved yet.');
  expect(screen.getByRole('link', { name: 'See the application’s status' })).toHaveAttribute('href', '/admin/application');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.seen.filter((r) => pathOf(r.url).startsWith('/api/lpk/institution'))).toEqual([]);
});

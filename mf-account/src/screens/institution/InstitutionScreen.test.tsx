import { act, screen, waitFor, within } from '@testing-library/react';
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
/** The fields PUT /institution/listing refuses (422), when set: a rule only the API knows. */
let listingErrors: Record<string, string[]> | undefined;

const invalid = (errors: Record<string, string[]>): Reply => ({ status: 422, body: { status: 'error', message: 'The data is invalid.', errors } });

function route(request: SeenRequest): Reply {
  const path = pathOf(request.url);
  if (listingRefusal && path === '/api/lpk/institution/listing') return listingRefusal;
  if (path === '/api/lpk/institution/listing') {
    if (request.method === 'PUT') {
      const body = JSON.parse(request.body) as Listing;
      if (body.programs.length === 0) return invalid({ programs: ['Choose at least one program.'] });
      if (listingErrors) return invalid(listingErrors);
      const total = body.fees.items.reduce((sum, i) => sum + i.amount, 0);
      listing = { ...listing, ...body, registration_fee: total };
      return ok(listing, 'Listing saved; it shows on the public pages now.');
    }
    return ok(listing);
  }
  if (path === '/api/lpk/institution/listing/photos') {
    // The multipart body holds the file's name: "huge.jpg" stands for a photo the API refuses.
    if (request.body.includes('filename="huge.jpg"')) return invalid({ photo: ['The photo may be at most 2 MB.'] });
    listing = {
      ...listing,
      photos: [...listing.photos, { id: 5, url: '/storage/institutes/fedcba9876543210fedcba9876543210.webp', width: 1200, height: 900 }],
    };
    return { status: 201, body: { status: 'success', message: 'Photo added.', data: listing } };
  }
  if (path === '/api/lpk/institution/vacancies') {
    if (request.method === 'POST') {
      const body = JSON.parse(request.body) as Vacancy;
      if (body.requirements_en.length > 1) return invalid({ 'requirements_en.1': ['Line 2 repeats line 1.'] });
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
  const edited = /^\/api\/lpk\/institution\/vacancies\/(\d+)$/.exec(path);
  if (request.method === 'PUT' && edited) {
    const changed = { ...vacancies.find((v) => v.id === Number(edited[1]))!, ...(JSON.parse(request.body) as Partial<Vacancy>) };
    vacancies = vacancies.map((v) => (v.id === changed.id ? changed : v));
    return ok(changed, 'Vacancy saved.');
  }
  const toggle = /^\/api\/lpk\/institution\/vacancies\/(\d+)\/(close|reopen)$/.exec(path);
  if (toggle) {
    const changed = { ...vacancies.find((v) => v.id === Number(toggle[1]))!, state: toggle[2] === 'close' ? ('closed' as const) : ('open' as const) };
    vacancies = vacancies.map((v) => (v.id === changed.id ? changed : v));
    return ok(changed, toggle[2] === 'close' ? 'Vacancy closed.' : 'Vacancy reopened.');
  }
  if (path === '/api/lpk/institution/staff') return ok(staff);
  if (path === '/api/lpk/institution/reviews') return ok({ items: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } });
  if (path === '/api/lpk/institution/staff/invitations') {
    const { email } = JSON.parse(request.body) as { email: string };
    if (staff.members.some((m) => m.email === email)) return invalid({ email: ['This address is already on your LPK’s staff.'] });
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
  await act(() => setLanguage('en'));
  api = await startApi(route);
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  listing = { ...LISTING };
  vacancies = [VACANCY];
  staff = { ...STAFF };
  listingRefusal = undefined;
  listingErrors = undefined;
});

const puts = () => api.seen.filter((r) => r.method === 'PUT' && pathOf(r.url) === '/api/lpk/institution/listing');

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
  // The contract's rule refused it before any call.
  expect(puts()).toHaveLength(1);
});

test('the listing is not sent while the contract refuses it: each message under its field, focus on the first, gone once fixed', async () => {
  const user = userEvent.setup();
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  const description = await screen.findByRole('textbox', { name: 'Description (Indonesian)' });
  await user.clear(description);
  await user.type(description, 'Pusat pelatihan');
  await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
  const closes = screen.getByRole('textbox', { name: 'Closes at' });
  await user.clear(closes);
  await user.type(closes, '07:30');
  await user.click(screen.getByRole('button', { name: 'Save listing' }));

  await waitFor(() => expect(description).toHaveAccessibleDescription('At least 20 characters.'));
  expect(description).toHaveAttribute('aria-invalid', 'true');
  expect(description).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('At least 6 characters.');
  expect(closes).toHaveAccessibleDescription('The closing time must be after the opening time.');
  expect(screen.getByText('Check the marked fields.')).toHaveAttribute('role', 'status');
  expect(puts()).toHaveLength(0);

  await user.type(description, ' di Bandung');
  await waitFor(() => expect(description).not.toHaveAttribute('aria-invalid'));
  expect(description).not.toHaveAccessibleDescription();
});

test('the dormitory’s details show once it is ticked, and are sent only while it is', async () => {
  const user = userEvent.setup();
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  const dormitory = await screen.findByRole('group', { name: 'Dormitory' });
  expect(within(dormitory).queryByRole('textbox', { name: 'Dormitory capacity (people)' })).not.toBeInTheDocument();
  await user.click(within(dormitory).getByRole('checkbox', { name: 'Has a dormitory' }));
  await user.type(within(dormitory).getByRole('textbox', { name: 'Dormitory capacity (people)' }), '40');
  await user.type(within(dormitory).getByRole('textbox', { name: 'Dormitory fee per month (IDR)' }), '500000');
  await user.click(within(dormitory).getByRole('checkbox', { name: 'Separate dormitories for men and women' }));
  await user.click(screen.getByRole('button', { name: 'Save listing' }));
  await screen.findByText('Listing saved; it shows on the public pages now.');
  expect(JSON.parse(puts()[0]!.body)).toMatchObject({
    has_dormitory: true,
    dormitory: { capacity: 40, monthly_fee_idr: 500_000, separate_by_gender: true },
  });

  await user.click(within(dormitory).getByRole('checkbox', { name: 'Has a dormitory' }));
  expect(within(dormitory).queryByRole('textbox', { name: 'Dormitory capacity (people)' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save listing' }));
  await waitFor(() => expect(puts()).toHaveLength(2));
  expect(JSON.parse(puts()[1]!.body)).toMatchObject({ has_dormitory: false, dormitory: null });
});

test('a fee the API refuses is shown under that fee (the body lists only the fees with an amount), with focus on it', async () => {
  const user = userEvent.setup();
  listingErrors = { 'fees.items.0.amount': ['The training fee is above what the registry allows.'] };
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  const fees = await screen.findByRole('group', { name: 'Fee breakdown (IDR)' });
  await user.clear(within(fees).getByRole('textbox', { name: 'Registration fee' }));
  await user.click(screen.getByRole('button', { name: 'Save listing' }));

  const training = within(fees).getByRole('textbox', { name: 'Training fee' });
  await waitFor(() => expect(training).toHaveAccessibleDescription('The training fee is above what the registry allows.'));
  expect(training).toHaveFocus();
  expect(within(fees).getByRole('textbox', { name: 'Registration fee' })).not.toHaveAttribute('aria-invalid');
  expect(JSON.parse(puts()[0]!.body).fees.items).toEqual([{ key: 'training', amount: 6_000_000 }]);
  expect(screen.getByText('Check the marked fields.')).toHaveAttribute('role', 'status');
});

/** Types into the field of `container` with this label, as a user (cleared first). */
const fillIn = (container: HTMLElement) => async (name: string, value: string) => {
  const field = within(container).getByLabelText(name);
  await userEvent.clear(field);
  await userEvent.type(field, value);
};

/** A vacancy in Tokyo that meets the contract's rules, at this salary. */
async function fillVacancy(form: HTMLElement, salary: string) {
  const fill = fillIn(form);
  await fill('Title (Indonesian)', 'Perawat lansia, Tokyo');
  await fill('Title (English)', 'Care worker, Tokyo');
  await fill('City', 'Hachioji');
  await fill('Gross monthly salary (yen)', salary);
  await fill('Apply by', '2099-03-01');
  await fill('Description (Indonesian)', 'Membantu penghuni panti lansia di Hachioji.');
  await fill('Description (English)', 'Help residents of a nursing home in Hachioji.');
}

test('publishing a vacancy: the salary floor is shown under the salary, then the vacancy is listed; closing it', async () => {
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  await userEvent.click(await screen.findByRole('button', { name: 'New vacancy' }));
  const form = screen.getByRole('form', { name: 'Publish a new vacancy' });
  expect(screen.getByRole('heading', { name: 'Publish a new vacancy' })).toHaveFocus();
  const fill = fillIn(form);
  await fillVacancy(form, '200000');
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

test('a vacancy with empty fields is not sent; a line the API refuses is shown under its list', async () => {
  const user = userEvent.setup();
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  await user.click(await screen.findByRole('button', { name: 'New vacancy' }));
  const form = screen.getByRole('form', { name: 'Publish a new vacancy' });
  await user.click(within(form).getByRole('button', { name: 'Publish' }));
  const title = within(form).getByRole('textbox', { name: 'Title (Indonesian)' });
  await waitFor(() => expect(title).toHaveAccessibleDescription('At least 5 characters.'));
  expect(title).toHaveFocus();
  expect(within(form).getByRole('textbox', { name: /Gross monthly salary/ })).toHaveAccessibleDescription(
    'At least the prefecture’s minimum wage × 173 hours. Must be a number.',
  );
  expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(0);

  await fillVacancy(form, '230000');
  await fillIn(form)('Requirements (English, one per line)', 'Basic Japanese\nBasic Japanese');
  await user.click(within(form).getByRole('button', { name: 'Publish' }));
  const requirements = within(form).getByRole('textbox', { name: 'Requirements (English, one per line)' });
  await waitFor(() => expect(requirements).toHaveAccessibleDescription('Line 2 repeats line 1.'));
  expect(requirements).toHaveFocus();
  expect(JSON.parse(api.seen.find((r) => r.method === 'POST')!.body).requirements_en).toEqual(['Basic Japanese', 'Basic Japanese']);
});

test('editing a vacancy: the form holds its values, and the changes are saved in its place', async () => {
  const user = userEvent.setup();
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  await user.click(await screen.findByRole('button', { name: 'Edit vacancy Care worker – Sakura Home' }));
  const form = screen.getByRole('form', { name: 'Edit vacancy' });
  expect(within(form).getByRole('textbox', { name: 'City' })).toHaveValue('Sakai');
  expect(within(form).getByRole('combobox', { name: 'Prefecture' })).toHaveValue('Osaka');
  await fillIn(form)('Gross monthly salary (yen)', '225000');
  await user.click(within(form).getByRole('checkbox', { name: 'Includes night shifts' }));
  await user.click(within(form).getByRole('button', { name: 'Save vacancy' }));
  expect(await screen.findByText('Vacancy saved.')).toBeInTheDocument();
  const saved = api.seen.find((r) => r.method === 'PUT' && pathOf(r.url) === '/api/lpk/institution/vacancies/70')!;
  expect(JSON.parse(saved.body)).toMatchObject({ city: 'Sakai', monthly_salary_jpy: 225_000, working_hours: { per_week: 40, night_shifts: true } });
  expect(screen.queryByRole('form', { name: 'Edit vacancy' })).not.toBeInTheDocument();
  expect(screen.getByText(/¥225,000\/month/)).toBeInTheDocument();
});

test('photos: the chosen file is uploaded and shown; a file the API refuses gets its message under the field', async () => {
  const user = userEvent.setup();
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  const choose = await screen.findByLabelText('Choose a photo to upload');
  await user.upload(choose, new File(['jpeg'], 'kelas.jpg', { type: 'image/jpeg' }));
  await user.click(screen.getByRole('button', { name: 'Upload photo' }));
  expect(await screen.findByRole('img', { name: 'Photo 2 of LPK Sakura Mandiri' })).toBeInTheDocument();
  expect(screen.getByText('Photo added.')).toHaveAttribute('role', 'status');
  expect(api.seen.find((r) => pathOf(r.url) === '/api/lpk/institution/listing/photos')!.body).toContain('filename="kelas.jpg"');
  expect(choose).toHaveValue('');

  await user.upload(choose, new File(['jpeg'], 'huge.jpg', { type: 'image/jpeg' }));
  await user.click(screen.getByRole('button', { name: 'Upload photo' }));
  await waitFor(() => expect(choose).toHaveAccessibleDescription('The photo may be at most 2 MB.'));
  expect(choose).toHaveAttribute('aria-invalid', 'true');
});

test('staff: a malformed address is not sent; one the API refuses shows its message under the field', async () => {
  const user = userEvent.setup();
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  const email = await screen.findByRole('textbox', { name: 'New staff member’s email' });
  await user.type(email, 'dewi@');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
  await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email address.'));
  expect(email).toHaveFocus();
  expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(0);

  await user.clear(email);
  await user.type(email, 'staff1@demo.test');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
  await waitFor(() => expect(email).toHaveAccessibleDescription('This address is already on your LPK’s staff.'));
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveValue('staff1@demo.test');
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
  await act(() => setLanguage('id'));
  try {
    logIn({ role: 'lpk_admin', lpk_id: 1 });
    renderScreen(<InstitutionScreen />, '/admin/institution');
    expect(await screen.findByText(/¥215\.000\/bulan/)).toBeInTheDocument();
  } finally {
    await act(() => setLanguage('en'));
  }
});

test('an applicant still waiting for approval is sent to the application status, and nothing is asked of the API', async () => {
  logIn({ role: 'lpk_admin', lpk_id: null });
  // Requests the previous test's page still had in flight (its later sections load after the listing) land first.
  await new Promise((resolve) => setTimeout(resolve, 300));
  api.seen.length = 0;
  renderScreen(<InstitutionScreen />, '/admin/institution');
  expect(screen.getByRole('note')).toHaveTextContent('Your LPK application is not approved yet.');
  expect(screen.getByRole('link', { name: 'See the application’s status' })).toHaveAttribute('href', '/admin/application');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.seen.filter((r) => pathOf(r.url).startsWith('/api/lpk/institution'))).toEqual([]);
});

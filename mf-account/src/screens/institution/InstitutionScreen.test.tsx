import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing, StaffOverview, Vacancy } from 'contracts';
import { setLanguage } from 'mf-shared';
import { createFakeEcho, useFakeRealtime } from 'mf-shared/testing';
import { fail, fakeApi, makeListing, makeVacancy, ok } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import InstitutionScreen from './InstitutionScreen';

const LISTING = makeListing();
const VACANCY = makeVacancy();

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

const invalid = (errors: Record<string, string[]>) => fail(422, 'The data is invalid.', errors);
const LISTING_PUT = 'PUT /api/lpk/institution/listing';

/** The listing's answers: PUT saves what was sent (the total of its fees), unless a rule only the API knows refuses it. */
function listingRoutes() {
  api.use('GET /api/lpk/institution/listing', () => ok(listing));
  api.use(LISTING_PUT, (call) => {
    const body = call.body as Listing;
    if (body.programs.length === 0) return invalid({ programs: ['Choose at least one program.'] });
    const total = body.fees.items.reduce((sum, i) => sum + i.amount, 0);
    listing = { ...listing, ...body, registration_fee: total };
    return ok(listing, 'Listing saved; it shows on the public pages now.');
  });
  api.use('POST /api/lpk/institution/listing/photos', (call) => {
    // The multipart body holds the file's name: "huge.jpg" stands for a photo the API refuses.
    if (String(call.body).includes('filename="huge.jpg"')) return invalid({ photo: ['The photo may be at most 2 MB.'] });
    listing = {
      ...listing,
      photos: [...listing.photos, { id: 5, url: '/storage/institutes/fedcba9876543210fedcba9876543210.webp', width: 1200, height: 900 }],
    };
    return { status: 201, ...ok(listing, 'Photo added.') };
  });
}

/** The vacancies' answers: published, edited, closed and reopened in the list the next GET answers. */
function vacancyRoutes() {
  const change = (id: string, changes: Partial<Vacancy>) => {
    const changed = { ...vacancies.find((v) => v.id === Number(id))!, ...changes };
    vacancies = vacancies.map((v) => (v.id === changed.id ? changed : v));
    return changed;
  };
  api.use('GET /api/lpk/institution/vacancies', () => ok({ items: vacancies }));
  api.use('POST /api/lpk/institution/vacancies', (call) => {
    const body = call.body as Vacancy;
    if (body.requirements_en.length > 1) return invalid({ 'requirements_en.1': ['Line 2 repeats line 1.'] });
    if (body.monthly_salary_jpy < 212_098)
      return invalid({ monthly_salary_jpy: ['The monthly salary must be at least ¥212,098 in Tokyo (minimum wage 1226 yen/hour × 173 hours).'] });
    const created = { ...VACANCY, ...body, id: 71, state: 'open' as const };
    vacancies = [created, ...vacancies];
    return { status: 201, ...ok(created, 'Vacancy published; it shows on the job pages now.') };
  });
  api.use('PUT /api/lpk/institution/vacancies/:id', (call) => ok(change(call.params.id!, call.body as Partial<Vacancy>), 'Vacancy saved.'));
  api.use('POST /api/lpk/institution/vacancies/:id/close', (call) => ok(change(call.params.id!, { state: 'closed' }), 'Vacancy closed.'));
  api.use('POST /api/lpk/institution/vacancies/:id/reopen', (call) => ok(change(call.params.id!, { state: 'open' }), 'Vacancy reopened.'));
}

/** The staff's answers: an invitation to an address not on the staff, a member removed. */
function staffRoutes() {
  api.use('GET /api/lpk/institution/staff', () => ok(staff));
  api.use('POST /api/lpk/institution/staff/invitations', (call) => {
    const { email } = call.body as { email: string };
    if (staff.members.some((m) => m.email === email)) return invalid({ email: ['This address is already on your LPK’s staff.'] });
    staff = {
      ...staff,
      invitations: [{ id: 5, email, state: 'pending', created_at: '2026-02-01T00:00:00.000Z', expires_at: '2026-02-08T00:00:00.000Z', accepted_at: null }],
    };
    return { status: 201, ...ok(staff, `Invitation sent to ${email}. Its link is valid for 7 days.`) };
  });
  api.use('DELETE /api/lpk/institution/staff/:id', (call) => {
    staff = { ...staff, members: staff.members.filter((m) => m.id !== Number(call.params.id)) };
    return ok(staff, 'Staff member removed. Their access ends now.');
  });
}

const api = fakeApi();
beforeAll(async () => {
  await act(() => setLanguage('en'));
});
beforeEach(() => {
  listing = { ...LISTING };
  vacancies = [VACANCY];
  staff = { ...STAFF };
  listingRoutes();
  vacancyRoutes();
  staffRoutes();
  api.use('GET /api/lpk/institution/reviews', ok({ items: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } }));
  // The suspension banner's channel on mf-shared's test adapter: no socket, so no channel
  // authorisation among the requests the forms' tests count.
  useFakeRealtime(createFakeEcho());
});

const puts = () => api.requests(LISTING_PUT).map((call) => call.body as Listing);
const posts = () => api.requests().filter((call) => call.method === 'POST');

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
  expect(puts()[0]!.fees.items).toEqual([
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
  expect(puts()[0]).toMatchObject({
    has_dormitory: true,
    dormitory: { capacity: 40, monthly_fee_idr: 500_000, separate_by_gender: true },
  });

  await user.click(within(dormitory).getByRole('checkbox', { name: 'Has a dormitory' }));
  expect(within(dormitory).queryByRole('textbox', { name: 'Dormitory capacity (people)' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save listing' }));
  await waitFor(() => expect(puts()).toHaveLength(2));
  expect(puts()[1]).toMatchObject({ has_dormitory: false, dormitory: null });
});

test('a fee the API refuses is shown under that fee (the body lists only the fees with an amount), with focus on it', async () => {
  const user = userEvent.setup();
  api.use(LISTING_PUT, invalid({ 'fees.items.0.amount': ['The training fee is above what the registry allows.'] }));
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  const fees = await screen.findByRole('group', { name: 'Fee breakdown (IDR)' });
  await user.clear(within(fees).getByRole('textbox', { name: 'Registration fee' }));
  await user.click(screen.getByRole('button', { name: 'Save listing' }));

  const training = within(fees).getByRole('textbox', { name: 'Training fee' });
  await waitFor(() => expect(training).toHaveAccessibleDescription('The training fee is above what the registry allows.'));
  expect(training).toHaveFocus();
  expect(within(fees).getByRole('textbox', { name: 'Registration fee' })).not.toHaveAttribute('aria-invalid');
  expect(puts()[0]!.fees.items).toEqual([{ key: 'training', amount: 6_000_000 }]);
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
  expect(posts()).toHaveLength(0);

  await fillVacancy(form, '230000');
  await fillIn(form)('Requirements (English, one per line)', 'Basic Japanese\nBasic Japanese');
  await user.click(within(form).getByRole('button', { name: 'Publish' }));
  const requirements = within(form).getByRole('textbox', { name: 'Requirements (English, one per line)' });
  await waitFor(() => expect(requirements).toHaveAccessibleDescription('Line 2 repeats line 1.'));
  expect(requirements).toHaveFocus();
  expect((posts()[0]!.body as Vacancy).requirements_en).toEqual(['Basic Japanese', 'Basic Japanese']);
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
  const saved = api.requests('PUT /api/lpk/institution/vacancies/:id').find((call) => call.params.id === '70')!;
  expect(saved.body).toMatchObject({ city: 'Sakai', monthly_salary_jpy: 225_000, working_hours: { per_week: 40, night_shifts: true } });
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
  expect(api.requests('POST /api/lpk/institution/listing/photos')[0]!.body).toContain('filename="kelas.jpg"');
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
  expect(posts()).toHaveLength(0);

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
  expect(api.requests('POST /api/lpk/institution/staff/invitations')[0]!.body).toEqual({
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
  api.use('GET /api/lpk/institution/listing', fail(403, 'This action is unauthorized.'));
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
  const before = api.requests().length;
  renderScreen(<InstitutionScreen />, '/admin/institution');
  expect(screen.getByRole('note')).toHaveTextContent('Your LPK application is not approved yet.');
  expect(screen.getByRole('link', { name: 'See the application’s status' })).toHaveAttribute('href', '/admin/application');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(
    api
      .requests()
      .slice(before)
      .filter((call) => call.path.startsWith('/api/lpk/institution')),
  ).toEqual([]);
});

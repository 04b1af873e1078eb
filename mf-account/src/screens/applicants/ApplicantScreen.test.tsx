import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'mf-shared';
import type { ApplicantDetail, StaffRegistration } from 'contracts';
import { fail, fakeApi, makeJobRegistration, ok } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import ApplicantScreen from './ApplicantScreen';
import { createFakeEcho, type FakeEcho, useFakeRealtime } from 'mf-shared/testing';

const DETAIL = 'GET /api/lpk/applicants/:id';

function registration(overrides: Partial<StaffRegistration> = {}): StaffRegistration {
  return {
    ...makeJobRegistration({
      history: [{ status: 'pending', at: '2026-01-10T08:00:00.000Z', note: null, actor: { id: 7, full_name: 'Siti Rahma', role: 'caregiver' } }],
    }),
    allowed_moves: ['registered', 'rejected'],
    ...overrides,
  };
}

function detail(overrides: Partial<StaffRegistration> = {}): ApplicantDetail {
  return {
    registration: registration(overrides),
    applicant: {
      user: { id: 7, full_name: 'Siti Rahma', email: 'siti@contoh.id', phone: '+6281234567890', avatar: null },
      sections: {
        ktp: {
          data: { nik: '3201015708950001', full_name: 'Siti Rahma', birth_date: '1995-08-17', sex: 'female', religion: 'islam' },
          updated_at: '2026-01-09T10:00:00.000Z',
        },
        education: {
          data: {
            history: [{ level: 'smk', school_name: 'SMK Kesehatan Bogor', start_year: 2010, end_year: 2013, graduated: true }],
            nursing_background: { nursing_education: true, caregiver_training_hours: 120 },
          },
          updated_at: '2026-01-09T10:00:00.000Z',
        },
        family: null,
        additional_info: null,
        quiz: {
          data: { japanese_certificates: [{ type: 'jlpt', level: 'N4', passed: true }], study_hours: 300, answers: { kana: 'fluent' } },
          updated_at: '2026-01-09T10:00:00.000Z',
        },
        essay: { data: { work_history: [], motivation: 'Saya ingin merawat lansia di Jepang.', career_goal: null }, updated_at: '2026-01-09T10:00:00.000Z' },
      },
      completeness: { ktp: 100, education: 67, family: 0, additional_info: 0, quiz: 80, essay: 50, overall: 50 },
    },
  };
}

let messages: unknown[] = [];
const api = fakeApi();
let echo: FakeEcho;
beforeAll(async () => {
  await act(() => setLanguage('en'));
});
beforeEach(() => {
  messages = [];
  api.use(DETAIL, ok(detail()));
  api.use('POST /api/lpk/applicants/:id/status', (call) => {
    const { status, note } = call.body as { status: StaffRegistration['status']; note?: string };
    const next: Record<string, StaffRegistration['status'][]> = { registered: ['learning'], rejected: [] };
    const before = registration();
    return ok({
      ...before,
      status,
      allowed_moves: next[status] ?? [],
      history: [
        ...before.history,
        { status, at: '2026-01-11T08:00:00.000Z', note: note ?? null, actor: { id: 2, full_name: 'Budi Staff', role: 'lpk_staff' } },
      ],
    });
  });
  api.use('GET /api/lpk/messages', () =>
    ok({
      registration_id: 31,
      status: 'pending',
      items: messages,
      meta: { page: 1, per_page: 100, total: messages.length, last_page: 1, marked_read: 0 },
    }),
  );
  api.use('POST /api/lpk/messages', (call) => ({
    status: 201,
    ...ok({
      id: 90,
      registration_id: 31,
      body: (call.body as { body: string }).body,
      side: 'staff',
      sender: { id: 2, full_name: 'Budi Staff', avatar: null, role: 'lpk_staff' },
      read_at: null,
      created_at: '2026-01-11T09:00:00.000Z',
    }),
  }));
  echo = createFakeEcho();
  useFakeRealtime(echo);
});

const posts = () => api.requests().filter((call) => call.method === 'POST');

function renderApplicant(path = '/admin/applicants/31') {
  logIn({ role: 'lpk_staff', lpk_id: 1, full_name: 'Budi Staff' });
  return renderScreen(<ApplicantScreen />, path, '/admin/applicants/:registrationId');
}

test('a caregiver is told they are not authorised and nothing is fetched', () => {
  logIn();
  renderScreen(<ApplicantScreen />, '/admin/applicants/31', '/admin/applicants/:registrationId');
  expect(screen.getByRole('alert')).toHaveTextContent('You are not authorized.');
  expect(api.requests()).toHaveLength(0);
});

test('contact, registration, history, consent and the six placement-file sections with their completeness', async () => {
  renderApplicant();
  expect(await screen.findByRole('heading', { level: 1, name: 'Siti Rahma' })).toBeInTheDocument();
  expect(api.requests(DETAIL)).toHaveLength(1);
  expect(screen.getByText('Opening this page is recorded, and the applicant can see it.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the applicant list' })).toHaveAttribute('href', '/admin/applicants');

  const contact = screen.getByRole('region', { name: 'Contact' });
  expect(within(contact).getByRole('link', { name: 'siti@contoh.id' })).toHaveAttribute('href', 'mailto:siti@contoh.id');
  expect(within(contact).getByRole('link', { name: '+6281234567890' })).toHaveAttribute('href', 'tel:+6281234567890');

  const reg = screen.getByRole('region', { name: 'Registration' });
  expect(within(reg).getByText('#31')).toBeInTheDocument();
  expect(within(reg).getByText('Kaigo staff, Osaka')).toBeInTheDocument();
  expect(within(reg).getByText('Awaiting LPK approval', { selector: '.status-badge' })).toBeInTheDocument();

  const history = screen.getByRole('region', { name: 'Registration history' });
  expect(within(history).getAllByRole('listitem')).toHaveLength(1);
  expect(within(history).getByText('by Siti Rahma')).toBeInTheDocument();

  const consent = screen.getByRole('region', { name: 'Consent to share data' });
  expect(within(consent).getByText('Full name, Email, Phone number, Profile photo')).toBeInTheDocument();
  expect(within(consent).getByText('ID card (KTP), Education, Family, Additional info, Japanese language, Work history and motivation')).toBeInTheDocument();
  expect(within(consent).getByText('2026-01')).toBeInTheDocument();

  const files = screen.getByRole('region', { name: 'Placement file' });
  expect(within(files).getByRole('progressbar', { name: 'Profile 50% complete' })).toHaveAttribute('value', '50');
  expect(
    within(files)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['ID card (KTP) · 100%', 'Education · 67%', 'Family · 0%', 'Additional info · 0%', 'Japanese language · 80%', 'Work history and motivation · 50%']);
  const ktp = within(files).getByRole('region', { name: 'ID card (KTP) · 100%' });
  const value = (section: HTMLElement, label: string) => within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(value(ktp, 'NIK (identity number)')).toBe('3201015708950001');
  expect(value(ktp, 'Sex')).toBe('Female');
  expect(value(ktp, 'Religion')).toBe('Islam');
  expect(value(ktp, 'Date of birth')).toBe('17 Aug 1995');
  const education = within(files).getByRole('region', { name: 'Education · 67%' });
  expect(within(education).getByRole('heading', { level: 4, name: 'School 1' })).toBeInTheDocument();
  expect(value(education, 'Level')).toBe('Vocational high school (SMK)');
  expect(value(education, 'Graduated')).toBe('Yes');
  expect(within(education).getByRole('heading', { level: 4, name: 'Nursing background' })).toBeInTheDocument();
  expect(value(education, 'Hours of caregiver (kaigo) training')).toBe('120');
  expect(within(within(files).getByRole('region', { name: 'Family · 0%' })).getByText('The applicant has not filled in this section yet.')).toBeInTheDocument();
  const quiz = within(files).getByRole('region', { name: 'Japanese language · 80%' });
  expect(value(quiz, 'Test')).toBe('JLPT (Japanese-Language Proficiency Test)');
  expect(within(quiz).getByText('Fluently')).toBeInTheDocument();
  const essay = within(files).getByRole('region', { name: 'Work history and motivation · 50%' });
  expect(value(essay, 'Motivation')).toBe('Saya ingin merawat lansia di Jepang.');
  expect(value(essay, 'Job')).toBe('—');
});

test('status moves: only the allowed ones, confirmed with a note, the result shown at once', async () => {
  renderApplicant();
  const reg = await screen.findByRole('region', { name: 'Registration' });
  const moves = within(reg).getByRole('list', { name: 'Change the status' });
  expect(
    within(moves)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Move to: Registered at the LPK', 'Move to: Rejected']);

  await userEvent.click(within(moves).getByRole('button', { name: 'Move to: Registered at the LPK' }));
  const dialog = screen.getByRole('dialog', { name: 'Move Siti Rahma’s registration to "Registered at the LPK"?' });
  const note = within(dialog).getByLabelText('Note for the applicant (optional)');
  expect(note).toHaveFocus();
  await userEvent.type(note, 'Welcome to LPK Sakura!');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const post = posts()[0]!;
  expect(post.path).toBe('/api/lpk/applicants/31/status');
  expect(post.body).toEqual({ status: 'registered', note: 'Welcome to LPK Sakura!' });
  expect(within(reg).getByText('Registered at the LPK', { selector: '.status-badge' })).toBeInTheDocument();
  expect(
    within(within(reg).getByRole('list', { name: 'Change the status' }))
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Move to: Learning']);
  expect(screen.getByText('Siti Rahma’s registration is now: Registered at the LPK.')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Registration history' })).getByText('Note: Welcome to LPK Sakura!')).toBeInTheDocument();

  // Its own move coming back live does not read the applicant again.
  act(() =>
    echo.emit('lpk.1', 'RegistrationStatusChanged', {
      registration: { id: 31, lpk_id: 1, status: 'registered' },
      status: 'registered',
      previous_status: 'pending',
    }),
  );
  expect(api.requests(DETAIL)).toHaveLength(1);
});

test('cancelling a move sends nothing; rejecting closes the file and the thread', async () => {
  renderApplicant();
  const reg = await screen.findByRole('region', { name: 'Registration' });
  await userEvent.click(within(reg).getByRole('button', { name: 'Move to: Rejected' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(posts()).toHaveLength(0);

  await userEvent.click(within(reg).getByRole('button', { name: 'Move to: Rejected' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Move' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('alert')).toHaveTextContent('This registration is closed. The applicant’s data is no longer shared with your LPK.');
  expect(screen.queryByRole('region', { name: 'Placement file' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Messages with Siti Rahma' })).not.toBeInTheDocument();
  expect(within(reg).getByText('There is no next step from this status.')).toBeInTheDocument();
});

test('a note the API would refuse is refused in the dialog, worded as the API words it, and nothing is sent', async () => {
  renderApplicant();
  const reg = await screen.findByRole('region', { name: 'Registration' });
  await userEvent.click(within(reg).getByRole('button', { name: 'Move to: Registered at the LPK' }));
  const dialog = screen.getByRole('dialog');
  const note = within(dialog).getByLabelText('Note for the applicant (optional)');
  await userEvent.type(note, 'Welcome\u202Eto LPK Sakura');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
  expect(await within(dialog).findByText('The text contains characters that are not allowed.')).toHaveAttribute('role', 'alert');
  expect(note).toHaveAttribute('aria-invalid', 'true');
  expect(posts()).toHaveLength(0);
});

test('the message thread: read and send as staff', async () => {
  messages = [
    {
      id: 80,
      registration_id: 31,
      body: 'Kapan wawancaranya?',
      side: 'caregiver',
      sender: { id: 7, full_name: 'Siti Rahma', avatar: null, role: 'caregiver' },
      read_at: null,
      created_at: '2026-01-10T09:00:00.000Z',
    },
  ];
  renderApplicant();
  const thread = await screen.findByRole('region', { name: 'Messages with Siti Rahma' });
  expect(await within(thread).findByText('Kapan wawancaranya?')).toBeInTheDocument();
  expect(within(thread).getByText('Siti Rahma', { exact: false, selector: '.message__meta' })).toBeInTheDocument();
  expect(api.requests('GET /api/lpk/messages').some((call) => call.query.get('registration_id') === '31')).toBe(true);
  await userEvent.type(within(thread).getByRole('textbox'), 'Senin jam 10.');
  await userEvent.click(within(thread).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]!.body).toEqual({ registration_id: 31, body: 'Senin jam 10.' });
  const log = within(thread).getByRole('list', { name: 'Messages with Siti Rahma' });
  expect(await within(log).findByText('Senin jam 10.')).toBeInTheDocument();
});

test('no longer live (404): the page says the applicant is no longer available', async () => {
  api.use(DETAIL, fail(404, 'Registration not found.'));
  renderApplicant();
  expect(await screen.findByRole('heading', { level: 1, name: 'This applicant is no longer available' })).toBeInTheDocument();
  expect(screen.getByText(/shared only while the registration is active/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Contact' })).not.toBeInTheDocument();
});

test('withdrawn while open: the page closes at once', async () => {
  renderApplicant();
  await screen.findByRole('heading', { level: 1, name: 'Siti Rahma' });
  await waitFor(() => expect(echo.listenerCount('lpk.1', 'RegistrationStatusChanged')).toBe(1));
  act(() =>
    echo.emit('lpk.1', 'RegistrationStatusChanged', {
      registration: { id: 31, lpk_id: 1, status: 'withdrawn' },
      status: 'withdrawn',
      previous_status: 'pending',
    }),
  );
  expect(screen.getByRole('heading', { level: 1, name: 'This applicant is no longer available' })).toBeInTheDocument();
  expect(screen.queryByText('siti@contoh.id')).not.toBeInTheDocument();
});

test('a move by a colleague reads the applicant again', async () => {
  renderApplicant();
  await screen.findByRole('heading', { level: 1, name: 'Siti Rahma' });
  await waitFor(() => expect(echo.listenerCount('lpk.1', 'RegistrationStatusChanged')).toBe(1));
  api.use(DETAIL, ok(detail({ status: 'registered', allowed_moves: ['learning'] })));
  act(() =>
    echo.emit('lpk.1', 'RegistrationStatusChanged', {
      registration: { id: 31, lpk_id: 1, status: 'registered' },
      status: 'registered',
      previous_status: 'pending',
    }),
  );
  const reg = screen.getByRole('region', { name: 'Registration' });
  expect(await within(reg).findByRole('button', { name: 'Move to: Learning' })).toBeInTheDocument();
  expect(api.requests(DETAIL)).toHaveLength(2);
  expect(screen.getByText('The status of this registration just changed to: Registered at the LPK.')).toBeInTheDocument();
});

test('(id) years, ids and postal codes are shown as written, never number-formatted; quantities in Indonesian style', async () => {
  await act(() => setLanguage('id'));
  let view: ReturnType<typeof renderApplicant> | undefined;
  try {
    const base = detail();
    api.use(
      DETAIL,
      ok({
        ...base,
        applicant: {
          ...base.applicant,
          sections: {
            ...base.applicant.sections,
            ktp: {
              data: { nik: '3201015708950001', full_name: 'Siti Rahma', birth_date: '1995-08-17', postal_code: '16911', rt: '003', rw: '012' },
              updated_at: '2026-01-09T10:00:00.000Z',
            },
            education: {
              data: {
                history: [{ level: 'smk', school_name: 'SMK Kesehatan Bogor', start_year: 2014, end_year: 2017, graduated: true }],
                nursing_background: { nursing_education: true, caregiver_training_hours: 1200 },
              },
              updated_at: '2026-01-09T10:00:00.000Z',
            },
            family: {
              data: {
                members: [
                  { relation: 'father', full_name: 'Budi Santoso', birth_year: 1965, occupation: null, phone: null, alive: true, lives_with_me: false },
                ],
                dependents_count: 2,
              },
              updated_at: '2026-01-09T10:00:00.000Z',
            },
          },
        },
      }),
    );
    view = renderApplicant();
    expect(await screen.findByRole('heading', { level: 1, name: 'Siti Rahma' })).toBeInTheDocument();
    const files = screen.getByRole('region', { name: 'Berkas penempatan' });
    const value = (section: HTMLElement, label: string) => within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    const ktp = within(files).getByRole('region', { name: /^KTP · / });
    expect(value(ktp, 'Kode pos')).toBe('16911');
    expect(value(ktp, 'NIK')).toBe('3201015708950001');
    expect(value(ktp, 'RT')).toBe('003');
    const education = within(files).getByRole('region', { name: /^Pendidikan · / });
    expect(value(education, 'Tahun masuk')).toBe('2014');
    expect(value(education, 'Tahun selesai')).toBe('2017');
    // A quantity keeps the Indonesian thousands separator.
    expect(value(education, 'Jam pelatihan caregiver (kaigo)')).toBe('1.200');
    const family = within(files).getByRole('region', { name: /^Keluarga · / });
    expect(value(family, 'Tahun lahir')).toBe('1965');
    expect(within(files).queryByText(/\b2\.014\b|\b2\.017\b|\b1\.965\b/)).toBeNull();
    // The registration's number too.
    expect(within(screen.getByRole('region', { name: 'Pendaftaran' })).getByText('#31')).toBeInTheDocument();
  } finally {
    // Closed first: a language switch under an open page reloads it (outside this test).
    view?.unmount();
    await act(() => setLanguage('en'));
  }
});

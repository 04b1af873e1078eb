import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnReview, Registration, ReviewEligibility } from 'contracts';
import { clearQueries, setLanguage } from 'mf-shared';
import { fakeApi, makeRegistration, ok, type Call, type Reply } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import { ReviewPanel } from './ReviewPanel';

/**
 * The caregiver's review under a registration (/registration): offered only to alumni (the same
 * rule as the API), checked with the contract's rules before sending (messages in the reader's
 * language under each field), the API's refusals under the field they name, and the review with
 * its state once written; a hidden one shows the operator's reason and can be edited.
 */

const APPROVED = makeRegistration({
  status: 'approved',
  history: [
    { status: 'pending', at: '2025-01-10T08:00:00.000Z', note: null, actor: null },
    { status: 'registered', at: '2025-01-20T08:00:00.000Z', note: null, actor: null },
    { status: 'learning', at: '2025-02-20T08:00:00.000Z', note: null, actor: null },
    { status: 'documents_submitted', at: '2025-05-20T08:00:00.000Z', note: null, actor: null },
    { status: 'approved', at: '2025-06-20T08:00:00.000Z', note: null, actor: null },
  ],
});

const TEXT = 'Pengajarannya jelas, biaya sesuai daftar, dan staf membantu semua dokumen.';

const written = (overrides: Partial<OwnReview> = {}): OwnReview => ({
  id: 5,
  lpk_id: 1,
  author: 'Siti R.',
  registered_month: '2025-01',
  ratings: { teaching: 5, fee_honesty: 4, documents: 4, dormitory: 3 },
  overall: 4,
  body: TEXT,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
  reply: null,
  state: 'visible',
  hidden_reason: null,
  hidden_at: null,
  editable_until: '2099-12-01T08:00:00.000Z',
  can_edit: true,
  ...overrides,
});

let eligibility: ReviewEligibility;
/** What a review's POST (write) and PUT (edit) answer in this test. */
let answer: (call: Call) => Reply;

const api = fakeApi();
afterAll(async () => {
  await act(() => setLanguage('en'));
});
beforeEach(() => {
  api.use('GET /api/lpk/reviews/own', () => ok(eligibility));
  api.use('POST /api/lpk/reviews', (call) => answer(call));
  api.use('PUT /api/lpk/reviews/:id', (call) => answer(call));
  clearQueries();
  eligibility = { lpk_id: 1, lpk_name: 'LPK Sakura Mandiri', has_dormitory: true, eligible: true, registered_month: '2025-01', review: null };
  logIn({ role: 'caregiver' });
});

const show = (registration: Registration = APPROVED) => renderScreen(<ReviewPanel registration={registration} lpkName="LPK Sakura Mandiri" />, '/registration');
const sent = (method: string) => api.requests().filter((call) => call.method === method && call.path.startsWith('/api/lpk/reviews'));
const group = (name: string) => screen.getByRole('group', { name });

test('an alumna writes a review: the form refuses what the API would, in English, then sends it and shows it', async () => {
  await act(() => setLanguage('en'));
  const user = userEvent.setup();
  answer = (call) => {
    const body = call.body as { ratings: Record<string, number | null>; body: string };
    return {
      status: 201,
      body: {
        status: 'success',
        message: 'Your review is now on the LPK’s page.',
        data: written({ ratings: { ...written().ratings, ...body.ratings } as OwnReview['ratings'], body: body.body }),
      },
    };
  };
  show();
  await user.click(await screen.findByRole('button', { name: 'Write a review' }));
  await user.type(screen.getByLabelText('Your review'), 'Too short.');
  await user.click(screen.getByRole('button', { name: 'Send review' }));
  expect(await within(group('Teaching')).findByText('Choose 1 to 5 stars.')).toBeInTheDocument();
  expect(within(group('Help with documents')).getByText('Choose 1 to 5 stars.')).toBeInTheDocument();
  expect(screen.getByText('A review must be 30 to 2,000 characters.')).toBeInTheDocument();
  expect(screen.getByText('Check the marked fields.')).toHaveAttribute('role', 'status');
  expect(sent('POST')).toHaveLength(0);

  await user.click(within(group('Teaching')).getByLabelText('5 stars'));
  await user.click(within(group('Honesty about fees')).getByLabelText('4 stars'));
  await user.click(within(group('Help with documents')).getByLabelText('4 stars'));
  await user.click(within(group('Dormitory')).getByLabelText('No rating (I did not stay in the dormitory)'));
  await user.clear(screen.getByLabelText('Your review'));
  await user.type(screen.getByLabelText('Your review'), `${TEXT} Lihat https://promo.example`);
  await user.click(screen.getByRole('button', { name: 'Send review' }));
  expect(await screen.findByText('A review cannot contain links or web addresses.')).toBeInTheDocument();
  expect(sent('POST')).toHaveLength(0);

  await user.clear(screen.getByLabelText('Your review'));
  await user.type(screen.getByLabelText('Your review'), TEXT);
  await user.click(screen.getByRole('button', { name: 'Send review' }));
  expect(await screen.findByText('Your review is now on the LPK’s page.')).toBeInTheDocument();
  expect(sent('POST')[0]!.body).toEqual({ lpk_id: 1, ratings: { teaching: 5, fee_honesty: 4, documents: 4, dormitory: null }, body: TEXT });
  expect(screen.getByText('Status: Visible')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit review' })).toBeInTheDocument();
});

test('the API’s refusal shows under its field, in Indonesian', async () => {
  await act(() => setLanguage('id'));
  const user = userEvent.setup();
  eligibility = { ...eligibility, has_dormitory: false };
  answer = () => ({
    status: 422,
    body: {
      status: 'error',
      message: 'Data yang dikirim tidak valid.',
      errors: { body: ['Jangan cantumkan nomor telepon atau alamat email (milik siapa pun).'] },
    },
  });
  show();
  await user.click(await screen.findByRole('button', { name: 'Tulis ulasan' }));
  // No dormitory: no dormitory question.
  expect(screen.queryByRole('group', { name: 'Asrama' })).not.toBeInTheDocument();
  for (const aspect of ['Pengajaran', 'Kejujuran soal biaya', 'Bantuan dokumen']) await user.click(within(group(aspect)).getByLabelText('4 bintang'));
  await user.type(screen.getByLabelText('Ulasan Anda'), TEXT);
  await user.click(screen.getByRole('button', { name: 'Kirim ulasan' }));
  const field = screen.getByLabelText('Ulasan Anda');
  expect(await screen.findByText('Jangan cantumkan nomor telepon atau alamat email (milik siapa pun).')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect((sent('POST')[0]!.body as { ratings: unknown }).ratings).toEqual({ teaching: 4, fee_honesty: 4, documents: 4, dormitory: null });
});

test('a registration that is not yet alumni says when a review is possible, and asks the API nothing', async () => {
  await act(() => setLanguage('en'));
  show(makeRegistration({ status: 'registered', history: [{ status: 'registered', at: new Date().toISOString(), note: null, actor: null }] }));
  expect(screen.getByText(/You can review this LPK once your registration reaches Approved/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  expect(api.requests('GET /api/lpk/reviews/own')).toHaveLength(0);
});

test('a hidden review shows the operator’s reason; editing it sends it back to the operator', async () => {
  await act(() => setLanguage('en'));
  const user = userEvent.setup();
  eligibility = { ...eligibility, review: written({ state: 'hidden', hidden_reason: 'Names a staff member', hidden_at: '2026-11-20T08:00:00.000Z' }) };
  answer = () => ({
    body: {
      status: 'success',
      message: 'Your review was saved and sent back to the operator.',
      data: written({ state: 'resubmitted', hidden_reason: 'Names a staff member' }),
    },
  });
  show();
  expect(await screen.findByText('The operator hid this review. Reason: Names a staff member')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit review' }));
  expect(within(group('Teaching')).getByLabelText('5 stars')).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Save review' }));
  expect(await screen.findByText('Status: Resubmitted')).toBeInTheDocument();
  expect(screen.getByText('Your edited review waits for the operator’s check before it shows again.')).toBeInTheDocument();
  expect(sent('PUT')[0]!.path).toBe('/api/lpk/reviews/5');
  expect(sent('PUT')[0]!.body).not.toHaveProperty('lpk_id');
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedReview } from 'contracts';
import { clearQueries, setLanguage } from 'mf-shared';
import { fail, fakeApi, ok, type Call } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import { InstitutionReviews } from './InstitutionReviews';
import { OperatorReviews } from './OperatorReviews';

/** The LPK admin's one reply to a review, and the operator's hide-with-reason in the confirmation dialog. */

const review = (overrides: Partial<ManagedReview> = {}): ManagedReview => ({
  id: 9,
  lpk_id: 1,
  author: 'Wulan S.',
  registered_month: '2025-02',
  ratings: { teaching: 4, fee_honesty: 5, documents: 4, dormitory: null },
  overall: 4.3,
  body: 'Guru sabar dan biaya sesuai daftar; dokumen dibantu sampai selesai.',
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
  reply: null,
  state: 'visible',
  hidden_reason: null,
  hidden_at: null,
  lpk_name: 'LPK Sakura Mandiri',
  can_reply: true,
  ...overrides,
});

let current: ManagedReview;
const page = () => ({ items: [current], meta: { page: 1, per_page: 10, total: 1, last_page: 1 } });

function reply(call: Call) {
  const { body } = call.body as { body: string };
  if (body.trim() === '') return fail(422, 'The given data was invalid.', { body: ['Write your reply.'] });
  current = { ...current, reply: { body, at: '2026-11-02T08:00:00.000Z', lpk_name: 'LPK Sakura Mandiri' }, can_reply: false };
  return { status: 201, ...ok(current, 'The LPK’s reply now shows below the review.') };
}

function hide(call: Call) {
  const { reason } = call.body as { reason: string };
  current = { ...current, state: 'hidden', hidden_reason: reason };
  return ok(current, 'Review hidden. Its author is told by e-mail, with the reason.');
}

const api = fakeApi();
beforeAll(async () => {
  await act(() => setLanguage('en'));
});
beforeEach(() => {
  clearQueries();
  current = review();
  api.use('GET /api/lpk/institution/reviews', () => ok(page()));
  api.use('GET /api/lpk/operator/reviews', () => ok(page()));
  api.use('POST /api/lpk/institution/reviews/:id/reply', reply);
  api.use('POST /api/lpk/operator/reviews/:id/hide', hide);
});

test('the LPK admin replies once; the reply shows signed by the LPK and the form is gone', async () => {
  const user = userEvent.setup();
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionReviews canEdit frozen={false} />, '/admin/institution');
  const card = await screen.findByRole('article', { name: /Wulan S\./ });
  await user.click(within(card).getByRole('button', { name: 'Send reply' }));
  expect(await within(card).findByText('Write your reply.')).toBeInTheDocument();
  await user.type(within(card).getByLabelText('Reply to the review by Wulan S.'), 'Terima kasih, Wulan.');
  await user.click(within(card).getByRole('button', { name: 'Send reply' }));
  expect(await screen.findByText('The LPK’s reply now shows below the review.')).toBeInTheDocument();
  expect(within(card).getByText('Reply from LPK Sakura Mandiri')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
});

test('staff and a suspended LPK get no reply form', async () => {
  logIn({ role: 'lpk_staff', lpk_id: 1 });
  const { unmount } = renderScreen(<InstitutionReviews canEdit={false} frozen={false} />, '/admin/institution');
  expect(await screen.findByRole('article', { name: /Wulan S\./ })).toBeInTheDocument();
  expect(screen.getByText('Only the LPK admin can reply to reviews.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
  unmount();
  clearQueries();
  renderScreen(<InstitutionReviews canEdit frozen />, '/admin/institution');
  expect(await screen.findByText('Your LPK is suspended, so it cannot reply to reviews.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
});

test('the operator hides a review with a reason in the dialog', async () => {
  const user = userEvent.setup();
  logIn({ role: 'operator' });
  const changed = jest.fn();
  renderScreen(<OperatorReviews onChanged={changed} />, '/admin/operator');
  await user.selectOptions(screen.getByLabelText('Show'), 'All reviews');
  const card = await screen.findByRole('article', { name: /Wulan S\./ });
  await user.click(within(card).getByRole('button', { name: 'Hide' }));
  const dialog = screen.getByRole('dialog', { name: 'Hide the review by Wulan S.?' });
  expect(within(dialog).getByLabelText('Reason (sent to the author)')).toHaveFocus();
  await user.type(within(dialog).getByLabelText('Reason (sent to the author)'), 'Names a staff member');
  await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
  await waitFor(() => expect(changed).toHaveBeenCalledWith('Review hidden. Its author is told by e-mail, with the reason.'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const [hidden] = api.requests('POST /api/lpk/operator/reviews/:id/hide');
  expect(hidden).toMatchObject({ params: { id: '9' }, body: { reason: 'Names a staff member' } });
  expect(await screen.findByText('The operator hid this review. Reason: Names a staff member')).toBeInTheDocument();
});

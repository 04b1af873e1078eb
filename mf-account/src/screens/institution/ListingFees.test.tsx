import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing } from 'contracts';
import { setLanguage } from 'mf-shared';
import { fakeApi, makeListing, ok, type Call } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import InstitutionScreen from './InstitutionScreen';

/**
 * The listing form's fee check (contracts' forbiddenFeeItems, the check the API makes): an `other`
 * fee named as a deposit, "thank-you money" or a penalty is said while typing and never sent; an
 * allowed name is sent with its item.
 */
const LISTING = makeListing({
  programs: ['ssw'],
  fees: { items: [{ key: 'training', amount: 6_000_000 }], instalments: false },
  registration_fee: 6_000_000,
  photos: [],
});

let listing: Listing;
function save(call: Call) {
  const body = call.body as Listing;
  listing = { ...listing, ...body, registration_fee: body.fees.items.reduce((sum, i) => sum + i.amount, 0) };
  return ok(listing, 'Listing saved; it shows on the public pages now.');
}

const api = fakeApi();
beforeEach(() => {
  listing = { ...LISTING };
  api.use('GET /api/lpk/institution/listing', () => ok(listing));
  api.use('PUT /api/lpk/institution/listing', save);
  api.use('GET /api/lpk/institution/staff', ok({ members: [], invitations: [] }));
  api.use('GET /api/lpk/institution/reviews', ok({ items: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } }));
});
const puts = () => api.requests('PUT /api/lpk/institution/listing');

/** The screen of the admin of LPK 1, and its fee group (named in the reader's language). */
async function openFees(groupName: string) {
  logIn({ role: 'lpk_admin', lpk_id: 1 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  return screen.findByRole('group', { name: groupName });
}

test('a deposit is refused while typing and on saving, naming the item and the rule; nothing is sent', async () => {
  await act(() => setLanguage('en'));
  const user = userEvent.setup();
  const fees = await openFees('Fee breakdown (IDR)');
  await user.type(within(fees).getByRole('textbox', { name: 'Other fee (name it)' }), '2000000');
  await user.type(within(fees).getByRole('textbox', { name: 'Name of the other fee' }), 'Uang jaminan');
  expect(within(fees).getByRole('alert')).toHaveTextContent(/^"Uang jaminan" may not be listed: a deposit or guarantee money is forbidden\..*Article 47/);
  await user.click(screen.getByRole('button', { name: 'Save listing' }));
  const name = within(fees).getByRole('textbox', { name: 'Name of the other fee' });
  await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
  expect(name).toHaveAccessibleDescription(expect.stringContaining('"Uang jaminan" may not be listed'));
  expect(puts()).toHaveLength(0);
});

test('in Indonesian: "uang terima kasih" is said at once with UU 18/2017 Pasal 30', async () => {
  await act(() => setLanguage('id'));
  const user = userEvent.setup();
  const fees = await openFees('Rincian biaya (Rp)');
  await user.type(within(fees).getByRole('textbox', { name: 'Nama biaya lain' }), 'Uang terima kasih');
  expect(within(fees).getByRole('alert')).toHaveTextContent(/"Uang terima kasih" tidak boleh dicantumkan: .*UU 18\/2017 Pasal 30/);
  await act(() => setLanguage('en'));
});

test('an allowed other fee is sent with its name', async () => {
  await act(() => setLanguage('en'));
  const user = userEvent.setup();
  const fees = await openFees('Fee breakdown (IDR)');
  await user.type(within(fees).getByRole('textbox', { name: 'Other fee (name it)' }), '750000');
  await user.type(within(fees).getByRole('textbox', { name: 'Name of the other fee' }), 'Biaya visa');
  expect(within(fees).queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save listing' }));
  expect(await screen.findByText('Listing saved; it shows on the public pages now.')).toBeInTheDocument();
  expect((puts()[0]!.body as Listing).fees.items).toEqual([
    { key: 'training', amount: 6_000_000 },
    { key: 'other', amount: 750_000, label: 'Biaya visa' },
  ]);
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing } from 'contracts';
import { setLanguage } from 'mf-shared';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import InstitutionScreen from './InstitutionScreen';

/**
 * /admin/institution of a newly approved LPK (issue 33): its listing is a draft, not public; the
 * admin presses "Publish"; an incomplete listing is refused by the API with one message per
 * missing field, listed under the button in the reader's language, and nothing changes; once
 * complete it is published and the page says it is public. Against the fake loopback API (its
 * answers checked against the contracts).
 */
const DRAFT: Listing = {
  id: 61,
  name: 'LPK Hoshizora Cendana',
  province: 'Jawa Tengah',
  city: 'Surakarta',
  description_id: '',
  description_en: '',
  programs: ['ssw'],
  fees: { items: [{ key: 'registration', amount: 0 }], instalments: false },
  has_dormitory: false,
  dormitory: null,
  training_months: 0,
  contact: { phone: '', whatsapp: '', email: '', website: '', office_hours: { days: 'mon_fri', open: '08:00', close: '16:00' } },
  registration_fee: 0,
  fee_level: 'low',
  photos: [],
  can_edit: true,
  listing_status: 'draft',
};

const MISSING = {
  id: {
    description_id: ['Tulis deskripsi dalam bahasa Indonesia (minimal 20 karakter).'],
    'fees.items': ['Isi biaya pelatihan; totalnya harus lebih dari nol.'],
    training_months: ['Isi lama pelatihan (bulan).'],
  },
  en: {
    description_id: ['Write the description in Indonesian (at least 20 characters).'],
    'fees.items': ['Enter the training fees; their total must be above zero.'],
    training_months: ['Enter the training length (months).'],
  },
};

let listing: Listing;
let complete: boolean;
let lang: 'id' | 'en';

function publish() {
  if (!complete) return fail(422, lang === 'en' ? 'The listing is not complete yet, so it cannot be published.' : 'Profil LPK belum lengkap.', MISSING[lang]);
  listing = { ...listing, listing_status: 'listed' };
  return ok(listing, 'Listing published; it now shows in search and on the public pages.');
}

const api = fakeApi();
afterAll(async () => {
  await act(() => setLanguage('en'));
});
beforeEach(() => {
  listing = { ...DRAFT };
  complete = false;
  api.use('GET /api/lpk/institution/listing', () => ok(listing));
  api.use('POST /api/lpk/institution/listing/publish', publish);
  api.use('GET /api/lpk/institution/lpk', () =>
    ok({ id: 61, name: DRAFT.name, listing_status: listing.listing_status, suspended_at: null, suspension_reason: null }),
  );
  api.use('GET /api/lpk/institution/staff', ok({ members: [], invitations: [] }));
  api.use('GET /api/lpk/institution/reviews', ok({ items: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } }));
});

const publishes = () => api.requests('POST /api/lpk/institution/listing/publish');

test('a draft says it is not public; Publish of an incomplete listing lists each missing field; once complete it is public', async () => {
  lang = 'en';
  await act(() => setLanguage('en'));
  const user = userEvent.setup();
  logIn({ role: 'lpk_admin', lpk_id: 61 });
  renderScreen(<InstitutionScreen />, '/admin/institution');

  const box = await screen.findByRole('region', { name: 'Status: draft, not shown to the public' });
  // No public page to link to yet.
  expect(screen.queryByRole('link', { name: 'View public page' })).not.toBeInTheDocument();

  await user.click(within(box).getByRole('button', { name: 'Publish' }));
  const alert = within(box).getByRole('alert');
  expect(await within(alert).findByText('It cannot be published yet. Still missing:')).toBeInTheDocument();
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Write the description in Indonesian (at least 20 characters).',
    'Enter the training fees; their total must be above zero.',
    'Enter the training length (months).',
  ]);
  // Still a draft.
  expect(screen.getByRole('region', { name: 'Status: draft, not shown to the public' })).toBeInTheDocument();

  complete = true;
  await user.click(within(box).getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Listing published; it now shows in search and on the public pages.')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('region', { name: 'Status: draft, not shown to the public' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View the public page' })).toHaveAttribute('href', '/lpk/61');
  expect(publishes()).toHaveLength(2);
});

test('in Indonesian: "Terbitkan", and the missing fields in Indonesian', async () => {
  lang = 'id';
  await act(() => setLanguage('id'));
  const user = userEvent.setup();
  logIn({ role: 'lpk_admin', lpk_id: 61 });
  renderScreen(<InstitutionScreen />, '/admin/institution');
  const box = await screen.findByRole('region', { name: 'Status: draf, belum tampil untuk publik' });
  await user.click(within(box).getByRole('button', { name: 'Terbitkan' }));
  expect(await within(box).findByText('Isi lama pelatihan (bulan).')).toBeInTheDocument();
  expect(within(box).getByText('Belum dapat diterbitkan. Yang masih kurang:')).toBeInTheDocument();
});

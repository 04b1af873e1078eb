import { LISTING_STATUSES, listingBody, listingGaps, institutionLabels, type ListingCompleteness, type ListingInput } from '../src';

/** The listing status and what a draft still lacks before it may be published (rules/listing.ts). */

const lookup = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

const complete: ListingCompleteness = {
  description_id: 'Pelatihan caregiver untuk Jepang dengan asrama.',
  description_en: 'Caregiver training for Japan with a dormitory.',
  programs: ['ssw'],
  registration_fee: 5_000_000,
  training_months: 6,
  contact: { phone: '+6281234567890', whatsapp: '+6281234567890', email: 'lpk@example.test' },
};

/** What an approval leaves: the applicant's programs, the rest empty. */
const approved: ListingCompleteness = {
  description_id: '',
  description_en: '',
  programs: ['ssw'],
  registration_fee: 0,
  training_months: 0,
  contact: { phone: '', whatsapp: '', email: '' },
};

test('the statuses: draft, listed (public), suspended', () => {
  expect(LISTING_STATUSES).toEqual(['draft', 'listed', 'suspended']);
});

test('a complete listing lacks nothing', () => {
  expect(listingGaps(complete)).toEqual([]);
});

test('an approved, never edited listing lacks each part once, in the form’s order, worded in both languages', () => {
  const gaps = listingGaps(approved);
  expect(gaps.map((g) => g.field)).toEqual([
    'description_id',
    'description_en',
    'fees.items',
    'training_months',
    'contact.phone',
    'contact.whatsapp',
    'contact.email',
  ]);
  for (const { key } of gaps) {
    expect(typeof lookup(institutionLabels.id, key)).toBe('string');
    expect(typeof lookup(institutionLabels.en, key)).toBe('string');
  }
  expect(listingGaps({ ...complete, programs: [] }).map((g) => g.key)).toEqual(['labels.institution.missing.programs']);
  expect(listingGaps({ ...complete, description_en: '   short   ' }).map((g) => g.field)).toEqual(['description_en']);
});

test('whatever the listing form accepts is complete enough to publish', () => {
  const body: ListingInput = {
    description_id: complete.description_id,
    description_en: complete.description_en,
    programs: ['ssw'],
    fees: { items: [{ key: 'training', amount: 1 }], instalments: false },
    has_dormitory: false,
    dormitory: null,
    training_months: 1,
    contact: { ...complete.contact, website: '', office_hours: { days: 'mon_fri', open: '08:00', close: '16:00' } },
  };
  const saved = listingBody.parse(body);
  expect(listingGaps({ ...saved, registration_fee: saved.fees.items.reduce((sum, i) => sum + i.amount, 0) })).toEqual([]);
});

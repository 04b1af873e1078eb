import { listingBody, institutionLabels, type ListingInput } from '../src';

/** The listing's own refusals are worded once, for the API's 422 and for the admin forms. */

const lookup = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

const valid: ListingInput = {
  description_id: 'Pelatihan caregiver untuk Jepang dengan asrama.',
  description_en: 'Caregiver training for Japan with a dormitory.',
  programs: ['ssw'],
  fees: { items: [{ key: 'training', amount: 5_000_000 }], instalments: false },
  has_dormitory: false,
  dormitory: null,
  training_months: 6,
  contact: {
    phone: '+6281234567890',
    whatsapp: '+6281234567890',
    email: 'lpk@example.test',
    website: '',
    office_hours: { days: 'mon_fri', open: '08:00', close: '16:00' },
  },
};

/** The message keys with which the listing's schema refuses `body`. */
function refusals(body: unknown): string[] {
  const result = listingBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const contact = (change: Partial<ListingInput['contact']>) => ({ ...valid, contact: { ...valid.contact, ...change } });

test.each<[string, unknown, string]>([
  ['no program', { ...valid, programs: [] }, 'labels.institution.programs_required'],
  ['a program twice', { ...valid, programs: ['ssw', 'ssw'] }, 'labels.institution.duplicate'],
  ['no fee item', { ...valid, fees: { items: [], instalments: false } }, 'labels.institution.fees_required'],
  ['a total of zero', { ...valid, fees: { items: [{ key: 'training', amount: 0 }], instalments: false } }, 'labels.institution.fees_total'],
  ['a dormitory without its details', { ...valid, has_dormitory: true }, 'labels.institution.dormitory_mismatch'],
  ['closing before opening', contact({ office_hours: { days: 'mon_fri', open: '16:00', close: '08:00' } }), 'labels.institution.hours_order'],
  ['a time not HH:MM', contact({ office_hours: { days: 'mon_fri', open: '8', close: '16:00' } }), 'labels.institution.time_format'],
  ['a website without http(s)', contact({ website: 'lpk.example' }), 'labels.institution.website_format'],
])('%s is refused with words in both languages', (_case, body, key) => {
  expect(refusals(valid)).toEqual([]);
  expect(refusals(body)).toContain(key);
  for (const lang of ['id', 'en'] as const) expect(lookup(institutionLabels[lang], key)).toEqual(expect.any(String));
});

test('the words of the listing rules are those the API has always answered', () => {
  expect(lookup(institutionLabels.id, 'labels.institution.programs_required')).toBe('Pilih minimal satu program.');
  expect(lookup(institutionLabels.en, 'labels.institution.hours_order')).toBe('The closing time must be after the opening time.');
});

import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import max from 'libphonenumber-js/metadata.max.json';
import { normaliseIndonesianPhone } from '../src';
import { INDONESIA_PHONE_METADATA } from '../src/rules/phone-metadata';

test('the Indonesian metadata is the installed libphonenumber-js max metadata of +62 (else: node contracts/scripts/phone-metadata.mjs)', () => {
  expect(INDONESIA_PHONE_METADATA).toEqual({
    version: max.version,
    country_calling_codes: { 62: max.country_calling_codes['62'] },
    countries: { ID: max.countries.ID },
    nonGeographic: {},
  });
});

/** The rule as it was with every country's metadata. */
function withEveryCountry(input: string): string | undefined {
  const cleaned = input.trim();
  if (!/^[+\d(][\d\s().-]{5,24}$/.test(cleaned)) return undefined;
  const parsed = parsePhoneNumberFromString(cleaned, 'ID');
  return parsed && parsed.country === 'ID' && parsed.isValid() ? parsed.number : undefined;
}

test.each([
  ['0812-3456-7890', '+6281234567890'],
  ['+62 812 3456 7890', '+6281234567890'],
  ['(021) 5551234', '+62215551234'],
  ['0361 123456', '+62361123456'],
  ['0813 1111 2222', '+6281311112222'],
  ['+1 202 555 0123', undefined],
  ['+81 90 1234 5678', undefined],
  ['+65 9123 4567', undefined],
  ['0811111', undefined],
  ['', undefined],
])('%s -> %s', (input, expected) => {
  expect(normaliseIndonesianPhone(input)).toBe(expected);
});

test('the same answers as with every country (numbers of other countries are refused either way)', () => {
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const prefixes = ['0', '62', '+62', '+', '0062', '8', '', '+1', '+81', '(0'];
  for (let i = 0; i < 3000; i += 1) {
    let digits = '';
    for (let n = 6 + Math.floor(random() * 10); n > 0; n -= 1) digits += Math.floor(random() * 10);
    const input = `${prefixes[i % prefixes.length]}${digits}`;
    expect([input, normaliseIndonesianPhone(input)]).toEqual([input, withEveryCountry(input)]);
  }
});

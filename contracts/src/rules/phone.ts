import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { INDONESIA_PHONE_METADATA } from './phone-metadata';

/**
 * Indonesian phone numbers in any usual writing (0812-3456-7890, +62 812 3456 7890, 62812...)
 * normalised to E.164 (+6281234567890); undefined when it is not a valid Indonesian number.
 * libphonenumber-js with the metadata of Indonesia alone: the same answers as with every
 * country's (a number of another country is refused either way; contracts/test/phone.test.ts).
 */
export function normaliseIndonesianPhone(input: string): string | undefined {
  const cleaned = input.trim();
  if (!/^[+\d(][\d\s().-]{5,24}$/.test(cleaned)) return undefined;
  const parsed = parsePhoneNumberFromString(cleaned, 'ID', INDONESIA_PHONE_METADATA);
  if (!parsed || parsed.country !== 'ID' || !parsed.isValid()) return undefined;
  return parsed.number;
}

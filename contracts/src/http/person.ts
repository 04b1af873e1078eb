import { z } from 'zod';
import { emailField } from './auth-bodies';
import { fullNameField } from './signup-fields';

/**
 * Fields that describe a person wherever one is entered (registration, the general profile, the
 * KTP, family members and the emergency contact): the same rules, and the same words for their
 * refusals (labels.person.*, contracts/src/i18n/person.ts). Each is written once, in zod/mini, for
 * the registration screen, a first visit (signup-fields.ts, auth-bodies.ts); these are the same
 * fields for schemas built with zod's methods (`.optional()`, `.nullable()`). The phone number is
 * in phone.ts (it brings the phone-number library along: only forms that ask for one load it).
 */

/** A person's name: 2-100 characters of the text rule, letters first, then letters, marks, spaces and . ' ’ - */
export const fullName = z.string().pipe(fullNameField);

/** An email address, trimmed and lower-cased. */
export const email = z.string().pipe(emailField);

import {
  acceptedField,
  changePasswordFields,
  googleCompleteBody as googleCompleteFields,
  indonesianPhone,
  newPasswordField,
  passwordsMatch,
  phoneField,
  registerFields,
  resetPasswordFields,
} from 'contracts';
import { z as mini } from 'zod/mini';
import { isCommonPassword } from './passwords';

/**
 * The request bodies of the contracts (contracts/src/http/auth-bodies.ts) with the two checks only
 * the server makes: the phone number is a valid Indonesian number, stored as E.164
 * (libphonenumber), and a new password is not a common one (the list of ~49,000).
 */

/** A new password: the rules of contracts (rules/password.ts), and not a common password. */
export const strongPassword = newPasswordField.check(mini.refine((value) => !isCommonPassword(value), 'auth.password_common'));

export const registerBody = mini.extend(registerFields, { phone: indonesianPhone, password: strongPassword }).check(passwordsMatch);

export const changePasswordBody = mini.extend(changePasswordFields, { password: strongPassword }).check(passwordsMatch);

export const resetPasswordBody = mini.extend(resetPasswordFields, { password: strongPassword }).check(passwordsMatch);

export const googleCompleteBody = mini.extend(googleCompleteFields, { phone: indonesianPhone });

// Descriptions for the OpenAPI document (/api/docs) of what the forms send.
mini.globalRegistry.add(phoneField, { description: 'An Indonesian number in any usual writing (0812-3456-7890, +62 812 3456 7890); stored as E.164' });
mini.globalRegistry.add(acceptedField, { description: 'Must be given: true (or "true", "1", 1, "on")' });

/**
 * The password rules of docs/product.md section 5: at least 8 characters with an upper-case and a
 * lower-case letter, a digit and a special character. The API refuses a new password that breaks
 * one (each rule with its own message, `message`: an i18n key of the API) and, besides, a common
 * password (its list of ~49,000 stays on the server); the forms show them as a live checklist
 * (`id`: the key of the checklist's label).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordRuleId = 'length' | 'upper' | 'lower' | 'digit' | 'special';

export interface PasswordRule {
  id: PasswordRuleId;
  /** The API's message when the rule is not met. */
  message: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', message: 'auth.password_min', test: (password) => password.length >= PASSWORD_MIN },
  { id: 'upper', message: 'auth.password_upper', test: (password) => /\p{Lu}/u.test(password) },
  { id: 'lower', message: 'auth.password_lower', test: (password) => /\p{Ll}/u.test(password) },
  { id: 'digit', message: 'auth.password_digit', test: (password) => /\p{Nd}/u.test(password) },
  { id: 'special', message: 'auth.password_special', test: (password) => /[^\p{L}\p{N}\s]/u.test(password) },
];

/** The rules `password` does not meet yet, in display order. */
export function unmetPasswordRules(password: string): PasswordRuleId[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

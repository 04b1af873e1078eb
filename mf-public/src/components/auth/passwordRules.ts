/**
 * The password guidance of docs/product.md section 5, the same tests the API applies
 * (api/src/modules/auth/passwords.ts), so the checklist never disagrees with the server.
 */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRuleId = 'length' | 'upper' | 'lower' | 'digit' | 'special';

export interface PasswordRule {
  id: PasswordRuleId;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', test: (password) => password.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', test: (password) => /\p{Lu}/u.test(password) },
  { id: 'lower', test: (password) => /\p{Ll}/u.test(password) },
  { id: 'digit', test: (password) => /\p{Nd}/u.test(password) },
  { id: 'special', test: (password) => /[^\p{L}\p{N}\s]/u.test(password) },
];

/** The rules `password` does not meet yet, in display order. */
export function unmetPasswordRules(password: string): PasswordRuleId[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

import { type z } from 'zod/mini';
import { PASSWORD_RULES, loginBody, registerBody, unmetPasswordRules } from '../src';

/** What a body's failures say, field by field (the schema's own message keys; '' where it sets none). */
function failures(schema: z.ZodMiniType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input, { error: () => '' });
  const out: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const valid = {
  full_name: 'Siti Rahayu',
  email: ' Siti@Example.ID ',
  phone: '0812 3456 7890',
  password: 'Kaigo#Jepang2026',
  password_confirmation: 'Kaigo#Jepang2026',
  referral_code: 'abc-12',
  agree: 'on',
};

test('the password rules of docs/product.md section 5, each with its own message', () => {
  expect(unmetPasswordRules('Kaigo#Jepang2026')).toEqual([]);
  expect(unmetPasswordRules('')).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
  expect(unmetPasswordRules('ÉCOLE#école1')).toEqual([]); // letters of any script
  expect(unmetPasswordRules('Abcdefg1 ')).toEqual(['special']); // a space is not a special character
  expect(PASSWORD_RULES.map((rule) => rule.message)).toEqual([
    'auth.password_min',
    'auth.password_upper',
    'auth.password_lower',
    'auth.password_digit',
    'auth.password_special',
  ]);
  expect(failures(registerBody, { ...valid, password: 'short', password_confirmation: 'short' }).password).toEqual([
    'auth.password_min',
    'auth.password_upper',
    'auth.password_digit',
    'auth.password_special',
  ]);
});

test('registration: what both tiers get from a valid form (email lower-cased, code upper-cased); consent as a checkbox gives it', () => {
  expect(registerBody.parse(valid)).toEqual({ ...valid, email: 'siti@example.id', referral_code: 'ABC-12' });
  expect(failures(registerBody, { ...valid, referral_code: null })).toEqual({});
  expect(failures(registerBody, { ...valid, agree: 'no' })).toEqual({ agree: ['validation.accepted'] });
});

test('registration: the passwords must match, said while other fields are still wrong', () => {
  expect(failures(registerBody, { ...valid, agree: false, password_confirmation: 'Kaigo#Jepang2027' })).toEqual({
    agree: ['validation.accepted'],
    password_confirmation: ['auth.password_mismatch'],
  });
});

test('registration: names of any script; markup, control characters and bidi overrides are refused', () => {
  expect(failures(registerBody, { ...valid, full_name: "Nur'aini Ráhmawati" })).toEqual({});
  expect(failures(registerBody, { ...valid, full_name: '<b>Siti</b>' }).full_name).toEqual(['labels.person.full_name_format']);
  expect(failures(registerBody, { ...valid, full_name: 'Siti\u202eRahayu' }).full_name).toEqual(['validation.text_invalid']);
});

test('login: an empty email is "required", a malformed one is not an email', () => {
  expect(failures(loginBody, { email: '', password: 'x' }).email?.[0]).toBe('');
  expect(failures(loginBody, { email: 'siti@', password: 'x' }).email).toEqual(['validation.email']);
});

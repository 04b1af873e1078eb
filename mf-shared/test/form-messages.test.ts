import { z } from 'zod/mini';
import { fieldMessage, issueKind, withFormMessages, type FormMessages } from '../src';

const MESSAGES: FormMessages = {
  name: { required: 'form.name_required', too_short: 'form.name_short', default: 'form.name_invalid' },
  password_confirmation: { required: 'form.repeat', 'auth.password_mismatch': 'form.mismatch' },
  'rows.*.city': { required: 'form.city_required' },
};

test('a check without a message of its own is known by its kind', () => {
  const kinds = (schema: z.ZodMiniType, input: unknown) => {
    const result = schema.safeParse(input, { error: issueKind });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  expect(kinds(z.object({ a: z.string() }), {})).toEqual(['required']);
  expect(kinds(z.string(), 12)).toEqual(['invalid']);
  expect(kinds(z.string().check(z.minLength(1)), '')).toEqual(['required']);
  expect(kinds(z.string().check(z.minLength(2), z.maxLength(3)), 'a')).toEqual(['too_short']);
  expect(kinds(z.string().check(z.maxLength(3)), 'abcd')).toEqual(['too_long']);
  expect(kinds(z.email(), 'x@')).toEqual(['format']);
  // A check's own message stays (the form's table words it).
  expect(kinds(z.string().check(z.refine(() => false, 'auth.own')), 'a')).toEqual(['auth.own']);
});

test("each field's failure is shown with the form's key: required when empty, by kind or own key, else the default", () => {
  expect(fieldMessage(MESSAGES, 'name', 'too_short', 'A')).toBe('form.name_short');
  expect(fieldMessage(MESSAGES, 'name', 'too_short', '  ')).toBe('form.name_required');
  expect(fieldMessage(MESSAGES, 'name', 'labels.person.full_name_format', '<b>')).toBe('form.name_invalid');
  expect(fieldMessage(MESSAGES, 'password_confirmation', 'auth.password_mismatch', 'x')).toBe('form.mismatch');
  expect(fieldMessage(MESSAGES, 'rows.2.city', 'too_short', '')).toBe('form.city_required');
  expect(fieldMessage(MESSAGES, 'other', 'auth.key', 'x')).toBe('auth.key');
});

test('withFormMessages rewords the errors a resolver answers, nested ones too', async () => {
  const resolver = async (_values: { name: string; rows: { city: string }[] }) => ({
    values: {},
    errors: {
      name: { type: 'too_small', message: 'too_short' },
      rows: [undefined, { city: { type: 'too_small', message: 'required' } }],
    },
  });
  const values = { name: 'A', rows: [{ city: 'Bandung' }, { city: '' }] };
  const result = await withFormMessages(resolver, MESSAGES)(values);
  expect(result.errors).toEqual({
    name: { type: 'too_small', message: 'form.name_short' },
    rows: [undefined, { city: { type: 'too_small', message: 'form.city_required' } }],
  });
});

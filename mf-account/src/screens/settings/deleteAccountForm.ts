import { deleteAccountBody } from 'contracts';
import { fieldMessage, issueKind } from 'mf-shared';
import { z } from 'zod/mini';

/** The request schema of DELETE /me (contracts); the form of an account with a password asks for it. */
const withPassword = z.extend(deleteAccountBody, { password: z.string().check(z.minLength(1), z.maxLength(200)) });

/** The i18n key (namespace `account`) of what is wrong with the password typed, or undefined. */
export function deletePasswordProblem(password: string): string | undefined {
  const checked = withPassword.safeParse({ password }, { error: issueKind });
  if (checked.success) return undefined;
  const message = checked.error.issues[0]?.message ?? 'required';
  return fieldMessage(
    { password: { required: 'settings.delete_password_required', default: 'settings.delete_password_required' } },
    'password',
    message,
    password,
  );
}

import { deleteAccountBody } from 'contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { issueKind, withFormMessages } from 'mf-shared';
import { z } from 'zod/mini';

/** The request schema of DELETE /me (contracts); the form of an account with a password asks for it. */
const withPassword = z.extend(deleteAccountBody, { password: z.string().check(z.minLength(1), z.maxLength(200)) });

export interface DeleteValues {
  password: string;
}

/** The check of the password typed: its message an i18n key of the namespace `account`. */
export const deletePasswordResolver = withFormMessages(zodResolver(withPassword, { error: issueKind }), {
  password: { required: 'settings.delete_password_required', default: 'settings.delete_password_required' },
});

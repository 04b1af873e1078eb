import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from 'contracts';
import { issueKind, withFormMessages, type FormMessages } from 'mf-shared';
import { z } from 'zod/mini';

/**
 * What the login form checks before any call: the request schema of POST /login (contracts), plus
 * the terms, which must be accepted (docs/product.md section 5).
 */
export const loginSchema = z.object({
  ...loginBody.shape,
  terms: z.boolean().check(z.refine((accepted) => accepted)),
});

/** The form's words for each failure (namespace `public`). */
export const LOGIN_MESSAGES: FormMessages = {
  email: { required: 'login.errors.email_required', default: 'login.errors.email_invalid' },
  password: { required: 'login.errors.password_required', default: 'common:errors.login_failed' },
  terms: { default: 'login.errors.terms_required' },
};

export const loginResolver = withFormMessages(zodResolver(loginSchema, { error: issueKind }), LOGIN_MESSAGES);

export type LoginFormInput = z.input<typeof loginSchema>;
export type LoginFormValues = z.output<typeof loginSchema>;

import { z } from 'zod';

/**
 * What the login form checks before any call (SPEC.md section 5: terms must be accepted).
 * Messages are translation keys of the `public` namespace.
 */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'login.errors.email_required').pipe(z.email('login.errors.email_invalid')),
  password: z.string().min(1, 'login.errors.password_required'),
  terms: z.boolean().refine((accepted) => accepted, 'login.errors.terms_required'),
});

export type LoginFormInput = z.input<typeof loginSchema>;
export type LoginFormValues = z.output<typeof loginSchema>;

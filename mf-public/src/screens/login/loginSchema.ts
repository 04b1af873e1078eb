import { z } from 'zod/mini';

/**
 * What the login form checks before any call (docs/product.md section 5: terms must be accepted).
 * Messages are translation keys of the `public` namespace.
 */
// zod/mini (functional checks): the same rules as `zod` for a fraction of its size.
export const loginSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'login.errors.email_required')), z.email('login.errors.email_invalid')),
  password: z.string().check(z.minLength(1, 'login.errors.password_required')),
  terms: z.boolean().check(z.refine((accepted) => accepted, 'login.errors.terms_required')),
});

export type LoginFormInput = z.input<typeof loginSchema>;
export type LoginFormValues = z.output<typeof loginSchema>;

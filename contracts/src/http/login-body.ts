import { z } from 'zod/mini';

/**
 * The request bodies that check a password against an account (http/auth.ts): POST /login and
 * POST /auth/google/link; apart from the other bodies (auth-bodies.ts) so that the login screen,
 * a first visit, loads only what it checks. zod/mini, as auth-bodies.ts explains.
 */

/** The email of a login: an empty one is "required"; lower-cased. */
export const loginEmailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  z.email({ message: 'validation.email' }).check(z.toLowerCase()),
);

/** A password given to prove who one is (login, linking Google, deleting the account): never judged by the rules. */
export const currentPasswordField = z.string().check(z.minLength(1), z.maxLength(200));

export const loginBody = z.object({
  email: loginEmailField,
  password: currentPasswordField,
});

/** POST /auth/google/link: the link ticket and the existing account's password. */
export const googleLinkBody = z.object({
  ticket: z.string().check(z.minLength(1), z.maxLength(200)),
  password: currentPasswordField,
});

export type LoginBody = z.input<typeof loginBody>;
export type GoogleLinkBody = z.input<typeof googleLinkBody>;

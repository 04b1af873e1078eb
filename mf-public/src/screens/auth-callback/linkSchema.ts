import { z } from 'zod/mini';

/** The existing account's password, to link Google to it (any password: the server checks it). */
export const linkSchema = z.object({
  password: z.string().check(z.minLength(1, 'authCallback.link_password_required')),
});

export type LinkFormValues = z.output<typeof linkSchema>;

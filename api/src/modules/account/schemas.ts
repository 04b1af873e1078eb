import { z } from 'zod';
import { fields } from 'contracts';

export const deleteAccountSchema = z.object({
  password: z.string().min(1).max(200),
});

/** Deleting an account created through Google that has no password of its own: nothing to give (a `password` sent along is ignored). */
export const deletePasswordlessAccountSchema = z.object({
  password: z.unknown().optional(),
});

export const auditQuerySchema = z.object({
  page: fields.queryInt(1, 100_000).default(1),
  per_page: fields.queryInt(1, 100).default(50),
});

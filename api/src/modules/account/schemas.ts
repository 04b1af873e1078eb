import { z } from 'zod';
import { fields } from '../../lib/validation';

export const deleteAccountSchema = z.object({
  password: z.string().min(1).max(200),
});

export const auditQuerySchema = z.object({
  page: fields.queryInt(1, 100_000).default(1),
  per_page: fields.queryInt(1, 100).default(50),
});

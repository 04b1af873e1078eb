import { z } from 'zod';
import { fields } from '../../lib/validation';
import { idField } from '../registrations/schemas';

export const MESSAGE_MAX_CHARS = 2000;

/** Control characters other than tab and line breaks (NUL also breaks PostgreSQL text). */
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const sendMessageSchema = z.object({
  registration_id: idField,
  body: fields
    .text(MESSAGE_MAX_CHARS)
    .refine((v) => !FORBIDDEN_CONTROL.test(v), { message: 'messages.body_invalid' }),
});

/** GET /messages: without registration_id the thread list, with it one thread's messages. */
export const listQuerySchema = z.object({
  registration_id: idField.optional(),
  page: fields.queryInt(1, 100_000).default(1),
  per_page: fields.queryInt(1, 100).default(30),
});

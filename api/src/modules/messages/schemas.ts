import { z } from 'zod';
import { fields } from 'contracts';
import { idField } from '../registrations/schemas';

export const MESSAGE_MAX_CHARS = 2000;

export const sendMessageSchema = z.object({
  registration_id: idField,
  // Multi-line free text under the one text rule (contracts/src/rules/text.ts), as every other free-text field.
  body: fields.text(MESSAGE_MAX_CHARS),
});

/** GET /messages: without registration_id the thread list, with it one thread's messages. */
export const listQuerySchema = z.object({
  registration_id: idField.optional(),
  page: fields.queryInt(1, 100_000).default(1),
  per_page: fields.queryInt(1, 100).default(30),
});

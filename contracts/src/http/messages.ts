import { z } from 'zod';
import { userRole } from './user';
import { MESSAGE_MAX_CHARS } from '../registration/limits';
import { envelope, errorAnswers } from './envelope';
import { fields, freeText } from './fields';
import { idField } from './ids';
import { registrationStatus } from './registrations';

/**
 * Messages between a caregiver and the LPK they registered with (api/src/modules/messages): one
 * thread per registration.
 */
/** POST /messages. The body: multi-line free text under the one text rule; empty is "write a message first". */
export const sendMessageBody = z.object({
  registration_id: idField,
  body: freeText().min(1, { message: 'labels.messages.body_required' }).max(MESSAGE_MAX_CHARS),
});

/** GET /messages: without registration_id the thread list, with it one thread's messages. */
export const messageListQuery = z.object({
  registration_id: idField.optional(),
  page: fields.queryInt(1, 100_000).default(1),
  per_page: fields.queryInt(1, 100).default(30),
});

/** Which side wrote a message: the caregiver, or the LPK's staff. */
export const messageSide = z.enum(['caregiver', 'staff']);

/** A message as both sides (and the MessageSent event) see it. */
export const message = z
  .object({
    id: z.number().int(),
    registration_id: z.number().int(),
    body: z.string(),
    side: messageSide,
    sender: z
      .object({ id: z.number().int(), full_name: z.string(), avatar: z.string().nullable(), role: userRole })
      .nullable()
      .describe("null once the sender's account is deleted"),
    read_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Message' });

/** One thread of the list: the registration's LPK and caregiver, the last message, the unread count. */
export const thread = z
  .object({
    registration_id: z.number().int(),
    status: registrationStatus,
    lpk: z.object({ id: z.number().int(), name: z.string() }),
    caregiver: z.object({ id: z.number().int(), full_name: z.string(), avatar: z.string().nullable() }),
    last_message: message.nullable(),
    unread_count: z.number().int(),
    last_activity_at: z.string(),
  })
  .meta({ id: 'Thread' });

export const threadPage = z.object({
  items: z.array(thread),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});

/** One thread's messages (newest page first, each page oldest first). */
export const threadMessages = z.object({
  registration_id: z.number().int(),
  status: registrationStatus,
  items: z.array(message),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    marked_read: z.number().int().describe("How many of the other side's messages this opening marked read"),
  }),
});

export const messageListRoute = {
  summary: "My threads (without registration_id), or one thread's messages (opening it marks the other side's read)",
  tags: ['messages'],
  security: [{ bearer: [] }],
  querystring: messageListQuery,
  response: { 200: envelope(z.union([threadPage, threadMessages])), ...errorAnswers(401, 404, 422) },
};

export const messageSendRoute = {
  summary: "Send a message in a live registration's thread (delivered live as MessageSent)",
  description: 'Staff of an LPK the operator has suspended may only answer: in a thread where the caregiver has not written, 403.',
  tags: ['messages'],
  security: [{ bearer: [] }],
  body: sendMessageBody,
  response: { 201: envelope(message), ...errorAnswers(401, 403, 404, 422, 429) },
};

export type SendMessageInput = z.input<typeof sendMessageBody>;
export type MessageSide = z.infer<typeof messageSide>;
export type Message = z.infer<typeof message>;
export type Thread = z.infer<typeof thread>;
export type ThreadPage = z.infer<typeof threadPage>;
export type ThreadMessages = z.infer<typeof threadMessages>;

import { z } from 'zod';
import { user } from './user';
import { deleteAccountBody } from './account-bodies';
import { envelope, errorAnswers } from './envelope';
import { fields } from './fields';
import { myReport } from './reports';
import { ownReview } from './reviews';

/**
 * The user's rights over their data and their signed-in devices (api/src/modules/account):
 * GET /sessions, DELETE /sessions/:id, GET /me/export, GET /me/audit, DELETE /me.
 */

const TAGS = ['account'];
const BEARER = [{ bearer: [] }];

/** One signed-in device: never the token or its hash. */
export const sessionItem = z
  .object({
    id: z.number().int(),
    current: z.boolean().describe('The session of this very request'),
    device: z.string().describe('"Chrome di Android" / "Chrome on Android", in the request’s language'),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    created_at: z.string(),
    last_used_at: z.string().nullable().describe('null until first used after sign-in'),
    expires_at: z.string().describe('When it ends without further use (idle), or at the latest (absolute)'),
  })
  .meta({ id: 'SessionItem' });

/** One visit of LPK staff to the user's data (every read counted in it), newest first. */
export const auditLogItem = z
  .object({
    id: z.number().int(),
    action: z.string(),
    description: z.string().describe('The action in the request’s language'),
    at: z.string(),
    actor: z
      .object({
        id: z.number().int().nullable().describe('null once that account has been deleted (the name stays)'),
        full_name: z.string(),
        role: z.string().nullable(),
        account_deleted: z.boolean(),
      })
      .nullable(),
    lpk: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
    registration_id: z.number().int().nullable(),
    reads: z
      .number()
      .int()
      .min(1)
      .describe('Reads in this visit: the same reader reading the same thing again within 30 minutes of the last read is the same visit'),
    last_at: z.string().describe("The visit's last read (`at` is its first)"),
  })
  .meta({ id: 'AuditLogItem' });

/** Everything the platform holds about the user (right of access / portability); never a password or token hash. */
export const dataExport = z
  .object({
    exported_at: z.string(),
    user: user.extend({ updated_at: z.string(), was_referred: z.boolean() }),
    profile: z.object({
      sections: z.record(z.string(), z.unknown()).describe('As GET /profile/{section} holds them (null when not filled in)'),
      completeness: z.unknown(),
      other_sections: z.array(z.object({ section: z.string(), data: z.string().describe('JSON text as stored'), updated_at: z.string() })),
    }),
    registrations: z.array(z.unknown()).describe('As GET /registrations answers them'),
    certificates: z.array(z.unknown()).describe('Each with its registration_id, as GET /registrations/{id}/certificate answers it'),
    messages: z.array(
      z.object({
        id: z.number().int(),
        registration_id: z.number().int(),
        sender_user_id: z.number().int().nullable(),
        body: z.string(),
        read_at: z.string().nullable(),
        created_at: z.string(),
        from_me: z.boolean(),
      }),
    ),
    audit_log: z.array(auditLogItem),
    referrals: z.object({ count: z.number().int() }),
    sessions: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        created_at: z.string(),
        last_used_at: z.string().nullable(),
        browser: z.string().nullable(),
        os: z.string().nullable(),
      }),
    ),
    staff_reads: z
      .array(
        z.object({
          id: z.number().int(),
          action: z.string(),
          subject_user_id: z.number().int(),
          registration_id: z.number().int().nullable(),
          lpk_id: z.number().int().nullable(),
          created_at: z.string(),
        }),
      )
      .describe('For LPK staff: the applicant data reads they made'),
    mail: z
      .object({
        preferences: z.array(z.object({ kind: z.string(), enabled: z.boolean() })),
        sent: z.array(
          z.object({
            template: z.string(),
            to: z.string(),
            status: z.string(),
            created_at: z.string(),
            sent_at: z.string().nullable(),
          }),
        ),
      })
      .optional()
      .describe('The notification mails on or off, and the mails of the last 30 days to the account (the outbox keeps no longer)'),
    reports: z.array(myReport).optional().describe('The reports of problems with an LPK the user sent, as GET /reports/mine answers them (contracts 1.9)'),
    reviews: z.array(ownReview).optional().describe('The reviews of LPKs the user wrote, with their moderation state (contracts 1.9)'),
  })
  .meta({ id: 'DataExport' });

export const auditQuery = z.object({
  page: fields.queryInt(1, 100_000).default(1),
  per_page: fields.queryInt(1, 100).default(50),
});

export const sessionsRoute = {
  summary: 'My signed-in devices, the current one marked, most recently used first',
  tags: TAGS,
  security: BEARER,
  response: { 200: envelope(z.object({ items: z.array(sessionItem) })), ...errorAnswers(401) },
};

export const endSessionRoute = {
  summary: 'End one of my sessions (the current one too: a logout)',
  tags: TAGS,
  security: BEARER,
  params: z.object({ id: z.string().describe('The session id; another user’s is a 404') }),
  response: { 200: envelope(z.object({ id: z.number().int(), current: z.boolean() })), ...errorAnswers(401, 404) },
};

export const exportRoute = {
  summary: 'A copy of all my data (a JSON file)',
  tags: TAGS,
  security: BEARER,
  response: { 200: envelope(dataExport), ...errorAnswers(401, 429) },
};

export const auditRoute = {
  summary: 'Who at which LPK read my data, newest first',
  tags: TAGS,
  security: BEARER,
  querystring: auditQuery,
  response: {
    200: envelope(
      z.object({
        items: z.array(auditLogItem),
        meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
      }),
    ),
    ...errorAnswers(401, 422),
  },
};

export const deleteAccountRoute = {
  summary: 'Delete my account and all my personal data',
  description:
    'With the password; an account created through Google without a password of its own is not asked for one, but must have signed in within the last 10 minutes (403 after). Afterwards every token of the account is gone (401).',
  tags: TAGS,
  security: BEARER,
  body: deleteAccountBody,
  response: { 200: envelope(z.null()), ...errorAnswers(401, 403, 422, 429) },
};

export type SessionItem = z.infer<typeof sessionItem>;
export type AuditLogItem = z.infer<typeof auditLogItem>;
export type DataExport = z.infer<typeof dataExport>;

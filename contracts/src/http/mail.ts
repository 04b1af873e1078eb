import { z } from 'zod';
import type { UserRole } from '../rules/roles';
import { authSession } from './auth';
import { envelope, errorAnswers } from './envelope';
import { emptyBody } from './account-bodies';
import { forgotPasswordBody, mailTokenBody, resetPasswordBody } from './mail-bodies';

/**
 * Mail (api/src/modules/mail; docs/mail.md): verified addresses, password reset, the notification
 * mails a user may turn off, and one-click unsubscribe (RFC 8058). Every route under /api/lpk.
 */

const TAGS = ['mail'];
const BEARER = [{ bearer: [] }];

/**
 * The notification mails, each of which its recipient can turn off (`/admin/settings`, or the
 * unsubscribe link of such a mail): a registration's new status (caregivers), a message left
 * unread ten minutes (both sides), a new registration at the LPK (staff).
 */
export const NOTIFICATION_KINDS = ['registration_status', 'message_unread', 'new_registration'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Which kinds a role receives. */
export const NOTIFICATION_KINDS_BY_ROLE: Readonly<Record<UserRole, readonly NotificationKind[]>> = {
  caregiver: ['registration_status', 'message_unread'],
  lpk_staff: ['new_registration', 'message_unread'],
  // An LPK admin is staff of its LPK too; operators get no notification mails of these kinds.
  lpk_admin: ['new_registration', 'message_unread'],
  operator: [],
};

export const notificationKind = z.enum(NOTIFICATION_KINDS);

/** One kind of notification mail and whether the user gets it. */
export const mailPreference = z.object({ kind: notificationKind, enabled: z.boolean() }).meta({ id: 'MailPreference' });

export const mailPreferences = z.object({ items: z.array(mailPreference).describe("The kinds of the user's role, in a fixed order") });

/** POST /mail/preferences: the kinds to change (the others stay). */
export const mailPreferencesBody = z.strictObject({
  registration_status: z.boolean().optional(),
  message_unread: z.boolean().optional(),
  new_registration: z.boolean().optional(),
});

/** RFC 8058 one-click: `List-Unsubscribe=One-Click` (form-encoded); the unsubscribe page sends `{}` as JSON. */
export const unsubscribeBody = z.object({ 'List-Unsubscribe': z.string().max(64).optional() });
export const unsubscribeQuery = z.object({ token: z.string().min(1).max(200).describe('The token of the mail’s unsubscribe link') });

export const forgotPasswordRoute = {
  summary: 'Ask for a password reset link by mail',
  description:
    'The same answer whether or not an account has this address (no mail when none has). At most 3 links an hour per address; per IP the `mail` rate class.',
  tags: TAGS,
  body: forgotPasswordBody,
  response: { 200: envelope(z.null()), ...errorAnswers(422, 429) },
};

export const resetPasswordCheckRoute = {
  summary: 'Whether a password reset link can still be used (before the new password is typed)',
  tags: TAGS,
  body: mailTokenBody,
  response: { 200: envelope(z.object({ expires_at: z.string() })), ...errorAnswers(410, 422, 429) },
};

export const resetPasswordRoute = {
  summary: 'A new password with a reset link (signed in; every other session ends)',
  description: 'The link is used once and valid 60 minutes (410 otherwise). The address is verified by it.',
  tags: TAGS,
  body: resetPasswordBody,
  response: { 200: envelope(authSession), ...errorAnswers(410, 422, 429) },
};

export const verifyEmailRoute = {
  summary: 'Verify an address with the link mailed to it',
  description: 'Valid 24 hours, once, and only while the account still has that address (410 otherwise).',
  tags: TAGS,
  body: mailTokenBody,
  response: { 200: envelope(z.object({ email: z.string(), email_verified_at: z.string() })), ...errorAnswers(410, 422, 429) },
};

export const resendVerificationRoute = {
  summary: 'Send the verification link again to my address',
  description: 'At most 3 an hour (429 with Retry-After); an address already verified answers 422.',
  tags: TAGS,
  security: BEARER,
  body: emptyBody,
  response: { 202: envelope(z.null()), ...errorAnswers(401, 422, 429) },
};

export const mailPreferencesRoute = {
  summary: 'Which notification mails I get',
  tags: TAGS,
  security: BEARER,
  response: { 200: envelope(mailPreferences), ...errorAnswers(401) },
};

export const mailPreferencesUpdateRoute = {
  summary: 'Turn notification mails on or off',
  description: 'A kind my role does not receive is a 422.',
  tags: TAGS,
  security: BEARER,
  body: mailPreferencesBody,
  response: { 200: envelope(mailPreferences), ...errorAnswers(401, 422, 429) },
};

export const unsubscribeRoute = {
  summary: 'Unsubscribe from one kind of notification mail (RFC 8058 one-click, or the unsubscribe page)',
  tags: TAGS,
  querystring: unsubscribeQuery,
  body: unsubscribeBody,
  response: { 200: envelope(z.object({ kind: notificationKind })), ...errorAnswers(404, 422, 429) },
};

export const unsubscribePageRoute = {
  summary: 'A browser opening the unsubscribe address: 303 to the unsubscribe page (a GET never unsubscribes)',
  tags: TAGS,
  querystring: unsubscribeQuery,
  response: { 303: z.null().describe('No body: Location is /unsubscribe?token=...'), ...errorAnswers(422) },
};

export type MailPreference = z.infer<typeof mailPreference>;
export type MailPreferences = z.infer<typeof mailPreferences>;
export type MailPreferencesBody = z.input<typeof mailPreferencesBody>;

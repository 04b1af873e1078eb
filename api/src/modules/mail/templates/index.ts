import { accountSetup } from './account-setup';
import type { MailTemplate } from './define';
import { emailChanged } from './email-changed';
import { lpkApplicationDecided } from './lpk-application-decided';
import { lpkSuspension } from './lpk-suspension';
import { messageUnread } from './message-unread';
import { newRegistration } from './new-registration';
import { newRegistrationDigest } from './new-registration-digest';
import { passwordReset } from './password-reset';
import { registrationStatus } from './registration-status';
import { reportStatus } from './report-status';
import { reviewModerated } from './review-moderated';
import { staffInvitation } from './staff-invitation';
import { verifyEmail } from './verify-email';

/**
 * Every mail template by name. To add one: a file beside this one (`defineTemplate`: its kind,
 * its data schema, what it says), its words in messages.ts (both languages), its name here, and a
 * case in api/test/mail-templates.test.ts. docs/mail.md walks through it.
 */
export const TEMPLATES = {
  verify_email: verifyEmail,
  password_reset: passwordReset,
  email_changed: emailChanged,
  registration_status: registrationStatus,
  new_registration: newRegistration,
  new_registration_digest: newRegistrationDigest,
  message_unread: messageUnread,
  staff_invitation: staffInvitation,
  lpk_application_decided: lpkApplicationDecided,
  lpk_suspension: lpkSuspension,
  account_setup: accountSetup,
  report_status: reportStatus,
  review_moderated: reviewModerated,
} as const;

export type TemplateName = keyof typeof TEMPLATES;

/** The data a template takes. */
export type TemplateData<N extends TemplateName> = (typeof TEMPLATES)[N] extends MailTemplate<infer D> ? D : never;

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(TEMPLATES, name);
}

/** A template, untyped (the outbox reads the name from the database). */
export function templateOf(name: TemplateName): MailTemplate<{ name: string }> {
  return TEMPLATES[name] as unknown as MailTemplate<{ name: string }>;
}

export type { MailContent, MailKind, MailTemplate, TemplateContext } from './define';

import type { NotificationKind } from 'contracts';
import type { z } from 'zod';
import type { Language, Translate } from '../../../i18n';
import type { LinkRef } from '../links';

/**
 * What a template writes: the parts of one mail, which the layout turns into HTML (layout.tsx)
 * and plain text (text.ts) alike, with the greeting, the product's name and the footer (why this
 * mail came; for a notification, where to turn it off and the unsubscribe link).
 */
export interface MailContent {
  subject: string;
  /** The line an inbox shows after the subject. */
  preheader: string;
  heading: string;
  /** After the greeting. */
  paragraphs: string[];
  /** The one thing to do: a button in HTML, the label and the address in text. */
  action?: { label: string; url: string };
  /** Smaller print after the action: how long a link is valid, what to do if it was not you. */
  notes?: string[];
}

/** `account`: mails about the account itself (never turned off); otherwise the notification kind (mail_preferences). */
export type MailKind = 'account' | NotificationKind;

export interface TemplateContext {
  t: Translate;
  locale: Language;
  /** An address of the site: APP_URL + path (+ query). */
  url(path: string, query?: Record<string, string | number>): string;
  /** The address of a one-use link: APP_URL + path + `?token=` (the token is made here, links.ts). */
  linkUrl(path: string, ref: LinkRef): string;
  /** Where people reach the team (CHAT_URL, the site's contact chat). */
  supportUrl: string;
}

/**
 * One mail template. `data` is what the outbox keeps (validated when enqueued and again when
 * rendered): the recipient's own name and ids, never another person's data (docs/mail.md: a
 * mail names no personal data beyond its recipient's own name) and never a secret.
 */
export interface MailTemplate<D extends { name: string }> {
  kind: MailKind;
  data: z.ZodType<D>;
  render(data: D, context: TemplateContext): MailContent;
}

/** Types a template (its data from its schema). */
export function defineTemplate<D extends { name: string }>(template: MailTemplate<D>): MailTemplate<D> {
  return template;
}

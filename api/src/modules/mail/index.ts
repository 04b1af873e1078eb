/**
 * Mail (docs/mail.md): the outbox and its worker, one-use links, templates, notification
 * preferences. Other modules use `app.mail` (plugin.ts) inside their own transactions, or the
 * functions below where there is no app at hand.
 */
export { default as mailPlugin, type MailService } from './plugin';
export { default as mailRoutes } from './routes';
export { enqueueMail, type Enqueued, type MailRequest } from './outbox';
export { unusableLink, withdrawLinks, type LinkLookup, type LinkPurpose, type LinkRef, type LinkRow } from './links';
export { TEMPLATES, type TemplateData, type TemplateName } from './templates';
export type { Scanner, TickResult } from './worker';

import { DEFAULT_LANGUAGE, LANGUAGES, translator, type Language } from '../../i18n';
import { renderHtml, type Frame } from './layout';
import { linkToken, unsubscribeToken, type LinkRef } from './links';
import { renderText } from './text';
import { templateOf, type TemplateContext, type TemplateName } from './templates';

/** What rendering needs besides the mail: the site's and the API's public addresses, the key of links, the contact. */
export interface RenderEnv {
  /** APP_URL: every link of a mail points here. */
  appUrl: string;
  /** Where browsers reach the API (PUBLIC_API_URL, else APP_URL): the one-click unsubscribe address. */
  apiUrl: string;
  appKey: string;
  /** CHAT_URL: how to reach the team. */
  supportUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) for notifications. */
  headers: Record<string, string>;
}

export function mailLanguage(locale: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(locale ?? '') ? (locale as Language) : DEFAULT_LANGUAGE;
}

function address(base: string, path: string, query?: Record<string, string | number>): string {
  const search = query ? `?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))).toString()}` : '';
  return `${base.replace(/\/+$/, '')}${path}${search}`;
}

/**
 * A mail from its template, data and language: subject, plain text and HTML from the same
 * content, and the unsubscribe headers of a notification. Throws when the data does not fit the
 * template (the outbox then marks the mail failed: retrying would not help).
 */
export function renderMail(name: TemplateName, locale: string, data: unknown, recipient: { userId: number | null }, env: RenderEnv): RenderedMail {
  const template = templateOf(name);
  const parsed = template.data.parse(data);
  const lang = mailLanguage(locale);
  const t = translator(lang);
  const context: TemplateContext = {
    t,
    locale: lang,
    url: (path, query) => address(env.appUrl, path, query),
    linkUrl: (path, ref: LinkRef) => address(env.appUrl, path, { token: linkToken(env.appKey, ref) }),
    supportUrl: env.supportUrl,
  };
  const content = template.render(parsed, context);
  const frame: Frame = {
    locale: lang,
    brand: t('mail.layout.brand'),
    greeting: parsed.name.trim() ? t('mail.layout.greeting', { name: parsed.name.trim() }) : t('mail.layout.greeting_anonymous'),
    signature: [t('mail.layout.signature'), t('mail.layout.team')],
    linkFallback: t('mail.layout.link_fallback'),
    footer: t('mail.layout.footer_account'),
  };
  const headers: Record<string, string> = {};
  if (template.kind !== 'account' && recipient.userId !== null) {
    const kind = t(`mail.layout.kinds.${template.kind}`);
    const token = unsubscribeToken(env.appKey, recipient.userId, template.kind);
    frame.footer = t('mail.layout.footer_notification', { kind });
    frame.manage = { label: t('mail.layout.manage'), url: address(env.appUrl, '/admin/settings') };
    frame.unsubscribe = { label: t('mail.layout.unsubscribe', { kind }), url: address(env.appUrl, '/unsubscribe', { token }) };
    // RFC 8058: a mail client unsubscribes with one POST of `List-Unsubscribe=One-Click` to this address.
    headers['List-Unsubscribe'] = `<${address(env.apiUrl, '/api/lpk/mail/unsubscribe', { token })}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return { subject: content.subject, text: renderText(content, frame), html: renderHtml(content, frame), headers };
}

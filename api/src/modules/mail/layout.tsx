import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '../../i18n';
import type { MailContent } from './templates';

/**
 * The HTML of every mail (react-dom/server, escaped by React): one column at most 600 px wide,
 * inline styles only (mail clients drop <style> and classes), text at least 16 px with contrast
 * above WCAG AA, the language on <html>, a real heading, the action as a link styled as a button
 * and its address written out beside it, and an `article` landmark named by the subject (the
 * mail-accessibility convention). Images: none, so nothing is lost when a client blocks them.
 */

/** What the layout adds around a template's content. */
export interface Frame {
  locale: Language;
  greeting: string;
  signature: [string, string];
  linkFallback: string;
  brand: string;
  /** Why this mail came (account, or which notification). */
  footer: string;
  /** For notifications: where to manage them and the one-click-less unsubscribe page. */
  manage?: { label: string; url: string };
  unsubscribe?: { label: string; url: string };
}

const INK = '#1b2330';
const MUTED = '#4a5566';
const ACCENT = '#0b5394';

const styles = {
  body: { margin: 0, padding: 0, backgroundColor: '#f3f5f8', color: INK },
  outer: { width: '100%', backgroundColor: '#f3f5f8', borderCollapse: 'collapse' },
  cell: { padding: '24px 12px' },
  card: {
    maxWidth: 600,
    margin: '0 auto',
    backgroundColor: '#ffffff',
    border: '1px solid #d8dee6',
    borderRadius: 8,
    padding: '28px 24px',
    fontFamily: 'Arial, Helvetica, sans-serif',
    fontSize: 16,
    lineHeight: 1.5,
    color: INK,
  },
  brand: { margin: '0 0 16px', fontSize: 16, fontWeight: 700, color: ACCENT },
  heading: { margin: '0 0 16px', fontSize: 24, lineHeight: 1.3, color: INK },
  paragraph: { margin: '0 0 16px' },
  button: {
    display: 'inline-block',
    padding: '12px 20px',
    borderRadius: 6,
    backgroundColor: ACCENT,
    color: '#ffffff',
    fontWeight: 700,
    textDecoration: 'none',
  },
  small: { margin: '0 0 12px', fontSize: 14, color: MUTED },
  link: { color: ACCENT, wordBreak: 'break-all' },
  rule: { border: 0, borderTop: '1px solid #d8dee6', margin: '24px 0 16px' },
  preheader: { display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0, fontSize: 1, lineHeight: 1, color: '#f3f5f8' },
} satisfies Record<string, CSSProperties>;

function Small({ children }: { children: ReactNode }) {
  return <p style={styles.small}>{children}</p>;
}

function MailDocument({ content, frame }: { content: MailContent; frame: Frame }) {
  return (
    <html lang={frame.locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{content.subject}</title>
      </head>
      <body style={styles.body}>
        {/* The line inboxes show after the subject; hidden in the mail itself. */}
        <div style={styles.preheader} aria-hidden="true">
          {content.preheader}
        </div>
        <div role="article" aria-roledescription="email" aria-label={content.subject} lang={frame.locale} dir="ltr">
          <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={styles.outer}>
            <tbody>
              <tr>
                <td style={styles.cell}>
                  <div style={styles.card}>
                    <p style={styles.brand}>{frame.brand}</p>
                    <h1 style={styles.heading}>{content.heading}</h1>
                    <p style={styles.paragraph}>{frame.greeting}</p>
                    {content.paragraphs.map((text) => (
                      <p key={text} style={styles.paragraph}>
                        {text}
                      </p>
                    ))}
                    {content.action && (
                      <>
                        <p style={{ ...styles.paragraph, margin: '24px 0' }}>
                          <a href={content.action.url} style={styles.button}>
                            {content.action.label}
                          </a>
                        </p>
                        <Small>
                          {frame.linkFallback}
                          <br />
                          <a href={content.action.url} style={styles.link}>
                            {content.action.url}
                          </a>
                        </Small>
                      </>
                    )}
                    {content.notes?.map((text) => (
                      <Small key={text}>{text}</Small>
                    ))}
                    <p style={styles.paragraph}>
                      {frame.signature[0]}
                      <br />
                      {frame.signature[1]}
                    </p>
                    <hr style={styles.rule} />
                    <Small>{frame.footer}</Small>
                    {(frame.manage || frame.unsubscribe) && (
                      <Small>
                        {frame.manage && (
                          <a href={frame.manage.url} style={styles.link}>
                            {frame.manage.label}
                          </a>
                        )}
                        {frame.manage && frame.unsubscribe && ' · '}
                        {frame.unsubscribe && (
                          <a href={frame.unsubscribe.url} style={styles.link}>
                            {frame.unsubscribe.label}
                          </a>
                        )}
                      </Small>
                    )}
                  </div>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </body>
    </html>
  );
}

/** The whole HTML document of a mail. */
export function renderHtml(content: MailContent, frame: Frame): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<MailDocument content={content} frame={frame} />)}`;
}

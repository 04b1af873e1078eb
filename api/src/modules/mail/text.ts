import type { Frame } from './layout';
import type { MailContent } from './templates';

/** The plain-text part of a mail: the same content and frame as the HTML (layout.tsx), as a screen reader or a text-only client gets it. */
export function renderText(content: MailContent, frame: Frame): string {
  const blocks: string[] = [content.heading, frame.greeting, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.notes ?? []));
  blocks.push(`${frame.signature[0]}\n${frame.signature[1]}`);
  const footer = [frame.footer];
  if (frame.manage) footer.push(`${frame.manage.label}: ${frame.manage.url}`);
  if (frame.unsubscribe) footer.push(`${frame.unsubscribe.label}: ${frame.unsubscribe.url}`);
  blocks.push(`--\n${footer.join('\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

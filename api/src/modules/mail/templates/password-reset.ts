import { z } from 'zod';
import { defineTemplate } from './define';
import { linkRefSchema, recipientName } from './link-ref';

/** A mail whose one action is a one-use link to /reset-password, its words under mail.templates.<prefix>.*. */
export const resetPageTemplate = (prefix: string) =>
  defineTemplate({
    kind: 'account',
    data: z.object({ name: recipientName, link: linkRefSchema }),
    render({ link }, { t, linkUrl }) {
      const k = (key: string) => t(`mail.templates.${prefix}.${key}`);
      return {
        subject: k('subject'),
        preheader: k('preheader'),
        heading: k('heading'),
        paragraphs: [k('body')],
        action: { label: k('action'), url: linkUrl('/reset-password', link) },
        notes: [k('valid'), k('not_you')],
      };
    },
  });

/** A one-use link (60 minutes) to /reset-password. */
export const passwordReset = resetPageTemplate('password_reset');

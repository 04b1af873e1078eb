import { z } from 'zod';
import { defineTemplate } from './define';
import { linkRefSchema, recipientName } from './link-ref';

/** A one-use link (60 minutes) to /reset-password. */
export const passwordReset = defineTemplate({
  kind: 'account',
  data: z.object({ name: recipientName, link: linkRefSchema }),
  render({ link }, { t, linkUrl }) {
    const k = (key: string) => t(`mail.templates.password_reset.${key}`);
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

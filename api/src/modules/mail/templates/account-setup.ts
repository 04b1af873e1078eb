import { z } from 'zod';
import { defineTemplate } from './define';
import { linkRefSchema, recipientName } from './link-ref';

/**
 * A new account made by the platform team (`npm run operator:create`) has no password: a one-use
 * link valid 24 hours to /reset-password (a `password_reset` link: the same page and API set it).
 */
export const accountSetup = defineTemplate({
  kind: 'account',
  data: z.object({ name: recipientName, link: linkRefSchema }),
  render({ link }, { t, linkUrl }) {
    const k = (key: string) => t(`mail.templates.account_setup.${key}`);
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

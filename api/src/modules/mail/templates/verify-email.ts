import { z } from 'zod';
import { defineTemplate } from './define';
import { linkRefSchema, recipientName } from './link-ref';

/** A one-use link (24 hours) that verifies the address it was sent to: after sign-up, an email change, or "send again". */
export const verifyEmail = defineTemplate({
  kind: 'account',
  data: z.object({ name: recipientName, link: linkRefSchema, reason: z.enum(['signup', 'change', 'resend']) }),
  render({ link, reason }, { t, linkUrl }) {
    const k = (key: string) => t(`mail.templates.verify_email.${key}`);
    return {
      subject: k('subject'),
      preheader: k('preheader'),
      heading: k('heading'),
      paragraphs: [k(reason === 'change' ? 'body_change' : 'body_signup'), k('body_why')],
      action: { label: k('action'), url: linkUrl('/verify-email', link) },
      notes: [k('valid'), k('not_you')],
    };
  },
});

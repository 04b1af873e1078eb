import { z } from 'zod';
import { defineTemplate } from './define';
import { recipientName } from './link-ref';

/** To the address an account had before an email change: it no longer logs in; who to tell if that was not them. */
export const emailChanged = defineTemplate({
  kind: 'account',
  data: z.object({ name: recipientName }),
  render(_data, { t, supportUrl }) {
    const k = (key: string) => t(`mail.templates.email_changed.${key}`);
    return {
      subject: k('subject'),
      preheader: k('preheader'),
      heading: k('heading'),
      paragraphs: [k('body'), k('not_you')],
      action: { label: k('action'), url: supportUrl },
    };
  },
});

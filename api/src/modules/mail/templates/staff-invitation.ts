import { z } from 'zod';
import { defineTemplate } from './define';
import { linkRefSchema, recipientName } from './link-ref';

/** An invitation to join an LPK's staff (modules/institution): a one-use link valid 7 days to /staff-invitation. Names the LPK only. */
export const staffInvitation = defineTemplate({
  kind: 'account',
  data: z.object({ name: recipientName, lpk_name: z.string().max(300), link: linkRefSchema }),
  render({ lpk_name: lpk, link }, { t, linkUrl }) {
    const k = (key: string) => t(`mail.templates.staff_invitation.${key}`, { lpk });
    return {
      subject: k('subject'),
      preheader: k('preheader'),
      heading: k('heading'),
      paragraphs: [k('body')],
      action: { label: k('action'), url: linkUrl('/staff-invitation', link) },
      notes: [k('valid'), k('not_you')],
    };
  },
});

import { z } from 'zod';
import { defineTemplate } from './define';
import { recipientName } from './link-ref';

/** A message left unread ten minutes: to the caregiver (from the LPK) or to the LPK's staff (from an applicant). Never the message. */
export const messageUnread = defineTemplate({
  kind: 'message_unread',
  data: z.object({ name: recipientName, registration_id: z.number().int(), lpk_name: z.string().max(300), side: z.enum(['caregiver', 'staff']) }),
  render({ lpk_name: lpk, registration_id: id, side }, { t, url }) {
    const k = (key: string) => t(`mail.templates.message_unread.${key}`, { lpk });
    return {
      subject: k(`subject_${side}`),
      preheader: k('preheader'),
      heading: k(`heading_${side}`),
      paragraphs: [k(`body_${side}`)],
      action: { label: k('action'), url: url('/admin/messages', { registration_id: id }) },
      notes: [k('privacy')],
    };
  },
});

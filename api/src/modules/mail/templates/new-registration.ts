import { z } from 'zod';
import { defineTemplate } from './define';
import { recipientName } from './link-ref';

/**
 * To each LPK staff member: someone registered with their LPK (no applicant data: that stays
 * behind the audited console). No longer written (the digest, new-registration-digest.ts, took
 * its place); kept so that mails already in an outbox are still sent.
 */
export const newRegistration = defineTemplate({
  kind: 'new_registration',
  data: z.object({ name: recipientName, registration_id: z.number().int(), lpk_name: z.string().max(300) }),
  render({ lpk_name: lpk, registration_id: id }, { t, url }) {
    const k = (key: string) => t(`mail.templates.new_registration.${key}`, { lpk });
    return {
      subject: k('subject'),
      preheader: k('preheader'),
      heading: k('heading'),
      paragraphs: [k('body')],
      action: { label: k('action'), url: url(`/admin/applicants/${id}`) },
      notes: [k('privacy')],
    };
  },
});

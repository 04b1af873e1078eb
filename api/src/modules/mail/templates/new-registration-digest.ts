import { z } from 'zod';
import { defineTemplate } from './define';
import { recipientName } from './link-ref';

/** Registration numbers a digest lists at most (the rest is counted). */
export const DIGEST_LISTED = 20;

/**
 * To each LPK staff member, at most one every MAIL_DIGEST_MINUTES: the registrations that
 * arrived since their last digest (notifications/registrations.ts), by number and count, with a
 * link to the applicants list. No applicant data, as the single notice before it: that stays
 * behind the audited console.
 */
export const newRegistrationDigest = defineTemplate({
  kind: 'new_registration',
  data: z.object({
    name: recipientName,
    lpk_name: z.string().max(300),
    /** How many arrived. */
    count: z.number().int().min(1),
    /** The first of them (at most DIGEST_LISTED), oldest first. */
    registration_ids: z.array(z.number().int()).min(1).max(DIGEST_LISTED),
  }),
  render({ lpk_name: lpk, count, registration_ids: ids }, { t, url }) {
    const k = (key: string, params: Record<string, string | number> = {}) => t(`mail.templates.new_registration_digest.${key}`, { lpk, n: count, ...params });
    const single = count === 1;
    const numbers = ids.map((id) => `#${id}`).join(', ');
    const rest = count - ids.length;
    return {
      subject: k(single ? 'subject_single' : 'subject_many'),
      preheader: k(single ? 'preheader_single' : 'preheader_many'),
      heading: k(single ? 'subject_single' : 'subject_many'),
      paragraphs: [k(single ? 'body_single' : 'body_many'), rest > 0 ? k('numbers_more', { numbers, rest }) : k('numbers', { numbers })],
      action: single ? { label: k('action_single'), url: url(`/admin/applicants/${ids[0]}`) } : { label: k('action_many'), url: url('/admin/applicants') },
      notes: [k('privacy'), k('digest')],
    };
  },
});

import { z } from 'zod';
import { defineTemplate } from './define';
import { recipientName } from './link-ref';

/**
 * To a review's author: the operator hid their review (with the reason; they may edit it and ask
 * again within 30 days) or showed it again (modules/reviews; docs/trust.md "Reviews"). An
 * `account` mail: the statement of why one's own words were taken down is never turned off.
 */
export const reviewModerated = defineTemplate({
  kind: 'account',
  data: z.object({
    name: recipientName,
    lpk_name: z.string().max(300),
    decision: z.enum(['hidden', 'restored']),
    reason: z.string().max(600),
    editable_until: z.string().max(40).nullable(),
  }),
  render({ lpk_name: lpk, decision, reason, editable_until }, { t, url, locale }) {
    const k = (key: string, params?: Record<string, unknown>) => t(`mail.templates.review_moderated.${key}`, params);
    const until = editable_until
      ? new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' }).format(new Date(editable_until))
      : null;
    return {
      subject: k(`subject_${decision}`, { lpk }),
      preheader: k(`preheader_${decision}`),
      heading: k(`subject_${decision}`, { lpk }),
      paragraphs: [k(`body_${decision}`, { lpk }), k('reason', { reason }), ...(decision === 'hidden' && until ? [k('edit', { until })] : [])],
      action: { label: k('action'), url: url('/registration') },
    };
  },
});

import { z } from 'zod';
import { defineTemplate } from './define';
import { recipientName } from './link-ref';

/** To an LPK applicant: the operator approved (a new LPK is a draft to complete and publish, or the claim granted) or rejected the application, with the reason. */
export const lpkApplicationDecided = defineTemplate({
  kind: 'account',
  data: z.object({
    name: recipientName,
    lpk_name: z.string().max(300),
    decision: z.enum(['approved', 'rejected']),
    kind: z.enum(['new', 'claim']),
    reason: z.string().max(600).nullable(),
  }),
  render({ lpk_name: lpk, decision, kind, reason }, { t, url }) {
    const k = (key: string, params?: Record<string, unknown>) => t(`mail.templates.lpk_application_decided.${key}`, params);
    return {
      subject: k(`subject_${decision}`, { lpk }),
      preheader: k(`preheader_${decision}`),
      heading: k(`subject_${decision}`, { lpk }),
      paragraphs: [decision === 'approved' ? k(`body_approved_${kind}`, { lpk }) : k('body_rejected', { lpk }), ...(reason ? [k('reason', { reason })] : [])],
      // A new LPK is a draft until its admin publishes it (issue 33): straight to its listing.
      action: { label: k('action'), url: url(decision === 'rejected' ? '/admin/application' : kind === 'new' ? '/admin/institution' : '/admin/dashboard') },
    };
  },
});

import { z } from 'zod';
import { defineTemplate } from './define';
import { recipientName } from './link-ref';

/**
 * To each admin of an LPK: the operator suspended it (what is frozen, with the operator's reason)
 * or reinstated it (modules/operator; docs/lpk-join.md).
 */
export const lpkSuspension = defineTemplate({
  kind: 'account',
  data: z.object({
    name: recipientName,
    lpk_name: z.string().max(300),
    suspended: z.boolean(),
    reason: z.string().max(600).nullable(),
  }),
  render({ lpk_name: lpk, suspended, reason }, { t, url }) {
    const state = suspended ? 'suspended' : 'reinstated';
    const k = (key: string, params?: Record<string, unknown>) => t(`mail.templates.lpk_suspension.${key}`, params);
    return {
      subject: k(`subject_${state}`, { lpk }),
      preheader: k(`preheader_${state}`),
      heading: k(`subject_${state}`, { lpk }),
      paragraphs: [k(`body_${state}`, { lpk }), ...(reason ? [k('reason', { reason })] : []), ...(suspended ? [k('frozen'), k('allowed')] : [])],
      action: { label: k('action'), url: url('/admin/institution') },
    };
  },
});

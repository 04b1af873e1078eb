import { REGISTRATION_STATUSES, statusLabelKey } from 'contracts';
import { z } from 'zod';
import { defineTemplate } from './define';
import { recipientName } from './link-ref';

const WITH_NEXT_STEP = new Set(['registered', 'learning', 'documents_submitted', 'approved', 'rejected']);

/** To a caregiver: staff moved their registration (the LPK's name and the new status; never the staff's note). */
export const registrationStatus = defineTemplate({
  kind: 'registration_status',
  data: z.object({ name: recipientName, registration_id: z.number().int(), lpk_name: z.string().max(300), status: z.enum(REGISTRATION_STATUSES) }),
  render({ lpk_name: lpk, status }, { t, url }) {
    const k = (key: string, params?: Record<string, unknown>) => t(`mail.templates.registration_status.${key}`, params);
    const params = { lpk, status: t(statusLabelKey(status)) };
    return {
      subject: k('subject', params),
      preheader: k('preheader'),
      heading: k('heading', params),
      paragraphs: [k('body', params), ...(WITH_NEXT_STEP.has(status) ? [k(`next.${status}`)] : [])],
      action: { label: k('action'), url: url('/admin/registration') },
    };
  },
});

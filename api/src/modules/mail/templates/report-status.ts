import { REPORT_STATUSES, reportStatusLabelKey } from 'contracts';
import { z } from 'zod';
import { defineTemplate } from './define';
import { recipientName } from './link-ref';

/**
 * To the reporter: the operator moved their report about an LPK (modules/reports) to a new status.
 * The LPK's name and the status only: never the operator's notes, never anyone's data.
 */
export const reportStatus = defineTemplate({
  kind: 'account',
  data: z.object({ name: recipientName, report_id: z.number().int(), lpk_name: z.string().max(300), status: z.enum(REPORT_STATUSES) }),
  render({ lpk_name: lpk, status }, { t, url }) {
    const k = (key: string, params?: Record<string, unknown>) => t(`mail.templates.report_status.${key}`, params);
    const params = { lpk, status: t(reportStatusLabelKey(status)) };
    return {
      subject: k('subject', params),
      preheader: k('preheader'),
      heading: k('heading', params),
      paragraphs: [k('body', params), k(`next.${status}`), k('privacy')],
      action: { label: k('action'), url: url('/admin/dashboard') },
    };
  },
});

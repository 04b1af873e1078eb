import { REPORT_ATTACHMENT_MAX_BYTES, REPORT_ATTACHMENT_TYPES, reportFields, type ReportCategory, type ReportFields } from 'contracts';
import { withFormMessages, type FormMessages } from 'mf-shared';
import { payloadResolver, text } from 'mf-shared/forms';

/**
 * The report form (POST /api/lpk/reports): the category and the text, checked with the API's own
 * schema (contracts' reportFields) before anything is sent, and the optional attachment, checked
 * here by type and size (the API checks its bytes again).
 */
export interface ReportValues {
  category: ReportCategory | '';
  text: string;
}

export const emptyReport = (): ReportValues => ({ category: '', text: '' });

/** The LPK (and the registration it is reported from, if any) come from the page's address. */
export interface ReportTarget {
  lpkId: number;
  registrationId: number | null;
}

export function reportPayload(values: ReportValues, target: ReportTarget): ReportFields {
  return {
    lpk_id: target.lpkId,
    ...(target.registrationId !== null ? { registration_id: target.registrationId } : {}),
    category: values.category,
    text: text(values.text),
  };
}

/** The form's words for a missing answer (namespace `account`); a text too short or too long says so with the API's words (validation.*). */
const MESSAGES: FormMessages = {
  category: { required: 'report.errors.category', default: 'report.errors.category' },
  text: { required: 'report.errors.text_required' },
};

export const reportResolver = (target: ReportTarget) =>
  withFormMessages(
    payloadResolver<ReportValues>(reportFields, (values) => reportPayload(values, target)),
    MESSAGES,
  );

/** Why a chosen file cannot be sent (an i18n key under report.errors), or undefined. */
export function attachmentProblem(file: Pick<File, 'type' | 'size'>): 'attachment_type' | 'attachment_size' | 'attachment_empty' | undefined {
  if (!(REPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'attachment_type';
  if (file.size === 0) return 'attachment_empty';
  if (file.size > REPORT_ATTACHMENT_MAX_BYTES) return 'attachment_size';
  return undefined;
}

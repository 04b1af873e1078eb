/**
 * Reports of abuse about an LPK (issue 34, part 3; docs/trust.md, "Reports"): the rules both tiers
 * apply, written once. Plain data (no zod), so a screen can check a file before sending it without
 * loading the schemas.
 */

/** What went wrong, as the reporter picks it. */
export const REPORT_CATEGORIES = ['fees_not_as_listed', 'deposit_or_guarantee', 'documents_held', 'false_job_promise', 'harassment', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** `new` (not yet opened by the operator's workflow), `in_review`, `closed`. The reporter is mailed at each change. */
export const REPORT_STATUSES = ['new', 'in_review', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** The statuses still being worked on (counted as "open" on the operator's institute list). */
export const OPEN_REPORT_STATUSES = ['new', 'in_review'] as const satisfies readonly ReportStatus[];

/** Shortest and longest report text (characters, after trimming). */
export const REPORT_TEXT_MIN = 20;
export const REPORT_TEXT_MAX = 4000;
/** Longest operator note. */
export const REPORT_NOTE_MAX = 2000;

/** The optional attachment: an image (JPEG, PNG or WebP; re-encoded by the server) or a PDF, at most 5 MB, recognised by its first bytes. */
export const REPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const REPORT_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
/** What the server keeps: a PDF as sent, an image re-encoded to WebP (metadata such as GPS dropped). */
export const REPORT_STORED_TYPES = ['application/pdf', 'image/webp'] as const;
export type ReportStoredType = (typeof REPORT_STORED_TYPES)[number];
/** The file input's `accept`. */
export const REPORT_ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

/** i18n key of a category's label (labels.reports.category.*). */
export const reportCategoryLabelKey = (category: string): string => `labels.reports.category.${category}`;
/** i18n key of a status's label (labels.reports.status.*). */
export const reportStatusLabelKey = (status: string): string => `labels.reports.status.${status}`;

/**
 * The real-time events of reports (Laravel names), without personal data: on `private-operators`,
 * a new report (`{report_id, lpk_id}`: the queue reloads); on the reporter's own
 * `private-App.Models.User.{id}`, a status change of one of their reports (`{report_id, status}`).
 */
export const REPORT_EVENTS = Object.freeze({
  reportSubmitted: 'LpkReportSubmitted',
  reportStatusChanged: 'LpkReportStatusChanged',
});

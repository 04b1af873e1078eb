/**
 * Verified alumni reviews (issue 34; docs/trust.md, "Reviews"): the rules both tiers apply, written
 * once. Plain data and functions (no zod), so the public page can use them without the schemas.
 */

/** Shortest and longest review text (characters, after trimming). */
export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 2000;
/** Longest LPK reply. */
export const REVIEW_REPLY_MAX = 2000;
/** Each rating is a whole number of stars from 1 to 5. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Days after writing (or after the operator hid it) during which the author may edit a review. */
export const REVIEW_EDIT_DAYS = 30;
/** A registration `registered` at least this long counts as alumni (besides one that reached `approved`). */
export const REVIEW_REGISTERED_DAYS = 90;
/** From this many visible reviews on, the rating shown is the reviews' average (before: the LPK's own figure, labelled self-declared). */
export const REVIEW_RATING_THRESHOLD = 3;
/** Reviews per page of the public list. */
export const REVIEWS_PER_PAGE = 10;

/** The ratings of a review; `dormitory` only where the LPK has one. */
export const REVIEW_ASPECTS = ['teaching', 'fee_honesty', 'documents', 'dormitory'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

/**
 * `visible` (on the public page), `hidden` by the operator with a reason, `resubmitted`: the author
 * edited a hidden review and asked again; it stays off the public page until the operator
 * restores it (or hides it again).
 */
export const REVIEW_STATES = ['visible', 'hidden', 'resubmitted'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Where the rating shown for an LPK comes from. */
export const RATING_SOURCES = ['reviews', 'self_declared'] as const;
export type RatingSource = (typeof RATING_SOURCES)[number];

/** A web address or a domain name in text (not the domain of an e-mail address, which is contact data) ("https://x.id", "www.x.id", "x.com/path", "bit.ly/abc"). */
const LINK =
  /(?:\b(?:https?|ftp):\/\/|\bwww\.|(?<![@\w.-])[a-z0-9-]{2,}\.(?:com|net|org|id|co|io|me|ly|info|biz|xyz|site|online|link|app|gl|to|jp)\b(?:\/|\b))/iu;
/** An e-mail address. */
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/iu;
/**
 * A telephone number: a country code (+62...) or a leading 0 (0812...) and 8 or more digits more,
 * allowing spaces, dots and dashes; not an amount such as "Rp 1.000.000.000" (a 0 after a digit
 * and a separator does not start one).
 */
const PHONE = /(?:\+\d{1,3}|(?<![\d.,])\b0)(?:[\s.-]?\d){8,}/u;

/** True when the text holds a link (refused: reviews are not advertising, and links are a phishing path). */
export function containsLink(text: string): boolean {
  return LINK.test(text);
}

/** True when the text holds an e-mail address or a telephone number (anyone's: third parties' contact data are not published). */
export function containsContactDetails(text: string): boolean {
  return EMAIL.test(text) || PHONE.test(text);
}

/** How a review's author is shown: first name and the initial of the last name ("Siti Rahma" -> "Siti R."); one name stays as it is. */
export function reviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/u).filter(Boolean);
  if (parts.length === 0) return '';
  const first = parts[0]!;
  if (parts.length === 1) return first;
  const initial = Array.from(parts[parts.length - 1]!)[0]!.toLocaleUpperCase('id');
  return `${first} ${initial}.`;
}

/** The mean of a review's ratings (the dormitory counted only when given), to one decimal. */
export function reviewOverall(r: { teaching: number; fee_honesty: number; documents: number; dormitory: number | null }): number {
  const values = [r.teaching, r.fee_honesty, r.documents, ...(r.dormitory === null ? [] : [r.dormitory])];
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

/** When a registration first became `registered`, reached `approved`, and ended (withdrawn or rejected), and its status. */
export interface RegistrationSpan {
  status: string;
  registered_at: string | null;
  approved_at: string | null;
  ended_at: string | null;
}

/**
 * Whether a registration makes its caregiver alumni of the LPK (may review it): it reached
 * `approved`, or it was `registered` (and on: learning, documents) for at least
 * REVIEW_REGISTERED_DAYS until now or until it ended. The API decides (in the write's transaction);
 * the account area uses the same rule to offer the review form.
 */
export function isAlumni(span: RegistrationSpan, now: string): boolean {
  if (span.approved_at !== null || span.status === 'approved') return true;
  if (span.registered_at === null) return false;
  const end = span.ended_at ?? now;
  return Date.parse(end) - Date.parse(span.registered_at) >= REVIEW_REGISTERED_DAYS * 24 * 60 * 60 * 1000;
}

/** The span of a registration from its history (`{status, at}` in order). */
export function spanOfHistory(status: string, history: readonly { status: string; at: string }[]): RegistrationSpan {
  const first = (statuses: string[]) => history.find((h) => statuses.includes(h.status))?.at ?? null;
  return { status, registered_at: first(['registered']), approved_at: first(['approved']), ended_at: first(['withdrawn', 'rejected']) };
}

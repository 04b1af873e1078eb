/**
 * What never goes to the language model: the question and the earlier turns are sent with
 * e-mail addresses and long digit runs (telephone numbers, the 16-digit NIK, account numbers)
 * replaced by placeholders. Amounts of money stay ("Rp15.000.000", "200.000 yen"). The model
 * is never told who asks (no user id, name or e-mail).
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** Indonesian mobile numbers (+62 8.., 62 8.., 08..), however they are split. */
const MOBILE = /(?:\+\s?62|(?<![\d.,])62|(?<![\d.,])0)\s?8(?:[\s.-]?\d){7,12}(?!\d)/g;
/** A run of digit groups split by single spaces, dots, dashes, slashes or brackets, with an optional leading +. */
const DIGIT_RUN = /\+?\(?\d+(?:[\s().\-/]\d+)*/g;
const MONEY_BEFORE = /(?:rp\.?|idr|jpy|usd|¥|\$)\s*$/i;
const MONEY_AFTER = /^\s*(?:yen|jpy|idr|rupiah|juta|jt|ribu|rb|million|thousand)\b/i;
/** Fewer digits than this is a figure (a fee, a year, a wage), not an identifier. */
const MIN_IDENTIFIER_DIGITS = 9;

export function redact(text: string): string {
  const withoutEmails = text.replace(EMAIL, '[email]').replace(MOBILE, '[number]');
  return withoutEmails.replace(DIGIT_RUN, (run, offset: number, whole: string) => {
    const digits = run.replace(/\D/g, '').length;
    if (digits < MIN_IDENTIFIER_DIGITS) return run;
    if (MONEY_BEFORE.test(whole.slice(Math.max(0, offset - 5), offset)) || MONEY_AFTER.test(whole.slice(offset + run.length))) return run;
    return '[number]';
  });
}

/**
 * Today's date (YYYY-MM-DD) in eastern Indonesia (WIT, UTC+9), the latest calendar date anywhere
 * in the country, so "not in the future" never refuses a date that is already today for the user.
 * The API and the forms count days the same way.
 */
export function todayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jayapura', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** This year, by todayIso. */
export const currentYear = (): number => Number(todayIso().slice(0, 4));

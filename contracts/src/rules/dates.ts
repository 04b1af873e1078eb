/**
 * Today's date (YYYY-MM-DD) in eastern Indonesia (WIT, UTC+9), the latest calendar date anywhere
 * in the country, so "not in the future" never refuses a date that is already today for the user.
 * The API and the forms count days the same way.
 */
export function todayIso(now: Date = new Date()): string {
  return wit().format(now);
}

// Intl formatters are built once (building one costs far more than formatting with it).
let witFormat: Intl.DateTimeFormat | undefined;
const wit = () => (witFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jayapura', year: 'numeric', month: '2-digit', day: '2-digit' }));

/** This year, by todayIso. */
export const currentYear = (): number => Number(todayIso().slice(0, 4));

/**
 * The one time zone dates of record are stated in (a certificate's issue and revocation, on paper
 * and on the web check alike): Jakarta, Western Indonesia Time (WIB, UTC+7). A viewer in another
 * time zone sees the same calendar date as the paper says.
 */
export const RECORD_TIME_ZONE = 'Asia/Jakarta';

/** An instant of record as its date in Jakarta, with the zone stated: "27 November 2026 (WIB)". */
export function recordDate(iso: string, lang: 'id' | 'en'): string {
  const date = recordFormat(lang).format(new Date(iso));
  return `${date} (WIB)`;
}

const recordFormats = new Map<'id' | 'en', Intl.DateTimeFormat>();
function recordFormat(lang: 'id' | 'en'): Intl.DateTimeFormat {
  let format = recordFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: RECORD_TIME_ZONE });
    recordFormats.set(lang, format);
  }
  return format;
}

import type { Language } from '../../i18n';

/** Number and date formats of the answers: Indonesian "204.100" / "Rp5.000.000", English "204,100" / "Rp5,000,000". */
const LOCALE: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };

const integer: Record<Language, Intl.NumberFormat> = {
  id: new Intl.NumberFormat(LOCALE.id, { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat(LOCALE.en, { maximumFractionDigits: 0 }),
};
const decimal: Record<Language, Intl.NumberFormat> = {
  id: new Intl.NumberFormat(LOCALE.id, { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat(LOCALE.en, { maximumFractionDigits: 2 }),
};
const longDate: Record<Language, Intl.DateTimeFormat> = {
  id: new Intl.DateTimeFormat(LOCALE.id, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat(LOCALE.en, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

export const formatNumber = (value: number, lang: Language): string => integer[lang].format(value);
export const formatDecimal = (value: number, lang: Language): string => decimal[lang].format(value);
export const formatIdr = (value: number, lang: Language): string => `Rp${integer[lang].format(Math.round(value))}`;
/** A fraction as a percentage: 0.0925 -> "9,25" (id) / "9.25" (en). */
export const formatPercent = (fraction: number, lang: Language): string => decimal[lang].format(Math.round(fraction * 10_000) / 100);

/** "2026-01-15" -> "15 Januari 2026" / "15 January 2026"; anything else as given. */
export function formatDay(iso: string, lang: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  return longDate[lang].format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** "a, b and c". */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

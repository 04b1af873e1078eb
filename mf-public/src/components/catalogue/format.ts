import { dateTimeFormat, numberFormat } from 'mf-shared';

export function formatJpy(amount: number, lang?: string): string {
  return numberFormat({ style: 'currency', currency: 'JPY', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }, lang).format(amount);
}

export function formatIdr(amount: number, lang?: string): string {
  return numberFormat({ style: 'currency', currency: 'IDR', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }, lang).format(amount);
}

export function formatNumber(value: number, lang?: string, fractionDigits = 0): string {
  return numberFormat({ maximumFractionDigits: fractionDigits }, lang).format(value);
}

/** "2026-12-07" -> "7 Desember 2026" / "7 December 2026" (a calendar date: no time-zone shift). */
export function formatDate(isoDate: string, lang?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, lang).format(date);
}

/** A fact's date, which may be "2023", "2025-10" or "2025-10-01". */
export function formatFactDate(value: string, lang?: string): string {
  if (/^\d{4}$/.test(value)) return value;
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (month) {
    const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
    return dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }, lang).format(date);
  }
  return formatDate(value, lang);
}

/** JPY -> IDR at a rate, rounded to the rupiah. */
export function jpyToIdr(jpy: number, rate: number): number {
  return Math.round(jpy * rate);
}

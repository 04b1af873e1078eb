import { dateTimeFormat } from 'mf-shared';

/** A date (and time) in the current language: "12 Mei 2026 14.05" / "12 May 2026, 14:05". */
export function formatDateTime(iso: string, withTime = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date);
}

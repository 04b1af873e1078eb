import { getLanguage } from './instance';
import { intlLocaleOf } from './intl-locale';

/** The BCP 47 locale Intl formats the current language with (or `lang`). */
export function intlLocale(lang: string = getLanguage()): 'en-GB' | 'id-ID' {
  return intlLocaleOf(lang);
}

// Building an Intl formatter costs far more than formatting with one: on a budget phone (CPU x4)
// the home page's salaries and dates spent ~120 ms building a new one per value. Each locale and
// options pair is built once and kept (a handful per page). The first one of a page also loads the
// browser's locale data: the early script does that in an idle moment (warmIntl, ./intl-locale).
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, build: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

/** A number formatter in the current language (or `lang`), kept for the next call with the same options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}, lang?: string): Intl.NumberFormat {
  const locale = intlLocale(lang);
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A date formatter in the current language (or `lang`), kept for the next call with the same options. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions, lang?: string): Intl.DateTimeFormat {
  const locale = intlLocale(lang);
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * The BCP 47 locale Intl formats a language with. No import: the page's inline early script
 * (shell/src/rollout/early.ts) uses this module too.
 */
export function intlLocaleOf(lang: string): 'en-GB' | 'id-ID' {
  return lang === 'en' ? 'en-GB' : 'id-ID';
}

/**
 * Loads the browser's locale data for numbers and dates (ICU) in an idle moment: the first Intl
 * formatter of a page costs ~20 ms of a fast CPU (~100 ms on a CPU-x4 phone) and the next ones
 * almost nothing. The early script calls it while the main thread waits for main.js, so the first
 * screen's prices and dates no longer pay it inside React's render.
 */
export function warmIntl(lang: string): void {
  const warm = () => {
    try {
      const locale = intlLocaleOf(lang);
      new Intl.NumberFormat(locale).format(0);
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(0);
    } catch {
      // no Intl: the formatters fail later where they are used, not here
    }
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm, { timeout: 3000 });
  else window.setTimeout(warm, 0);
}

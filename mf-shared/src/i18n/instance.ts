import i18next, { type TOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../session/keys';
import { readItem, writeItem } from '../session/storage';
import { commonEn } from './common.en';
import { commonId } from './common.id';

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';
export const FALLBACK_LANGUAGE: Language = 'en';
export const COMMON_NS = 'common';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language the page's URL names (`?lang=en`: the server's hreflang alternates link to it), or null. */
function urlLanguage(): Language | null {
  if (typeof window === 'undefined') return null;
  const named = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(named) ? named : null;
}

/** The URL's language first (the shell's early script has saved it too), then the reader's saved choice. */
function storedLanguage(): Language {
  const named = urlLanguage();
  if (named) return named;
  const stored = readItem(STORAGE_KEYS.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyToDocument(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * The one i18next instance of the product (shared as a singleton through Module Federation with
 * mf-shared). Initialised synchronously with the language restored from localStorage, so the
 * first render is already in the right language.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [COMMON_NS],
  defaultNS: COMMON_NS,
  resources: { id: { [COMMON_NS]: commonId }, en: { [COMMON_NS]: commonEn } },
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  returnNull: false,
});
applyToDocument(getLanguage());

export function getLanguage(): Language {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : DEFAULT_LANGUAGE;
}

/** Switches the language, saves it under `lpk_lang`, sets `<html lang>` (and drops a `?lang=` naming another one from the URL). */
export function setLanguage(lang: Language): Promise<void> {
  if (!isLanguage(lang)) return Promise.reject(new Error(`unsupported language: ${String(lang)}`));
  writeItem(STORAGE_KEYS.lang, lang);
  applyToDocument(lang);
  // A URL naming the other language would bring it back on a reload: it no longer says so.
  const named = urlLanguage();
  if (named && named !== lang) {
    const url = new URL(window.location.href);
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return i18n.changeLanguage(lang).then(() => undefined);
}

/** A remote's own strings, in both languages, under its namespace. */
export function addResources(ns: string, resources: { id: object; en: object }): void {
  i18n.addResourceBundle('id', ns, resources.id, true, true);
  i18n.addResourceBundle('en', ns, resources.en, true, true);
}

/** Translates with the shared instance at call time (current language). */
export function t(key: string, options?: TOptions): string {
  return String(options ? i18n.t(key, options) : i18n.t(key));
}

// Another tab switched language: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.lang || !isLanguage(event.newValue) || event.newValue === getLanguage()) return;
    applyToDocument(event.newValue);
    void i18n.changeLanguage(event.newValue);
  });
}

export { COMMON_NS, DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, addResources, getLanguage, i18n, isLanguage, setLanguage, t } from './instance';
export type { Language } from './instance';
export { commonEn } from './common.en';
export { commonId } from './common.id';
export type { CommonStrings } from './common.id';
export { dateTimeFormat, intlLocale, numberFormat } from './format';

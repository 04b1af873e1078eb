import { getLanguage } from 'mf-shared';

/** A count in the reader's language (1.234 in Indonesian, 1,234 in English). */
export const formatNumber = (n: number) => new Intl.NumberFormat(getLanguage() === 'en' ? 'en-GB' : 'id-ID').format(n);

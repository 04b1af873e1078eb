import { numberFormat } from 'mf-shared';

/** A count in the reader's language (1.234 in Indonesian, 1,234 in English). */
export const formatNumber = (n: number) => numberFormat().format(n);

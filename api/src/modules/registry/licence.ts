import { findProvince, foldText } from 'contracts';

/**
 * How licence numbers, names and provinces are compared with the registry. A licence number is
 * compared upper-cased without spaces ("kep.329 / 32.06" = "KEP.329/32.06"); a name folded
 * (lower case, no accents, punctuation as spaces, the "LPK" prefix dropped); a province by its
 * canonical name (aliases such as "Jabar" count as "Jawa Barat").
 */
export function licenceKey(value: string): string {
  return value.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
}

export function nameKey(value: string): string {
  return foldText(value)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/^lpk\s+/, '')
    .trim();
}

export function provinceKey(value: string): string {
  return findProvince(value)?.name ?? foldText(value).trim();
}

/** Separators people type inside phone numbers: spaces, dots, dashes, brackets. */
const SEPARATORS = /[\s().-]/g;

/**
 * A plausible Indonesian number: 08xx…, 628xx… or +628xx… (landlines 0xx… too), 8 to 14 digits
 * after the prefix. A first check only: the server normalises and validates it for good.
 */
export function isIndonesianPhone(value: string): boolean {
  return /^(?:\+62|62|0)[1-9]\d{6,12}$/.test(value.replace(SEPARATORS, ''));
}

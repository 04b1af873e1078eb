import type { PublicStrings } from './public.id';

/** Strings of mf-public, English. */
export const publicEn: PublicStrings = {
  title: '',
};

import type { PublicStrings } from './public.id';

/** Strings used across mf-public, English. */
export const publicEn: PublicStrings = {
  common: {
    loading: 'Loading…',
  },
};

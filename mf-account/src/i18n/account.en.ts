import type { AccountStrings } from './account.id';

/** Strings used across mf-account, English. */
export const accountEn: AccountStrings = {
  common: {
    loading: 'Loading…',
  },
};

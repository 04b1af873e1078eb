import type { AccountStrings } from './account.id';

/** Strings of mf-account, English. */
export const accountEn: AccountStrings = {
  title: '',
};

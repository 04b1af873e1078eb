/** Strings of mf-account, Indonesian (default). */
export const accountId = {
  title: '',
};

export type AccountStrings = typeof accountId;

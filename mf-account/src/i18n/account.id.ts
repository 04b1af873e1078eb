/** Strings used across mf-account, Indonesian (default). Each screen adds its own in screens/<name>/i18n.ts. */
export const accountId = {
  common: {
    loading: 'Memuat…',
  },
};

export type AccountStrings = typeof accountId;

/** Strings used across mf-public, Indonesian (default). Each screen adds its own in screens/<name>/i18n.ts. */
export const publicId = {
  common: {
    loading: 'Memuat…',
  },
};

export type PublicStrings = typeof publicId;

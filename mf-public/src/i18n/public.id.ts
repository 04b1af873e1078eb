/** Strings of mf-public, Indonesian (default). */
export const publicId = {
  title: '',
};

export type PublicStrings = typeof publicId;

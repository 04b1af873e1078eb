/** The localStorage keys of SPEC.md section 3 / DESIGN.md section 1. */
export const STORAGE_KEYS = Object.freeze({
  token: 'lpk_token',
  user: 'lpk_user',
  lang: 'lpk_lang',
});

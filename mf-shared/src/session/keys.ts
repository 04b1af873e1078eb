/** The localStorage keys of docs/product.md section 3 / docs/architecture.md section 1. */
export const STORAGE_KEYS = Object.freeze({
  token: 'lpk_token',
  user: 'lpk_user',
  lang: 'lpk_lang',
});

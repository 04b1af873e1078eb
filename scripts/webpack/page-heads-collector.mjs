// Stands in for `mf-shared` when page-heads.cjs runs a remote's src/page-heads.ts in Node: keeps the strings its i18n modules add.
export const collected = {};
export function addResources(ns, resources) {
  collected[ns] = collected[ns] || { id: {}, en: {} };
  for (const lang of ['id', 'en']) Object.assign(collected[ns][lang], resources[lang]);
}

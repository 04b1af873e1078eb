import path from 'node:path';
import { COMMON_NS, i18n } from 'mf-shared';
import { i18nModules, languageGaps } from '../../scripts/jest/i18n-parity';
import { registerPublicStrings } from '../src/i18n';

/** Every string of this remote exists in Indonesian and in English, none empty (plural forms aside). */
test('every key of the public namespace is in both languages, none empty', async () => {
  registerPublicStrings();
  const modules = i18nModules(path.join(__dirname, '..', 'src'));
  expect(modules.length).toBeGreaterThan(1);
  for (const file of modules) await import(file);
  expect(languageGaps(i18n, ['public', COMMON_NS])).toEqual({ onlyId: [], onlyEn: [], empty: [] });
});

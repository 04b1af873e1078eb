import { i18n } from 'mf-shared';
import { languageGaps } from '../../scripts/jest/i18n-parity';
import { shellEn } from '../src/i18n/shell.en';
import { shellId } from '../src/i18n/shell.id';

/** Every string of the shell exists in Indonesian and in English, none empty (plural forms aside). */
test('every key of the shell namespace is in both languages, none empty', () => {
  i18n.addResourceBundle('id', 'shell-parity', shellId, true, true);
  i18n.addResourceBundle('en', 'shell-parity', shellEn, true, true);
  expect(languageGaps(i18n, ['shell-parity'])).toEqual({ onlyId: [], onlyEn: [], empty: [] });
});

import { allMessages, pickLanguage, translator } from '../../src/i18n';
import type { MessageTree } from '../../src/i18n/types';

function keys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

test('Indonesian and English messages have exactly the same keys, none empty', () => {
  const id = allMessages('id');
  const en = allMessages('en');
  expect(keys(id).sort()).toEqual(keys(en).sort());
  for (const tree of [id, en]) {
    for (const key of keys(tree)) expect(translator('id')(key).length).toBeGreaterThan(0);
  }
});

test.each([
  [undefined, 'id'],
  ['', 'id'],
  ['en', 'en'],
  ['en-US,en;q=0.9', 'en'],
  ['fr-FR, en;q=0.5', 'en'],
  ['id-ID,id;q=0.9,en;q=0.8', 'id'],
  ['en;q=0.4, id;q=0.8', 'id'],
  ['in', 'id'],
  ['ja, zh', 'id'],
  ['en;q=0', 'id'],
])('Accept-Language %p answers in %p', (header, lang) => {
  expect(pickLanguage(header)).toBe(lang);
});

test('interpolation works in both languages', () => {
  expect(translator('id')('errors.too_many_requests', { seconds: 42 })).toContain('42 detik');
  expect(translator('en')('errors.too_many_requests', { seconds: 42 })).toContain('42 seconds');
});

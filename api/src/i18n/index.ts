import i18next, { type TFunction } from 'i18next';
import { common } from './common';
import { moduleMessages } from './registry';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type MessageTree } from './types';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './types';

function merge(target: MessageTree, source: MessageTree): MessageTree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') merge(existing, value);
    else target[key] = value;
  }
  return target;
}

export function allMessages(lang: Language): MessageTree {
  const tree: MessageTree = {};
  merge(tree, common[lang]);
  for (const m of moduleMessages) merge(tree, m[lang]);
  return tree;
}

const instance = i18next.createInstance();
void instance.init({
  resources: {
    id: { translation: allMessages('id') },
    en: { translation: allMessages('en') },
  },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

const fixed: Record<Language, TFunction> = {
  id: instance.getFixedT('id'),
  en: instance.getFixedT('en'),
};

export type Translate = (key: string, params?: Record<string, unknown>) => string;

export function translator(lang: Language): Translate {
  const t = fixed[lang];
  return (key, params) => String(t(key, params ?? {}));
}

/**
 * Picks the response language from an Accept-Language header: the first supported tag by
 * quality (`en-US` counts as `en`), Indonesian when nothing matches.
 */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((x) => x.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { base } of ranked) {
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
    if (base === 'in') return 'id';
  }
  return DEFAULT_LANGUAGE;
}

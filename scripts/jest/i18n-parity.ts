import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { i18n as I18n } from 'i18next';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value === null || typeof value !== 'object') return out;
  for (const [key, child] of Object.entries(value)) {
    if (child !== null && typeof child === 'object') {
      for (const [k, v] of leaves(child, `${prefix}${key}.`)) out.set(k, v);
    } else {
      // Plural forms differ by language (Indonesian has only "other"): compare the base key.
      out.set(`${prefix}${key}`.replace(PLURAL, ''), child);
    }
  }
  return out;
}

/** Every module under `dir` that adds strings: `i18n.ts`, `*.i18n.ts`, `i18n/index.ts`. */
export function i18nModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[/.])i18n\.ts$/.test(file) || /(^|\/)i18n\/index\.ts$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

/**
 * The keys of each namespace in Indonesian and English, after every string module was loaded:
 * each key must exist in both languages and hold a non-empty string in each.
 */
export function languageGaps(i18n: I18n, namespaces: readonly string[]): { onlyId: string[]; onlyEn: string[]; empty: string[] } {
  const onlyId: string[] = [];
  const onlyEn: string[] = [];
  const empty: string[] = [];
  for (const ns of namespaces) {
    const id = leaves(i18n.getResourceBundle('id', ns));
    const en = leaves(i18n.getResourceBundle('en', ns));
    for (const key of id.keys()) if (!en.has(key)) onlyId.push(`${ns}:${key}`);
    for (const key of en.keys()) if (!id.has(key)) onlyEn.push(`${ns}:${key}`);
    for (const [lang, map] of [
      ['id', id],
      ['en', en],
    ] as const) {
      for (const [key, value] of map) if (typeof value !== 'string' || value.trim() === '') empty.push(`${lang} ${ns}:${key}`);
    }
  }
  return { onlyId, onlyEn, empty };
}

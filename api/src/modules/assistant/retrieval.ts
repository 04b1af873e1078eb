import MiniSearch from 'minisearch';
import type { Language } from '../../i18n';
import { processToken, terms, tokens } from './text';
import type { Passage } from './types';

/**
 * Full-text retrieval over the knowledge passages (MiniSearch, BM25), one index per language,
 * with the assistant's own tokenizer, stop words, synonyms and stemmer (text.ts) on both the
 * passages and the questions. Titles weigh more than keywords, keywords more than the text.
 */

export interface Hit {
  passage: Passage;
  score: number;
  /** The question's terms this passage matched. */
  matched: string[];
}

/** Terms too general to tell one answer from another ("Japan", "work", "caregiver"). */
export const GENERIC_TERMS: ReadonlySet<string> = new Set(['jepang', 'kerja', 'perawat', 'lansia', 'situs', 'ada', 'orang', 'indonesia']);

interface Indexed {
  key: string;
  title: string;
  text: string;
  keywords: string;
}

export class KnowledgeIndex {
  private readonly indexes = new Map<Language, MiniSearch<Indexed>>();
  private readonly byKey = new Map<string, Passage>();
  private readonly vocabularies = new Map<Language, Set<string>>();

  constructor(passages: readonly Passage[]) {
    for (const lang of ['id', 'en'] as const) {
      const own = passages.filter((p) => p.lang === lang);
      const index = new MiniSearch<Indexed>({
        idField: 'key',
        fields: ['title', 'text', 'keywords'],
        tokenize: (text) => tokens(text),
        processTerm: (term) => processToken(term, lang) ?? false,
        searchOptions: {
          boost: { title: 2, keywords: 1.5, text: 1 },
          prefix: (term) => term.length >= 5,
          fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
          weights: { fuzzy: 0.3, prefix: 0.5 },
        },
      });
      const vocabulary = new Set<string>();
      for (const p of own) {
        const key = `${lang}:${p.id}`;
        this.byKey.set(key, p);
        if (p.topicOnly) continue;
        index.add({ key, title: p.title, text: p.text, keywords: p.keywords ?? '' });
        for (const term of terms(`${p.title} ${p.text} ${p.keywords ?? ''}`, lang)) vocabulary.add(term);
      }
      this.indexes.set(lang, index);
      this.vocabularies.set(lang, vocabulary);
    }
  }

  /** The passages of `lang` that match `query`, best first; `stressed` terms weigh three times as much. */
  search(query: string, lang: Language, stressed: ReadonlySet<string> = new Set(), limit = 6): Hit[] {
    const index = this.indexes.get(lang)!;
    const results = index.search(query, stressed.size ? { boostTerm: (term) => (stressed.has(term) ? 3 : 1) } : {});
    return results.slice(0, limit).map((r) => ({
      passage: this.byKey.get(String(r.id))!,
      score: r.score,
      matched: [...new Set(r.queryTerms)],
    }));
  }

  /** One passage by id. */
  get(id: string, lang: Language): Passage | undefined {
    return this.byKey.get(`${lang}:${id}`);
  }

  /** Every term of the passages of `lang`. */
  vocabulary(lang: Language): ReadonlySet<string> {
    return this.vocabularies.get(lang)!;
  }
}

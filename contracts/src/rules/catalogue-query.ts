import { foldText } from './text';

/**
 * Limits and vocabularies of the catalogue's query strings (GET /institutes, /institutes/compare,
 * /jobs): the API's query schemas (contracts/src/http/catalogue.ts) and the search and compare
 * screens read them here. No zod: the screens on the first-visit path import this module.
 */

/** Orders of the institute search besides the default (rating). Labels: the search screen's own. */
export const INSTITUTE_SORTS = ['price_asc', 'price_desc'] as const;
export type InstituteSort = (typeof INSTITUTE_SORTS)[number];

/**
 * What each institute of a search answer holds: `full` (the default) every field of
 * InstituteSummary; `card` only what a result card shows (no address, licence details or
 * description: two thirds fewer bytes for a phone; the detail page has them).
 */
export const INSTITUTE_VIEWS = ['full', 'card'] as const;
export type InstituteView = (typeof INSTITUTE_VIEWS)[number];

/** Paging limits of every catalogue list. */
export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 50;
export const PAGE_MAX = 100_000;
/** Longest free-text query, province or prefecture (characters). */
export const QUERY_MAX_CHARS = 100;

/** A comparison takes two to four distinct institutes. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** Largest institute or vacancy id (a 32-bit signed integer, the databases' integer key). */
export const MAX_CATALOGUE_ID = 2_147_483_647;

/** Folded, de-duplicated, sorted search terms: "Bándung  LPK bandung" -> ["bandung", "lpk"]. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(foldText(q).split(' ').filter(Boolean))].sort();
}

/** A path id: digits only, 1..MAX_CATALOGUE_ID (anything else is a 404, not a 422). */
export function parsePathId(raw: string): number | undefined {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= MAX_CATALOGUE_ID ? id : undefined;
}

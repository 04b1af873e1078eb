import {
  FEE_CHECK_FILTERS,
  FEE_LEVELS,
  INSTITUTE_SORTS,
  PROGRAMS,
  type FeeCheckFilter,
  type FeeLevel,
  type InstituteSearchQuery,
  type InstituteSort,
  type Program,
} from 'contracts';
import { pageFromSearch } from '../../components/catalogue/ListPager';

/** URL query keys of the search filters (the same names the API takes: contracts instituteSearchQuery). */
export const FILTER_KEYS = ['dormitory', 'program', 'fee', 'fee_check', 'province', 'sort'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The API query for the current URL: path query, known filter values only, and the page. */
export function searchFromUrl(query: string | undefined, params: URLSearchParams, perPage: number): InstituteSearchQuery {
  const dormitory = params.get('dormitory');
  return {
    q: query?.trim() || undefined,
    dormitory: dormitory === '1' || dormitory === '0' ? dormitory : undefined,
    program: oneOf<Program>(PROGRAMS, params.get('program')),
    fee: oneOf<FeeLevel>(FEE_LEVELS, params.get('fee')),
    fee_check: oneOf<FeeCheckFilter>(FEE_CHECK_FILTERS, params.get('fee_check')),
    province: params.get('province')?.trim() || undefined,
    sort: oneOf<InstituteSort>(INSTITUTE_SORTS, params.get('sort')),
    page: pageFromSearch(params),
    per_page: perPage,
  };
}

/** The /search path of a text query. */
export function searchPath(query: string): string {
  const q = query.trim();
  return q ? `/search/${encodeURIComponent(q)}` : '/search';
}

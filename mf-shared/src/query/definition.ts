import type { Loader, QueryKey } from './cache';

/**
 * A query's key and fetcher together, owned by the `src/api/<feature>.ts` module that calls the
 * endpoint (the queryOptions pattern): screens pass it to `useQuery` and never build keys inline,
 * so one key always means one request and one answer's type.
 */
export interface QueryDefinition<T> {
  key: QueryKey;
  fetch: Loader<T>;
}

/** Keys more than one remote reads (the query cache is shared): one place, one type. */
export const sharedKeys = {
  /** An LPK's public detail, by its numeric id (mf-public's catalogue page, mf-account's registration and staff list). */
  institute: (id: number) => ['institute', id] as const,
};

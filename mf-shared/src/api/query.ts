/** Query values of a GET; undefined, null and '' are left out of the URL. */
export type Query = Record<string, string | number | boolean | null | undefined>;

/** A query value that goes into the URL (not undefined, null or ''). */
export function isSet(value: Query[string]): value is string | number | boolean {
  return value !== undefined && value !== null && value !== '';
}

/** Drops empty values, so the URL (and the API's cache key) carries only what was chosen. */
export function cleanQuery(query: Query): Query {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => isSet(value)));
}

export { clearQueries, getQueryData, hashKey, invalidate, queryDefaults, setQueryData } from './cache';
export type { Loader, QueryKey, QueryOptions, QuerySnapshot, QueryStatus } from './cache';
export { useInvalidateOn, useQuery } from './useQuery';
export type { QueryResult, UseQueryOptions } from './useQuery';
export { sharedKeys } from './definition';
export type { QueryDefinition } from './definition';

import { useQuery } from 'mf-shared';
import { factsQuery } from '../../api/catalogue';

/**
 * GET /facts from the shared query cache: one request per page load, however many screens and
 * lists read it (the figures change with a deploy, not per visit); a failure is tried again when
 * next shown.
 */
export function useFacts() {
  return useQuery(factsQuery, { staleTime: Infinity });
}

/** The configured JPY->IDR rate and its date from GET /facts; undefined until known (or if it fails). */
export function useExchangeRate(): { jpy_idr: number; date: string } | undefined {
  return useFacts().data?.exchange_rate;
}

import { MAX_ID_PARAM } from 'contracts';
import { notFound } from '../../lib/http-error';

/**
 * The request schemas of the registrations routes are in contracts/src/http/registrations.ts.
 * What stays here is how a `/{id}` parameter is read: anything but a plain positive integer is
 * a missing resource (404), not invalid input.
 */
export function parseIdParam(value: unknown): number {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id < 1 || id > MAX_ID_PARAM) throw notFound();
  return id;
}

import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { fields } from 'contracts';

const MAX_ID = 2_147_483_647;

/** A positive integer id; a digit string from a form post counts. `true`, "1.5" or "" do not. */
export const idField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,12}$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number().int().min(1).max(MAX_ID),
);

/** Explicit consent: the JSON value true (or "true"/"1"/"on"/1 from a form); anything else refuses. */
export const consentField = z.preprocess(
  (v) => (v === true || v === 'true' || v === 1 || v === '1' || v === 'on' ? true : v),
  z.literal(true, { message: 'registrations.consent_required' }),
);

export const createRegistrationSchema = z.object({
  lpk_id: idField,
  job_id: idField.optional().nullable(),
  consent: consentField,
});

export const pagingSchema = z.object({
  page: fields.queryInt(1, 100_000).default(1),
  per_page: fields.queryInt(1, 50).default(20),
});

/** `/{id}` route parameter: anything but a plain positive integer is a missing resource. */
export function parseIdParam(value: unknown): number {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id < 1 || id > MAX_ID) throw notFound();
  return id;
}

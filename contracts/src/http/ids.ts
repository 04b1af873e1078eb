import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/** A positive integer id in a body or query; a digit string from a form post counts. `true`, "1.5" or "" do not. */
export const idField = z.preprocess((v) => (typeof v === 'string' && /^\d{1,12}$/.test(v.trim()) ? Number(v.trim()) : v), z.number().int().min(1).max(MAX_ID));

/** The largest id a `/{id}` parameter may name (PostgreSQL's integer). */
export const MAX_ID_PARAM = MAX_ID;

/**
 * `/registrations/{id}...` and `/institution/registrations/{id}...`: the API reads the id itself,
 * and anything but a plain positive integer answers 404, as a missing registration would.
 */
export const registrationIdParams = z.object({ id: z.string().describe('Registration id, a positive integer (anything else: 404)') });

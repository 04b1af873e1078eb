import { z } from 'zod';

/**
 * The envelope of every JSON answer of the API: `{ status, message?, data?, errors? }` (Laravel's
 * shape). Front ends unwrap `data` in one place (mf-shared's API client).
 */
export const errorEnvelope = z
  .object({
    status: z.literal('error'),
    message: z.string().describe('Localised (Accept-Language: id or en)'),
    errors: z.record(z.string(), z.array(z.string())).optional().describe('Field path -> localised messages (422)'),
  })
  .meta({ id: 'ErrorEnvelope' });

/** `{ status: 'success', message?, data }` around an answer's data. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), message: z.string().optional(), data });
}

/** The answer of a write whose only content is a localised confirmation. */
export const messageEnvelope = z.object({ status: z.literal('success'), message: z.string(), data: z.unknown().optional() });

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type Envelope<T> = { status: 'success'; message?: string; data: T };

/** Error statuses an API route may answer, each with the error envelope (documentation and tests). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

export function errorAnswers<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorEnvelope> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelope])) as Record<S, typeof errorEnvelope>;
}

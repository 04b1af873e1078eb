/** A field error before translation: an i18next key and its interpolation values. */
export interface FieldMessage {
  key: string;
  params?: Record<string, unknown>;
}

export type FieldErrors = Record<string, FieldMessage[]>;

/**
 * An error the API answers with on purpose. `messageKey` and every field message are i18next
 * keys, translated into the request's language by the error handler (plugins/envelope.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    readonly params?: Record<string, unknown>,
  ) {
    super(messageKey);
  }
}

export const notFound = (key = 'errors.not_found') => new HttpError(404, key);
export const forbidden = (key = 'errors.forbidden') => new HttpError(403, key);
export const unauthenticated = () => new HttpError(401, 'errors.unauthenticated');

/** A 422 with one field error, for rules checked after schema validation (uniqueness, state). */
export function fieldError(field: string, key: string, params?: Record<string, unknown>, messageKey = 'errors.validation'): HttpError {
  return new HttpError(422, messageKey, { [field]: [params ? { key, params } : { key }] });
}

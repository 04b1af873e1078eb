import { ApiError } from 'mf-shared';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** react-hook-form error type of a message that came from the server (already translated). */
export const SERVER_ERROR = 'server';

/**
 * Puts the per-field messages of a 422 (`errors` of the envelope) next to the fields of the
 * form; fields the form does not have are ignored, and so is a message equal to `alreadyShown`
 * (the form's own failure message: no need to announce it twice). Returns how many fields got one.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  alreadyShown?: string,
): number {
  if (!(error instanceof ApiError)) return 0;
  let shown = 0;
  for (const field of fields) {
    const messages = (error.errors[field] ?? []).filter((message) => message.trim() !== alreadyShown?.trim());
    if (!messages.length) continue;
    setError(field, { type: SERVER_ERROR, message: messages.join(' ') }, { shouldFocus: shown === 0 });
    shown += 1;
  }
  return shown;
}

/**
 * The text of a field error: client rules carry a translation key (so a language switch
 * re-translates them), server messages are shown as they came.
 */
export function fieldErrorText(error: FieldError | undefined, translate: (key: string) => string): string | undefined {
  if (!error?.message) return undefined;
  return error.type === SERVER_ERROR ? error.message : translate(error.message);
}

import { HttpError } from './http-error';

/**
 * A store of files (the upload store, the S3 bucket of release files) could not be reached: refused,
 * timed out, a 5xx or access denied from S3, a disk error. Answered 503 with Retry-After (never a
 * 500), and logged once as a warning with its cause (modules/uploads/serve.ts); nothing was written.
 */
export class StorageUnavailable extends HttpError {
  constructor(
    /** What could not be reached, for the log: `uploads (s3)`, `release files (s3)`. */
    readonly store: string,
    override readonly cause: unknown,
    messageKey = 'errors.unavailable',
  ) {
    super(503, messageKey, undefined, { 'Retry-After': '30' });
    this.message = `${store} could not be reached: ${describe(cause)}`;
  }
}

function describe(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const code = (cause as { code?: unknown }).code;
  return `${cause.name}${typeof code === 'string' ? ` ${code}` : ''}: ${cause.message}`;
}

import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fieldError, HttpError } from '../../lib/http-error';

/** Largest image accepted (avatar, certificate scans): 2 MiB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Room for the multipart boundaries, part headers and a few small text fields. */
const ENVELOPE_ALLOWANCE = 64 * 1024;

/**
 * Options for registering @fastify/multipart in a module's scope. Files are streamed and
 * truncated by busboy at `fileSize` (one byte over the limit is enough to refuse), so an
 * oversized upload is never held in memory.
 */
export const multipartOptions: FastifyMultipartOptions = {
  limits: {
    fileSize: MAX_IMAGE_BYTES,
    files: 2,
    fields: 10,
    fieldSize: 1024,
    fieldNameSize: 100,
    parts: 12,
    headerPairs: 20,
  },
};

export interface UploadedFile {
  bytes: Buffer;
  /** As the client named it: informational only, never used for the type or the stored name. */
  filename: string;
}

/**
 * Lets the rest of the request body flow to nowhere, so an answer sent before the body was read
 * (an error) does not leave the client blocked on a full socket buffer.
 */
function drain(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
}

function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  const n = header === undefined ? Number.NaN : Number(header);
  return Number.isFinite(n) ? n : undefined;
}

function hasCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/**
 * Reads the single file sent in multipart field `field`, at most `maxBytes` long. Every failure is
 * a 422 on `field` (Laravel answers a too-large or missing upload that way too): not multipart or
 * no such field -> required; over the limit -> too large; a second file -> one file only;
 * a malformed form -> unreadable. Other parts are read and discarded.
 */
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes = MAX_IMAGE_BYTES): Promise<UploadedFile> {
  const sizeParams = { max: Math.round((maxBytes / 1024 / 1024) * 10) / 10 };
  if (!request.isMultipart()) {
    drain(request);
    throw fieldError(field, 'validation.required');
  }
  const length = declaredLength(request);
  if (length !== undefined && length > maxBytes + ENVELOPE_ALLOWANCE) {
    // Refused on the declared size alone: the body is not parsed, only discarded.
    drain(request);
    throw fieldError(field, 'uploads.too_large', sizeParams);
  }

  let found: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || found) {
        if (part.fieldname === field) throw fieldError(field, 'uploads.one_file');
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      found = { bytes, filename: part.filename };
    }
  } catch (error) {
    drain(request);
    if (error instanceof HttpError) throw error;
    if (hasCode(error)) {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(field, 'uploads.too_large', sizeParams);
      if (error.code === 'FST_FILES_LIMIT') throw fieldError(field, 'uploads.one_file');
    }
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw fieldError(field, 'uploads.unreadable');
  }
  if (!found || found.bytes.length === 0) throw fieldError(field, found ? 'uploads.empty' : 'validation.required');
  return found;
}

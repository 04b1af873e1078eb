import { REPORT_ATTACHMENT_MAX_BYTES } from 'contracts';
import type { FastifyRequest } from 'fastify';
import { fieldError, HttpError } from '../../lib/http-error';

/**
 * The report form: multipart text fields and at most one file `attachment` (streamed and cut by
 * busboy at REPORT_ATTACHMENT_MAX_BYTES, never held whole when too large), or the same fields as a
 * JSON body when there is no file. Other files are discarded; a second `attachment` is refused.
 */
export interface ReportForm {
  fields: Record<string, unknown>;
  attachment: Buffer | null;
}

const SIZE_PARAMS = { max: REPORT_ATTACHMENT_MAX_BYTES / 1024 / 1024 };
/** Room for the boundaries, the part headers and the text fields (the text is at most 4,000 characters). */
const ENVELOPE_ALLOWANCE = 64 * 1024;
/** busboy's limits for this form: one file, a few short fields. */
export const REPORT_MULTIPART_LIMITS = { fileSize: REPORT_ATTACHMENT_MAX_BYTES, files: 1, fields: 8, fieldSize: 32 * 1024, parts: 10 };

function drain(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
}

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : undefined;
}

const refuse = (key: string, params?: Record<string, unknown>) => fieldError('attachment', key, params, 'reports.submit_failed');

export async function readReportForm(request: FastifyRequest): Promise<ReportForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(415, 'errors.unsupported_media_type');
    return { fields: body as Record<string, unknown>, attachment: null };
  }
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > REPORT_ATTACHMENT_MAX_BYTES + ENVELOPE_ALLOWANCE) {
    // Refused on the declared size alone: the body is not parsed, only discarded.
    drain(request);
    throw refuse('uploads.too_large', SIZE_PARAMS);
  }
  const fields: Record<string, unknown> = {};
  let attachment: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: REPORT_MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'attachment') {
          part.file.resume();
          continue;
        }
        if (attachment) throw refuse('uploads.one_file');
        const bytes = await part.toBuffer();
        // A file input left empty sends a part with no name and no bytes: no attachment.
        if (bytes.length === 0 && !part.filename) continue;
        attachment = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    drain(request);
    if (error instanceof HttpError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('uploads.too_large', SIZE_PARAMS);
    if (code === 'FST_FILES_LIMIT') throw refuse('uploads.one_file');
    request.log.info({ err: error }, 'unreadable report form');
    throw refuse('uploads.unreadable');
  }
  return { fields, attachment };
}

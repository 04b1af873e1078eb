import { LICENCE_DOCUMENT_MAX_BYTES, LICENCE_DOCUMENT_TYPES, type LicenceDocumentType } from 'contracts';
import type { FastifyRequest } from 'fastify';
import { sniffFileType } from '../../lib/file-type';
import { fieldError, HttpError } from '../../lib/http-error';

/**
 * The application form: multipart text fields and one file `document` (the licence), at most
 * 5 MB, streamed and cut by busboy at the limit (never held whole when too large). The type is
 * sniffed from the first bytes; the client's name and type are ignored.
 */
export interface ApplyForm {
  fields: Record<string, string>;
  document: { bytes: Buffer; type: LicenceDocumentType } | null;
}

/** PDF, JPEG or PNG by its first bytes (lib/file-type.ts); anything else (a WebP too) undefined. */
export function sniffDocumentType(bytes: Buffer): LicenceDocumentType | undefined {
  const type = sniffFileType(bytes);
  return (LICENCE_DOCUMENT_TYPES as readonly string[]).includes(type ?? '') ? (type as LicenceDocumentType) : undefined;
}

const SIZE_PARAMS = { max: LICENCE_DOCUMENT_MAX_BYTES / 1024 / 1024 };

function drain(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
}

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : undefined;
}

export async function readApplyForm(request: FastifyRequest): Promise<ApplyForm> {
  if (!request.isMultipart()) {
    drain(request);
    throw new HttpError(415, 'errors.unsupported_media_type');
  }
  const fields: Record<string, string> = {};
  let document: ApplyForm['document'] = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: LICENCE_DOCUMENT_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'document') {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0) throw fieldError('document', 'uploads.empty', undefined, 'lpk_join.submit_failed');
        const type = sniffDocumentType(bytes);
        if (!type) throw fieldError('document', 'lpk_join.document_type', undefined, 'lpk_join.submit_failed');
        document = { bytes, type };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    drain(request);
    if (error instanceof HttpError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('document', 'uploads.too_large', SIZE_PARAMS, 'lpk_join.submit_failed');
    if (code === 'FST_FILES_LIMIT') throw fieldError('document', 'uploads.one_file', undefined, 'lpk_join.submit_failed');
    request.log.info({ err: error }, 'unreadable LPK application form');
    throw fieldError('document', 'uploads.unreadable', undefined, 'lpk_join.submit_failed');
  }
  return { fields, document };
}

import type { ReportStoredType } from 'contracts';
import { sniffFileType } from '../../lib/file-type';
import { fieldError, HttpError } from '../../lib/http-error';
import { detectImageType, reencodeFittedWebp } from '../uploads/image';
import type { Db } from '../../db/database';
import type { Uploads } from '../uploads/storage';
import { isUploadName, type UploadObject } from '../uploads/store/types';
import { attachmentKeysOf } from './queries';

/**
 * A report's optional attachment (an image or a PDF, at most REPORT_ATTACHMENT_MAX_BYTES; the
 * size is enforced while reading the form, form.ts), checked as the other uploads are:
 * - recognised by its first bytes only (the client's name and type are ignored);
 * - an image (JPEG, PNG, WebP) passes the upload checks of uploads/image.ts (well-formed
 *   container, what the decoder sees matching the magic bytes, the decode budget) and is
 *   re-encoded to WebP, orientation applied and every metadata block (EXIF, GPS...) dropped;
 * - a PDF must start with its header (`%PDF-1.x` / `%PDF-2.x`) and end with its trailer marker
 *   (`%%EOF` within the last 1 KB): a truncated upload or another file renamed is refused. Its
 *   bytes are kept as sent and only ever served as a download (`attachment`, nosniff, CSP sandbox).
 * It is private: kept in the folder `reports` of the upload store, which the public /storage route
 * does not serve, and read only through GET /reports/{id}/attachment (its reporter, or the operator, audited).
 */

export interface CheckedAttachment {
  bytes: Buffer;
  type: ReportStoredType;
}

/** Images are kept at most this large (a screenshot or a photo of a receipt stays legible). */
const IMAGE_BOX = 2400;
const IMAGE_MIN_SIDE = 16;
const IMAGE_MAX_PIXELS = 40_000_000;

function pdfIsComplete(bytes: Buffer): boolean {
  return bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF', 0, 'latin1');
}

/** Checks the attachment (422 on `attachment` otherwise) and returns what is kept. */
export async function checkAttachment(bytes: Buffer): Promise<CheckedAttachment> {
  if (bytes.length === 0) throw fieldError('attachment', 'uploads.empty', undefined, 'reports.submit_failed');
  if (sniffFileType(bytes) === 'application/pdf') {
    if (!pdfIsComplete(bytes)) throw fieldError('attachment', 'reports.attachment_pdf_corrupt', undefined, 'reports.submit_failed');
    return { bytes, type: 'application/pdf' };
  }
  if (!detectImageType(bytes)) throw fieldError('attachment', 'reports.attachment_type', undefined, 'reports.submit_failed');
  try {
    const { data } = await reencodeFittedWebp(bytes, 'attachment', {
      maxWidth: IMAGE_BOX,
      maxHeight: IMAGE_BOX,
      minSide: IMAGE_MIN_SIDE,
      maxPixels: IMAGE_MAX_PIXELS,
    });
    return { bytes: data, type: 'image/webp' };
  } catch (error) {
    // The image's own refusal (damaged, too many pixels...), under the form's message.
    if (error instanceof HttpError && error.statusCode === 422) throw new HttpError(422, 'reports.submit_failed', error.errors);
    throw error;
  }
}

/**
 * The attachment in the upload store (app.uploads: UPLOAD_DIR or the S3 bucket; modules/uploads):
 * the folder `reports`, which GET /storage never serves. The row keeps the server-chosen name.
 */
export const ATTACHMENT_FOLDER = 'reports';

export function saveAttachment(uploads: Uploads, attachment: CheckedAttachment): Promise<string> {
  return uploads.save(ATTACHMENT_FOLDER, attachment.bytes, attachment.type === 'application/pdf' ? '.pdf' : '.webp');
}

/** The stored file (a stream and its length), or null when it is gone; a name the server would not choose is never read. */
export function openAttachment(uploads: Uploads, name: string): Promise<UploadObject | null> {
  return isUploadName(ATTACHMENT_FOLDER, name) ? uploads.store.get(ATTACHMENT_FOLDER, name) : Promise.resolve(null);
}

export function removeAttachment(uploads: Uploads, name: string): Promise<void> {
  return uploads.remove(ATTACHMENT_FOLDER, name);
}

/** Removes every attachment of a user's reports (their account is being deleted); a store that cannot be reached refuses (503) before anything is deleted. */
export async function removeAttachmentsOf(db: Db, uploads: Uploads, reporterId: number): Promise<void> {
  for (const name of await attachmentKeysOf(db, reporterId)) await removeAttachment(uploads, name);
}

/**
 * The one file-type sniffer of the API: what an upload is, named from its first bytes only (never
 * from the client's file name or declared type). Used by the image uploads (uploads/image.ts), the
 * report attachments (reports/attachments.ts) and the LPK application's licence (lpk-join/form.ts);
 * each then accepts the types it takes and checks the container further.
 */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** `%PDF-1.x` or `%PDF-2.x`, the header every PDF starts with. */
const PDF_HEADER = /^%PDF-[12]\.\d/;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (RIFF....WEBP) or PDF (`%PDF-1.x`/`%PDF-2.x`); undefined for anything else (GIF, HEIC, SVG, text...). */
export function sniffFileType(bytes: Uint8Array): SniffedType | undefined {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (PDF_HEADER.test(ascii(bytes, 0, 8))) return 'application/pdf';
  return undefined;
}

/** The length of the PNG signature (where the PNG's first chunk starts). */
export const PNG_SIGNATURE_LENGTH = PNG_SIGNATURE.length;

import sharp, { type Metadata } from 'sharp';
import { PNG_SIGNATURE_LENGTH, sniffFileType, type SniffedType } from '../../lib/file-type';
import { fieldError } from '../../lib/http-error';
import { decodeAllowance, inDecodeQueue } from './decode-budget';

// libvips keeps decoded images in a cache of its own by default: uploads are seen once.
sharp.cache(false);

/** The image formats we accept, recognised by their first bytes (never by name or declared type). */
export type ImageType = 'jpeg' | 'png' | 'webp';

const IMAGE_TYPES: Partial<Record<SniffedType, ImageType>> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** JPEG, PNG or WebP by magic bytes (lib/file-type.ts), named as sharp names them; undefined for anything else (PDF, text, GIF, HEIC, SVG...). */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  const type = sniffFileType(bytes);
  return type && IMAGE_TYPES[type];
}

/**
 * Walks the PNG chunk list: the first chunk must be IHDR and the file must end exactly with the
 * IEND chunk. Bytes appended after IEND (the usual way to make a PNG that is also an HTML, ZIP
 * or script file) are refused.
 */
function pngIsWellFormed(bytes: Buffer): boolean {
  let offset = PNG_SIGNATURE_LENGTH;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (first && type !== 'IHDR') return false;
    first = false;
    const end = offset + 12 + length;
    if (end > bytes.length) return false;
    if (type === 'IEND') return end === bytes.length;
    offset = end;
  }
  return false;
}

/** The RIFF size field must cover the file exactly: nothing hidden after the WebP data. */
function webpIsWellFormed(bytes: Buffer): boolean {
  return bytes.readUInt32LE(4) + 8 === bytes.length;
}

/**
 * Container checks before any decoding. JPEG is not checked for trailing bytes: phone cameras
 * (Samsung, multi-picture JPEGs) legitimately append data after the image; that data never
 * survives re-encoding.
 */
export function isWellFormed(bytes: Buffer, type: ImageType): boolean {
  if (type === 'png') return pngIsWellFormed(bytes);
  if (type === 'webp') return webpIsWellFormed(bytes);
  return true;
}

export interface ReencodeOptions {
  /** Side of the square output, in pixels (the image is cropped to cover it, never enlarged). */
  size: number;
  /** Smallest accepted width and height of the input. */
  minSide: number;
  /** Largest accepted number of input pixels (decompression-bomb guard). */
  maxPixels: number;
  quality?: number;
}

/**
 * The checks every upload passes before it is decoded: a JPEG, PNG or WebP by its magic bytes, a
 * well-formed container, what the decoder sees matching the magic bytes, within the decode budget
 * (decode-budget.ts) and at least `minSide` pixels each way. Throws a 422 on `field` otherwise.
 */
async function inspectImage(
  bytes: Buffer,
  field: string,
  options: Pick<ReencodeOptions, 'minSide' | 'maxPixels'>,
): Promise<Metadata & { width: number; height: number }> {
  const type = detectImageType(bytes);
  if (!type) throw fieldError(field, 'uploads.image_type');
  if (!isWellFormed(bytes, type)) throw fieldError(field, 'uploads.image_corrupt');

  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw fieldError(field, 'uploads.image_corrupt');
  }
  // What the decoder sees must be what the magic bytes said (no format confusion).
  if (meta.format !== type || !meta.width || !meta.height) throw fieldError(field, 'uploads.image_corrupt');
  // Priced by kind before decoding (decode-budget.ts): an interlaced PNG costs twenty times a JPEG.
  const allowance = decodeAllowance(meta, options.maxPixels);
  if (!allowance.ok) throw fieldError(field, 'uploads.image_too_many_pixels', { max: allowance.maxMegapixels });
  if (meta.width < options.minSide || meta.height < options.minSide) {
    throw fieldError(field, 'uploads.image_too_small', { min: options.minSide });
  }
  return meta as Metadata & { width: number; height: number };
}

/**
 * Checks that `bytes` is a JPEG, PNG or WebP image and re-encodes it to a square WebP:
 * orientation applied, every metadata block (EXIF, GPS, XMP, ICC, comments) dropped, cropped
 * to cover `size` x `size`. Throws a 422 on `field` for anything that is not such an image.
 */
export async function reencodeSquareWebp(bytes: Buffer, field: string, options: ReencodeOptions): Promise<Buffer> {
  const meta = await inspectImage(bytes, field, options);
  const side = Math.min(options.size, meta.width, meta.height);
  return inDecodeQueue(async () => {
    try {
      return await sharp(bytes, { limitInputPixels: options.maxPixels, failOn: 'error' })
        .autoOrient()
        .resize(side, side, { fit: 'cover', position: 'centre' })
        .webp({ quality: options.quality ?? 82 })
        .toBuffer();
    } catch {
      throw fieldError(field, 'uploads.image_corrupt');
    }
  });
}

export interface FitOptions {
  /** The output fits inside `maxWidth` x `maxHeight`, keeping its proportions (never enlarged). */
  maxWidth: number;
  maxHeight: number;
  minSide: number;
  maxPixels: number;
  quality?: number;
}

/**
 * As reencodeSquareWebp, but keeping the picture's proportions (a listing photo): orientation
 * applied, metadata dropped, scaled down to fit the box. Returns the WebP and its size.
 */
export async function reencodeFittedWebp(bytes: Buffer, field: string, options: FitOptions): Promise<{ data: Buffer; width: number; height: number }> {
  await inspectImage(bytes, field, options);
  return inDecodeQueue(async () => {
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: options.maxPixels, failOn: 'error' })
        .autoOrient()
        .resize(options.maxWidth, options.maxHeight, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: options.quality ?? 80 })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch {
      throw fieldError(field, 'uploads.image_corrupt');
    }
  });
}

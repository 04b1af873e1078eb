import { randomBytes } from 'node:crypto';
import sharp, { type Color, type Sharp } from 'sharp';

/**
 * What the upload tests send: a multipart/form-data body written by hand (so names, file names
 * and declared types are fully controlled, wrong ones included) and images drawn with sharp.
 */

export interface Part {
  name: string;
  /** Absent: a plain field; present: a file part with this name. */
  filename?: string;
  /** The part's declared Content-Type. */
  type?: string;
  data: Buffer | string;
}

/** The body and its Content-Type header (with the boundary) for `app.inject`. */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----lpk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const filename = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type = p.type ? `Content-Type: ${p.type}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${filename}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** An image of one colour, not yet encoded: end it with .png(), .jpeg(), .webp(), ... and .toBuffer(). Four channels for an alpha. */
export function solidImage(width: number, height: number, background: Color = '#3a7bd5', channels: 3 | 4 = 3): Sharp {
  return sharp({ create: { width, height, channels, background } });
}

/** A PNG of one colour. */
export const pngOf = (width = 800, height = 600) => solidImage(width, height).png().toBuffer();

/** A JPEG of one colour. */
export const jpegOf = (width = 800, height = 600) => solidImage(width, height).jpeg().toBuffer();

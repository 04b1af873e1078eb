/**
 * The API's one file-type sniffer (api/src/lib/file-type.ts): the type of an upload from its first
 * bytes, whatever name or type the client gave. The avatar/photo uploads, the report attachments and
 * the LPK application's licence all take their answer from it (each accepting only its own types).
 */
import sharp from 'sharp';
import { sniffFileType } from '../src/lib/file-type';
import { sniffDocumentType } from '../src/modules/lpk-join/form';
import { detectImageType } from '../src/modules/uploads/image';

const base = () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#3a7' } });
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('names JPEG, PNG, WebP and PDF from their first bytes', async () => {
  expect(sniffFileType(await base().jpeg().toBuffer())).toBe('image/jpeg');
  expect(sniffFileType(await base().png().toBuffer())).toBe('image/png');
  expect(sniffFileType(await base().webp().toBuffer())).toBe('image/webp');
  expect(sniffFileType(PDF)).toBe('application/pdf');
  expect(sniffFileType(Buffer.from('%PDF-2.0\n'))).toBe('application/pdf');
});

test('anything else, or too few bytes to tell, is not named', async () => {
  expect(sniffFileType(await base().gif().toBuffer())).toBeUndefined();
  expect(sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  expect(sniffFileType(Buffer.from('%PDF-'))).toBeUndefined(); // no version
  expect(sniffFileType(Buffer.from('hello %PDF-1.4'))).toBeUndefined(); // the header must come first
  expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff]))).toBeUndefined();
  expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
  expect(sniffFileType(Buffer.from('RIFF\0\0\0\0WEBP'))).toBeUndefined();
  expect(sniffFileType(Buffer.alloc(0))).toBeUndefined();
});

test('works on a plain Uint8Array as on a Buffer', async () => {
  const png = await base().png().toBuffer();
  expect(sniffFileType(new Uint8Array(png))).toBe('image/png');
  expect(sniffFileType(new TextEncoder().encode('%PDF-1.4'))).toBe('application/pdf');
});

test('the image uploads and the licence document take their types from it', async () => {
  const webp = await base().webp().toBuffer();
  const jpeg = await base().jpeg().toBuffer();
  expect([detectImageType(jpeg), detectImageType(webp), detectImageType(PDF)]).toEqual(['jpeg', 'webp', undefined]);
  // The licence is a PDF, JPEG or PNG: a WebP is refused there.
  expect([sniffDocumentType(PDF), sniffDocumentType(jpeg), sniffDocumentType(webp)]).toEqual(['application/pdf', 'image/jpeg', undefined]);
});

import { recordDate } from 'contracts';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { translator, type Translate } from '../../i18n';
import { availableFaces, fontBytes, type FontFace } from './fonts';

/**
 * The registration certificate as a printable PDF: one A4 page, Indonesian with English below it,
 * holding the caregiver's name, the masked NIK, the LPK and its licence number, the dates, the
 * certificate number, the verification code and a QR code to the public verification page.
 * Every text comes from the `certificates.pdf` messages in both languages.
 */
export interface CertificateDocument {
  number: string;
  verificationCode: string;
  /** `{APP_URL}/registration-certificate?code=...`: what the QR code and the link hold. */
  verificationUrl: string;
  holderName: string;
  /** e.g. 3201••••••••0001; null when the KTP section has no NIK. */
  maskedNik: string | null;
  lpk: { name: string; city: string; province: string; licenceNumber: string };
  /** When the caregiver registered with the LPK (the registration was created). */
  registeredAt: string;
  /** When the LPK moved the registration to `approved`. */
  approvedAt: string;
  /** When the certificate was issued (what the public check shows too). */
  issuedAt: string;
  /** When this file was made. */
  generatedAt: string;
}

/** The QR code's error correction: M (15 %) survives a crease or a smudge on paper. */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, scale: 8 } as const;

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN_X = 56;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN_X;
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#0f5e57';

/** WinAnsi beyond Latin-1: what pdfkit's built-in fonts can show besides U+0020-007E and U+00A0-00FF. */
const WIN_ANSI_EXTRA = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013,
  0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
]);

function winAnsi(codePoint: number): boolean {
  return (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || WIN_ANSI_EXTRA.has(codePoint);
}

type Covers = (codePoint: number) => boolean;

/**
 * `text` as the font can show it: characters it has stay; others lose their accents (NFKD
 * without combining marks: "Ḥ" -> "H"); what is still missing becomes "?".
 */
export function fitText(text: string, covers: Covers): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0)!;
    if (covers(codePoint) || /\s/.test(char)) {
      out += char;
      continue;
    }
    const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += plain && [...plain].every((c) => covers(c.codePointAt(0)!)) ? plain : '?';
  }
  return out;
}

function coversAll(text: string, covers: Covers): boolean {
  return [...text].every((c) => /\s/.test(c) || covers(c.codePointAt(0)!));
}

type Weight = 'regular' | 'bold';

/** The fonts of one document: the embedded faces (best first), or Helvetica when there is none. */
class Fonts {
  private readonly faces: readonly FontFace[];

  constructor(private readonly doc: PDFKit.PDFDocument) {
    this.faces = availableFaces();
    this.faces.forEach((face, i) => {
      doc.registerFont(`f${i}-regular`, fontBytes(face.regular));
      doc.registerFont(`f${i}-bold`, fontBytes(face.bold));
    });
  }

  /** Whether the document's current font has a glyph for a code point. */
  private covers(): Covers {
    const font = (this.doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (cp: number) => boolean } } })._font?.font;
    const has = font?.hasGlyphForCodePoint;
    return typeof has === 'function' ? (cp) => has.call(font, cp) : winAnsi;
  }

  /**
   * Selects the font for `text` (the first face that has all its characters, else the best face)
   * and answers the text as that font can show it.
   */
  use(weight: Weight, text: string): string {
    if (this.faces.length === 0) {
      this.doc.font(weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica');
      return fitText(text, winAnsi);
    }
    for (let i = 0; i < this.faces.length; i += 1) {
      this.doc.font(`f${i}-${weight}`);
      if (coversAll(text, this.covers())) return text;
    }
    this.doc.font(`f0-${weight}`);
    return fitText(text, this.covers());
  }
}

/** A date of record in a language, as on paper and on the web check: "17 Agustus 2026 (WIB)" (contracts' recordDate). */
export function paperDate(iso: string, lang: 'id' | 'en'): string {
  return recordDate(iso, lang);
}

/** ABCDEFGHJKMNPQRS -> ABCD-EFGH-JKMN-PQRS: easier to read out and type (the check accepts both). */
export function groupedCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

interface Writer {
  doc: PDFKit.PDFDocument;
  fonts: Fonts;
  id: Translate;
  en: Translate;
}

/** One line (or paragraph) of text at the current position. */
function write(
  w: Writer,
  text: string,
  options: { size: number; weight?: Weight; color?: string; align?: 'left' | 'center' | 'right'; x?: number; width?: number; gap?: number; link?: string },
): void {
  const shown = w.fonts.use(options.weight ?? 'regular', text);
  w.doc.fontSize(options.size).fillColor(options.color ?? INK);
  const x = options.x ?? MARGIN_X;
  w.doc.text(shown, x, w.doc.y, {
    width: options.width ?? CONTENT_WIDTH,
    align: options.align ?? 'center',
    ...(options.link ? { link: options.link, underline: true } : {}),
  });
  if (options.gap) w.doc.moveDown(options.gap);
}

/**
 * A name in bold, centred, at the largest size from `size` down to `min` at which it takes at
 * most `lines` lines (wrapped at `min` beyond that), so long names never push the rest off the page.
 */
function writeFitted(w: Writer, text: string, size: number, min: number, lines: number): void {
  const shown = w.fonts.use('bold', text);
  const fits = () => w.doc.heightOfString(shown, { width: CONTENT_WIDTH }) <= lines * w.doc.currentLineHeight(true) + 0.5;
  let current = size;
  w.doc.fontSize(current);
  while (current > min && !fits()) {
    current -= 1;
    w.doc.fontSize(current);
  }
  w.doc.fillColor(INK).text(shown, MARGIN_X, w.doc.y, { width: CONTENT_WIDTH, align: 'center' });
}

/** "Indonesian / English" for a short label; once when both read the same. */
function both(w: Writer, key: string, params?: Record<string, unknown>): string {
  const id = w.id(key, params);
  const en = w.en(key, params);
  return id === en ? id : `${id} / ${en}`;
}

function bothDates(iso: string): string {
  const id = paperDate(iso, 'id');
  const en = paperDate(iso, 'en');
  return id === en ? id : `${id} / ${en}`;
}

export async function renderCertificatePdf(data: CertificateDocument): Promise<Buffer> {
  const id = translator('id');
  const en = translator('en');
  const qr = await QRCode.toBuffer(data.verificationUrl, { type: 'png', ...QR_OPTIONS });
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 40, bottom: 20, left: MARGIN_X, right: MARGIN_X },
    lang: 'id-ID',
    displayTitle: true,
    info: {
      Title: `${id('certificates.pdf.document_title', { number: data.number })} / ${en('certificates.pdf.document_title', { number: data.number })}`,
      Author: id('certificates.pdf.brand'),
      Subject: `${id('certificates.pdf.title')} / ${en('certificates.pdf.title')}`,
      CreationDate: new Date(data.generatedAt),
    },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w: Writer = { doc, fonts: new Fonts(doc), id, en };

  drawFrameAndHeader(w, data);
  drawHolderAndLpk(w, data);
  drawFacts(w, data);
  const boxBottom = drawVerification(w, data, qr);
  drawNotes(w, data, boxBottom);

  doc.end();
  return done;
}

/** The double frame, the platform's name and the certificate number. */
function drawFrameAndHeader(w: Writer, data: CertificateDocument): void {
  const { doc, id } = w;
  doc
    .lineWidth(2)
    .strokeColor(ACCENT)
    .rect(22, 22, PAGE.width - 44, PAGE.height - 44)
    .stroke();
  doc
    .lineWidth(0.6)
    .rect(28, 28, PAGE.width - 56, PAGE.height - 56)
    .stroke();

  // Header: the platform and the certificate number.
  doc.y = 46;
  write(w, id('certificates.pdf.brand'), { size: 11, weight: 'bold', color: ACCENT, align: 'left' });
  doc.y = 46;
  write(w, `${both(w, 'certificates.pdf.number')}: ${data.number}`, { size: 9, color: MUTED, align: 'right' });
}

/** The title, the holder (with the masked NIK when there is one) and the LPK with its licence. */
function drawHolderAndLpk(w: Writer, data: CertificateDocument): void {
  const { doc, id, en } = w;
  // Title.
  doc.y = 92;
  write(w, id('certificates.pdf.title'), { size: 24, weight: 'bold', color: ACCENT });
  write(w, en('certificates.pdf.title'), { size: 13, color: MUTED, gap: 1.2 });

  // Who.
  write(w, id('certificates.pdf.intro'), { size: 11 });
  write(w, en('certificates.pdf.intro'), { size: 10, color: MUTED, gap: 0.6 });
  writeFitted(w, data.holderName, 24, 13, 1);
  if (data.maskedNik) {
    doc.moveDown(0.2);
    write(w, `${both(w, 'certificates.pdf.nik')}: ${data.maskedNik}`, { size: 11, color: MUTED });
  }
  doc.moveDown(0.8);

  // Where.
  write(w, id('certificates.pdf.statement'), { size: 11 });
  write(w, en('certificates.pdf.statement'), { size: 10, color: MUTED, gap: 0.6 });
  writeFitted(w, data.lpk.name, 17, 11, 2);
  write(w, `${data.lpk.city}, ${data.lpk.province}`, { size: 11, color: MUTED });
  write(w, `${both(w, 'certificates.pdf.licence')}: ${data.lpk.licenceNumber}`, { size: 11, gap: 1.2 });
}

/** The facts, each a label (Indonesian, English under it) and its value: number and dates. */
function drawFacts(w: Writer, data: CertificateDocument): void {
  const { doc, id, en } = w;
  const facts: [string, string][] = [
    ['certificates.pdf.number', data.number],
    ['certificates.pdf.registered_at', bothDates(data.registeredAt)],
    ['certificates.pdf.approved_at', bothDates(data.approvedAt)],
    ['certificates.pdf.issued_at', bothDates(data.issuedAt)],
  ];
  const labelX = MARGIN_X + 40;
  const valueX = MARGIN_X + 215;
  const valueWidth = CONTENT_WIDTH - 215 - 40;
  for (const [key, value] of facts) {
    const top = doc.y;
    write(w, id(key), { size: 10, weight: 'bold', align: 'left', x: labelX, width: 170 });
    write(w, en(key), { size: 9, color: MUTED, align: 'left', x: labelX, width: 170 });
    const labelBottom = doc.y;
    doc.y = top;
    write(w, value, { size: 11, align: 'left', x: valueX, width: valueWidth });
    doc.y = Math.max(labelBottom, doc.y) + 7;
  }
}

/** The verification box: the QR code (a link too), the code and the address. Returns where the box ends. */
function drawVerification(w: Writer, data: CertificateDocument, qr: Buffer): number {
  const { doc, id, en } = w;
  const boxHeight = 170;
  const boxTop = Math.max(560, doc.y + 12);
  doc.lineWidth(1).strokeColor(ACCENT).roundedRect(MARGIN_X, boxTop, CONTENT_WIDTH, boxHeight, 6).stroke();
  const qrSize = 140;
  const qrX = MARGIN_X + 15;
  const qrY = boxTop + (boxHeight - qrSize) / 2;
  doc.image(qr, qrX, qrY, { width: qrSize, height: qrSize });
  doc.link(qrX, qrY, qrSize, qrSize, data.verificationUrl);
  const textX = qrX + qrSize + 18;
  const textWidth = MARGIN_X + CONTENT_WIDTH - 15 - textX;
  doc.y = boxTop + 14;
  write(w, id('certificates.pdf.verify_title'), { size: 12, weight: 'bold', color: ACCENT, align: 'left', x: textX, width: textWidth });
  write(w, en('certificates.pdf.verify_title'), { size: 10, color: MUTED, align: 'left', x: textX, width: textWidth, gap: 0.4 });
  write(w, id('certificates.pdf.verify_text'), { size: 9, align: 'left', x: textX, width: textWidth });
  write(w, en('certificates.pdf.verify_text'), { size: 8.5, color: MUTED, align: 'left', x: textX, width: textWidth, gap: 0.5 });
  write(w, both(w, 'certificates.pdf.code'), { size: 9, color: MUTED, align: 'left', x: textX, width: textWidth });
  write(w, groupedCode(data.verificationCode), { size: 15, weight: 'bold', align: 'left', x: textX, width: textWidth, gap: 0.3 });
  write(w, data.verificationUrl, { size: 8, color: ACCENT, align: 'left', x: textX, width: textWidth, link: data.verificationUrl });
  return boxTop + boxHeight;
}

/** Under the box: when the certificate is void, and when the file was made. */
function drawNotes(w: Writer, data: CertificateDocument, boxBottom: number): void {
  const { doc, id, en } = w;
  doc.y = boxBottom + 16;
  write(w, id('certificates.pdf.void_note'), { size: 9 });
  write(w, en('certificates.pdf.void_note'), { size: 8.5, color: MUTED, gap: 0.6 });
  write(w, id('certificates.pdf.footer', { date: paperDate(data.generatedAt, 'id') }), { size: 8, color: MUTED });
  write(w, en('certificates.pdf.footer', { date: paperDate(data.generatedAt, 'en') }), { size: 8, color: MUTED });
}

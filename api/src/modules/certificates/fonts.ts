import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The typeface of the certificate PDF. pdfkit's built-in Helvetica only covers WinAnsi (about
 * Latin-1), and a name may hold other letters (Ḥ, ş, ő, Cyrillic...). So a TrueType face is
 * embedded when one is found, first that would cover the text:
 *
 * 1. Liberation Sans (SIL Open Font License 1.1), shipped by the pdfjs-dist package in
 *    `standard_fonts/` (its licence file, LICENSE_LIBERATION, sits beside it);
 * 2. DejaVu Sans (free licence), from Debian's fonts-dejavu-core package when installed.
 *
 * Without either, Helvetica is used and what it cannot show is transliterated (accents dropped,
 * anything else becomes "?"): see `fitText` in pdf.ts.
 */
export interface FontFace {
  name: string;
  regular: string;
  bold: string;
}

/** The pdfjs-dist package folder, when installed. */
function pdfjsDir(): string | undefined {
  try {
    return path.dirname(require.resolve('pdfjs-dist/package.json'));
  } catch {
    return undefined;
  }
}

const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';

function candidates(): FontFace[] {
  const list: FontFace[] = [];
  const pdfjs = pdfjsDir();
  if (pdfjs) {
    const dir = path.join(pdfjs, 'standard_fonts');
    list.push({ name: 'LiberationSans', regular: path.join(dir, 'LiberationSans-Regular.ttf'), bold: path.join(dir, 'LiberationSans-Bold.ttf') });
  }
  list.push({ name: 'DejaVuSans', regular: path.join(DEJAVU_DIR, 'DejaVuSans.ttf'), bold: path.join(DEJAVU_DIR, 'DejaVuSans-Bold.ttf') });
  return list;
}

let found: FontFace[] | undefined;

/** The TrueType faces present on this machine, best first (looked up once). */
export function availableFaces(): readonly FontFace[] {
  found ??= candidates().filter((face) => existsSync(face.regular) && existsSync(face.bold));
  return found;
}

const bytes = new Map<string, Buffer>();

/** A font file's bytes, read once per process (each PDF embeds a subset of it). */
export function fontBytes(file: string): Buffer {
  let data = bytes.get(file);
  if (!data) {
    data = readFileSync(file);
    bytes.set(file, data);
  }
  return data;
}

/** For tests: look the faces up again, or pretend a given list is what is installed. */
export function setAvailableFaces(faces: FontFace[] | undefined): void {
  found = faces;
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The typeface of the certificate PDF. pdfkit's built-in Helvetica only covers WinAnsi (about
 * Latin-1), and a name may hold other letters (Ḥ, ş, ő, Cyrillic...). So a TrueType face is
 * embedded when one is found, first that would cover the text:
 *
 * 1. DejaVu Sans (free licence), from the `dejavu-fonts-ttf` package, a dependency of the API;
 * 2. the same face from Debian's fonts-dejavu-core package, when installed.
 *
 * Without either, Helvetica is used and what it cannot show is transliterated (accents dropped,
 * anything else becomes "?"): see `fitText` in pdf.ts.
 */
export interface FontFace {
  name: string;
  regular: string;
  bold: string;
}

/** The dejavu-fonts-ttf package's font folder, when installed. */
function packagedDejaVu(): string | undefined {
  try {
    return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  } catch {
    return undefined;
  }
}

const DEBIAN_DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';

function candidates(): FontFace[] {
  const dirs = [packagedDejaVu(), DEBIAN_DEJAVU_DIR].filter((dir): dir is string => dir !== undefined);
  return dirs.map((dir) => ({ name: 'DejaVuSans', regular: path.join(dir, 'DejaVuSans.ttf'), bold: path.join(dir, 'DejaVuSans-Bold.ttf') }));
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

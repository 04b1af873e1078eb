import { promises as fs, type Stats } from 'node:fs';
import path from 'node:path';

/** What a request may be answered with: the file itself or a precompressed copy beside it. */
export type Encoding = 'br' | 'gzip' | null;

/** Accept-Encoding → the best precompressed copy to try first (brotli, then gzip). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const value = (header ?? '').toLowerCase();
  const accepts = (name: string) => new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q=(?!0(?:\\.0*)?\\s*(?:,|$))[0-9.]+)?\\s*(?:,|$)`).test(value);
  const list: Encoding[] = [];
  if (accepts('br')) list.push('br');
  if (accepts('gzip')) list.push('gzip');
  list.push(null);
  return list;
}

/**
 * A path inside `root` for a URL path, or null when it would leave it, names a dotfile or a
 * precompressed copy (those are only served through content negotiation).
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s.startsWith('.'))) return null;
  if (/\.(?:gz|br)$/.test(decoded)) return null;
  const full = path.resolve(root, ...segments);
  return full.startsWith(root + path.sep) ? full : null;
}

export interface FoundFile {
  file: string;
  stat: Stats;
  encoding: Encoding;
}

async function regularFile(file: string): Promise<Stats | null> {
  const stat = await fs.lstat(file).catch(() => null);
  return stat?.isFile() ? stat : null;
}

/** The file, or its best precompressed copy the client accepts. */
export async function findFile(file: string, encodings: Encoding[]): Promise<FoundFile | null> {
  const original = await regularFile(file);
  if (!original) return null;
  for (const encoding of encodings) {
    if (encoding === null) return { file, stat: original, encoding };
    const candidate = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    const stat = await regularFile(candidate);
    if (stat) return { file: candidate, stat, encoding };
  }
  return { file, stat: original, encoding: null };
}

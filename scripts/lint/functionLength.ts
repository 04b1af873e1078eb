/**
 * Function lengths as ESLint's max-lines-per-function counts them (skipBlankLines, skipComments,
 * IIFEs): the lines from a function's first to its last line that hold code. ESLint stops at 80 and
 * lets `// eslint-disable-next-line max-lines-per-function -- <reason>` pass a longer function; this
 * module is what holds such a function to 120 (function-length.test.ts), which no comment turns off.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const SOFT_CAP = 80;
export const HARD_CAP = 120;

/** A function's name (or `<anonymous>`), first line (1-based), and the lines of it that hold code. */
export interface FunctionLength {
  name: string;
  line: number;
  lines: number;
  /** The comment on the line before the function, if it disables max-lines-per-function. */
  disable: string | null;
}

const DISABLE = /eslint-disable-next-line\s+max-lines-per-function\b(.*)$/;

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  return '<anonymous>';
}

/** The 0-based lines of `source` on which a token (not a comment, not whitespace) stands. */
function codeLines(source: ts.SourceFile): Set<number> {
  const lines = new Set<number>();
  const visit = (node: ts.Node): void => {
    const children = node.getChildren(source);
    if (children.length > 0 || node.kind === ts.SyntaxKind.SyntaxList) {
      children.forEach(visit);
      return;
    }
    const start = node.getStart(source);
    const first = source.getLineAndCharacterOfPosition(start).line;
    source.text
      .slice(start, node.getEnd())
      .split('\n')
      .forEach((text, offset) => {
        if (text.trim() !== '') lines.add(first + offset);
      });
  };
  visit(source);
  return lines;
}

/** Every function of a TypeScript/TSX text with its counted length (those spanning at most `atLeast` lines: not counted, their span given). */
export function functionLengths(text: string, fileName = 'file.tsx', atLeast = 0): FunctionLength[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  let code: Set<number> | undefined; // walking every token is slow: only for the functions long enough to matter
  const rawLines = text.split('\n');
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunction(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      let lines = last - first + 1;
      if (lines > atLeast) {
        code ??= codeLines(source);
        lines = 0;
        for (let line = first; line <= last; line++) if (code.has(line)) lines++;
      }
      const before = first > 0 ? DISABLE.exec(rawLines[first - 1] ?? '') : null;
      found.push({ name: nameOf(node, source), line: first + 1, lines, disable: before ? before[1]!.trim() : null });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const ROOT = path.resolve(__dirname, '..', '..');
const PACKAGES = ['api', 'contracts', 'mf-shared', 'shell', 'mf-public', 'mf-account'];
/** Not held to the cap (as in eslint.config.mjs): tests, test helpers, mocks, migrations. */
const EXEMPT = [/\.test\.tsx?$/, /\/(test|testing|__mocks__)\//, /^api\/src\/db\/migrations\//];

function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** The production sources the caps apply to (paths from the repository root). */
export function productionFiles(): string[] {
  return PACKAGES.flatMap((pkg) => walk(`${pkg}/src`)).filter((file) => !EXEMPT.some((pattern) => pattern.test(file)));
}

let measured: Array<FunctionLength & { file: string }> | undefined;

/** Each production function over `min` (>= SOFT_CAP) lines, with its file (the sources are read once per run). */
export function longFunctions(min: number): Array<FunctionLength & { file: string }> {
  measured ??= productionFiles().flatMap((file) =>
    functionLengths(readFileSync(path.join(ROOT, file), 'utf8'), file, SOFT_CAP)
      .filter((fn) => fn.lines > SOFT_CAP)
      .map((fn) => ({ ...fn, file })),
  );
  return measured.filter((fn) => fn.lines > min);
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ENV_VARIABLES } from '../../api/src/config';

/**
 * What README.md and docs/*.md name exists: every repository path they cite (in backticks or as a
 * link), every `npm run` command (in the root package.json or the workspace named with `-w`), and
 * every environment variable or constant in capitals (the API's schema, a name the code uses, or
 * one of the few variables of other programs the docs show, listed below with why).
 */
const ROOT = path.resolve(__dirname, '..', '..');
const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const TOP = ['api', 'contracts', 'shell', 'mf-public', 'mf-account', 'mf-shared', 'scripts', 'docs', '.ci'];

/** Variables of other programs that the docs show on purpose. */
const OTHER_PROGRAMS = new Set([
  // A Laravel backend's own .env, publishing to our real-time server (docs/api.md).
  'BROADCAST_CONNECTION',
  'PUSHER_APP_CLUSTER',
  'PUSHER_HOST',
  'PUSHER_SCHEME',
  // Set by the shell or CI, read by the scripts through them.
  'DEBIAN_FRONTEND',
]);

/** What a run writes (the SQLite file, uploads, the compiled API): named, but not in a clone. */
const GENERATED = /^api\/(data|dist)(\/|$)/;

/** A file or folder, or (for `npx jest api/test/mail-`) the start of some file's name. */
function exists(cite: string): boolean {
  if (existsSync(path.join(ROOT, cite))) return true;
  const dir = path.join(ROOT, path.dirname(cite));
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(path.basename(cite)));
}

function read(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

/** Code spans and link targets of a Markdown file, fenced code blocks included as text. */
function codeSpans(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
}

function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

/** A token that names a file or folder of this repository (placeholders and globs excluded). */
function repositoryPath(token: string): string | undefined {
  const candidate = token
    .replace(/^\.\//, '')
    .replace(/[#:].*$/, '')
    .replace(/[),.;]+$/, '');
  if (!TOP.some((top) => candidate === top || candidate.startsWith(`${top}/`))) return undefined;
  if (/[<>*{}[\]\s]|NNNN|\.\.\.|…/.test(candidate)) return undefined;
  return candidate;
}

function workspaceScripts(workspace: string | undefined): Record<string, string> {
  const dir = workspace ? workspace.replace(/^@kaigo\//, '') : '.';
  const file = path.join(ROOT, dir, 'package.json');
  if (!existsSync(file)) return {};
  return (JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
}

const UPPER_NAME = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/g;

/** Every upper-case name the code uses (variables the tools read, exported constants the docs cite). */
function namesInCode(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'data') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs|cjs|js|sh)$/.test(entry.name) || entry.name === 'run') {
        for (const match of readFileSync(full, 'utf8').matchAll(UPPER_NAME)) names.add(match[0]);
      }
    }
  };
  for (const top of TOP) if (top !== 'docs' && existsSync(path.join(ROOT, top))) walk(path.join(ROOT, top));
  return names;
}

const CODE_NAMES = namesInCode();

describe.each(DOCS)('%s', (file) => {
  const text = read(file);
  const base = path.dirname(file);

  test('every repository path it names exists', () => {
    const cited = new Set<string>();
    for (const span of codeSpans(text)) {
      for (const word of span.split(/[\s(),]+/)) {
        const found = repositoryPath(word);
        if (found) cited.add(found);
      }
    }
    for (const target of linkTargets(text)) {
      if (/^[a-z]+:/.test(target) || target.startsWith('#')) continue;
      cited.add(path.normalize(path.join(base, target.replace(/#.*$/, ''))));
    }
    const missing = [...cited].filter((cite) => !GENERATED.test(cite) && !exists(cite));
    expect(missing).toEqual([]);
  });

  test('every npm run command it names is a script of the package it names', () => {
    const missing: string[] = [];
    // `-w <workspace>` may be wrapped onto the next line of the paragraph.
    for (const match of text.matchAll(/npm run ([a-z][a-z0-9:-]*)((?:\s+-w\s+[@\w/-]+)?)/g)) {
      const workspace = match[2]?.trim().replace(/^-w\s+/, '') || undefined;
      if (!Object.hasOwn(workspaceScripts(workspace), match[1]!)) missing.push(match[0]);
    }
    expect(missing).toEqual([]);
  });

  test('every environment variable (or constant) it names is in the code, or belongs to another program the docs show', () => {
    const known = new Set<string>([...ENV_VARIABLES, ...CODE_NAMES, ...OTHER_PROGRAMS]);
    const named = new Set(
      codeSpans(text).flatMap((span) => [...span.matchAll(/(?:^|[\s=$({])([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])(?==|\b)/g)].map((m) => m[1]!)),
    );
    expect([...named].filter((name) => !known.has(name))).toEqual([]);
  });
});

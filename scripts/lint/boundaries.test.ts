/**
 * The composition's import boundaries are enforced by ESLint (eslint.config.mjs): a remote that
 * imports another remote or the shell, or the shell importing a remote, fails `npm run lint`.
 * This test keeps those rules from silently going away.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** Lints each probe with the project's config, in one ESLint process (its start-up is the cost). */
function lintAll(probes: [file: string, code: string][]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const probes = JSON.parse(require('fs').readFileSync(0, 'utf8'));
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
      const out = [];
      for (const [filePath, code] of probes) {
        const [report] = await eslint.lintText(code, { filePath });
        out.push(report.messages.map((m) => String(m.ruleId)));
      }
      process.stdout.write(JSON.stringify(out));
    })();`;
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: ROOT,
    input: JSON.stringify(probes.map(([file, code]) => [path.join(ROOT, file), code])),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[][];
}

const BOUNDARY = ['import-x/no-restricted-paths', 'no-restricted-imports'];
const crosses = (rules: string[]) => rules.some((rule) => BOUNDARY.includes(rule));

const FORBIDDEN: [string, string][] = [
  ['mf-public/src/probe.ts', "import { AccountRoutes } from '../../mf-account/src/routes';\nexport const probe = AccountRoutes;\n"],
  ['mf-account/src/probe.ts', "import { PublicRoutes } from '../../mf-public/src/routes';\nexport const probe = PublicRoutes;\n"],
  ['mf-public/src/probe.ts', "import * as shell from '../../shell/src/routing/paths';\nexport const probe = shell;\n"],
  ['shell/src/probe.ts', "import { PublicRoutes } from '../../mf-public/src/routes';\nexport const probe = PublicRoutes;\n"],
  ['mf-shared/src/probe.ts', "import { AccountRoutes } from '../../mf-account/src/routes';\nexport const probe = AccountRoutes;\n"],
  ['api/src/probe.ts', "import { i18n } from 'mf-shared';\nexport const probe = i18n;\n"],
];
const ALLOWED: [string, string][] = [
  ['mf-public/src/probe.ts', "import { i18n } from 'mf-shared';\nexport const probe = i18n;\n"],
  ['mf-account/src/probe.ts', "import { CONTRACT_VERSION } from 'contracts';\nexport const probe = CONTRACT_VERSION;\n"],
  ['api/src/probe.ts', "import { CONTRACT_VERSION } from 'contracts';\nexport const probe = CONTRACT_VERSION;\n"],
];

let results: string[][];
beforeAll(() => {
  results = lintAll([...FORBIDDEN, ...ALLOWED]);
}, 60_000);

test.each(FORBIDDEN.map(([file, code], index) => [file, code, index] as const))('%s importing across the composition fails lint', (_file, _code, index) => {
  expect(crosses(results[index] ?? [])).toBe(true);
});

test.each(ALLOWED.map(([file, code], index) => [file, code, FORBIDDEN.length + index] as const))(
  '%s importing what it may passes the boundary rules',
  (_file, _code, index) => {
    expect(crosses(results[index] ?? [])).toBe(false);
  },
);

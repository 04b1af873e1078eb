/**
 * Workspace names and the links between workspaces: no workspace can be confused with a package
 * of the public npm registry. `api` and `shell` are names of public packages, so those two are
 * scoped (@kaigo/...). `contracts` is one too, and `mf-shared` could become one, but both are
 * imported by name across every package (and mf-shared is the federation's shared singleton), so
 * they keep their names and every workspace depends on them by folder (`file:../contracts`):
 * npm then never looks them up in the registry, even in an install outside the workspace.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;
const root = read('package.json') as { workspaces: string[] };
const workspaces = root.workspaces.map((folder) => ({
  folder,
  pkg: read(path.join(folder, 'package.json')) as { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> },
}));

test('the workspaces whose names public packages use are scoped', () => {
  expect(Object.fromEntries(workspaces.map(({ folder, pkg }) => [folder, pkg.name]))).toEqual({
    contracts: 'contracts',
    api: '@kaigo/api',
    'mf-shared': 'mf-shared',
    shell: '@kaigo/shell',
    'mf-public': 'mf-public',
    'mf-account': 'mf-account',
  });
});

test('a workspace depends on another workspace by its folder, never by a registry range', () => {
  const names = new Map(workspaces.map(({ folder, pkg }) => [pkg.name, folder]));
  const links = workspaces.flatMap(({ folder, pkg }) =>
    Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })
      .filter(([name]) => names.has(name))
      .map(([name, spec]) => [folder, name, spec]),
  );
  expect(links.length).toBeGreaterThan(0);
  for (const [, name, spec] of links) expect(spec).toBe(`file:../${names.get(name as string)}`);
});

test('oidc-provider (the development stand-in for Google) is not a production dependency of the API', () => {
  const api = workspaces.find(({ folder }) => folder === 'api')!.pkg;
  expect(api.dependencies).not.toHaveProperty('oidc-provider');
  expect(api.devDependencies).toHaveProperty('oidc-provider');
});

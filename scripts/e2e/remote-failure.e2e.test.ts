/**
 * docs/architecture.md section 4: when a remote's stable version cannot be loaded, the fallback panel with
 * retry takes its place while the shell (header, navigation, the other remote) keeps working;
 * once the files are back, retry loads the remote in place (no page load), also on a route whose
 * page preloads the remote's files.
 */
import { readFileSync, renameSync } from 'node:fs';
import path from 'node:path';

import { loginByStorage, markDocument, pushPath, screenReady, stillSameDocument, tr, waitForPath, useRealSystem } from './support';

const { pages, system } = useRealSystem();

/** The stable version of a remote, its folder in the system's deploy folder, and where a test hides it. */
function stableFiles(remote: string): { version: string; files: string; hidden: string } {
  const rollout = JSON.parse(readFileSync(path.join(system().deployDir, 'rollout.json'), 'utf8')) as { remotes: Record<string, { stable: string }> };
  const version = rollout.remotes[remote]?.stable ?? '';
  const files = path.join(system().deployDir, remote, version);
  return { version, files, hidden: `${files}.removed` };
}

test('a missing account remote shows the fallback panel; the shell keeps working; retry loads it once restored', async () => {
  const { version, files, hidden } = stableFiles('mf-account');

  // What a dead remote makes the page report — and nothing else.
  const { page } = await pages.open('/', [
    `/remotes/mf-account/${version}/`, // its 404s and failed loads
    '[shell] mf-account', // the shell's own report of the failure
  ]);
  await screenReady(page);
  const { user } = await loginByStorage(page, system());
  renameSync(files, hidden);

  await page.goto('/admin/dashboard');
  const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: await tr(page, 'shell:fallback.title'), exact: true }) });
  await panel.waitFor();
  const retry = panel.getByRole('button', { name: await tr(page, 'shell:fallback.retry'), exact: true });
  await retry.waitFor();

  // The shell still routes: the public remote renders under the shell's header.
  await pushPath(page, '/');
  await screenReady(page);
  const banner = page.getByRole('banner');
  await banner.waitFor();
  await banner.getByRole('link', { name: await tr(page, 'shell:header.about'), exact: true }).click();
  await waitForPath(page, '/about');
  await screenReady(page);

  // Back to the account area: still the panel; files restored + retry: the dashboard.
  await pushPath(page, '/admin/dashboard');
  await panel.waitFor();
  renameSync(hidden, files);
  await markDocument(page);
  await panel.getByRole('button', { name: await tr(page, 'shell:fallback.retry'), exact: true }).click();
  await panel.waitFor({ state: 'detached' });
  expect(await screenReady(page)).toContain(user.full_name);
  expect(await stillSameDocument(page)).toBe(true); // in place: the page preloaded the remote's entry, yet no page load
});

test("a public route whose page preloads the remote's files: while they are missing, the panel; once restored, retry shows the screen in place", async () => {
  const { version, files, hidden } = stableFiles('mf-public');
  // A first visit: the host has read the version's page heads, which name the files /about preloads.
  const first = await pages.open('/about');
  const heading = await screenReady(first.page);

  renameSync(files, hidden);
  let restored = false;
  try {
    const { page } = await pages.open('/about', [`/remotes/mf-public/${version}/`, '[shell] mf-public']);
    const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: await tr(page, 'shell:fallback.title'), exact: true }) });
    await panel.waitFor();
    await markDocument(page);

    renameSync(hidden, files);
    restored = true;
    await panel.getByRole('button', { name: await tr(page, 'shell:fallback.retry'), exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await screenReady(page)).toBe(heading);
    expect(await stillSameDocument(page)).toBe(true);
  } finally {
    if (!restored) renameSync(hidden, files);
  }
});

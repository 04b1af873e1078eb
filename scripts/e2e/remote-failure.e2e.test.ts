/**
 * docs/architecture.md section 4: when a remote's stable version cannot be loaded, the fallback panel with
 * retry takes its place while the shell (header, navigation, the other remote) keeps working;
 * once the files are back, retry loads the remote.
 */
import { readFileSync, renameSync } from 'node:fs';
import path from 'node:path';

import { loginByStorage, pushPath, screenReady, tr, waitForPath, useRealSystem } from './support';

const { pages, system } = useRealSystem();

test('a missing account remote shows the fallback panel; the shell keeps working; retry loads it once restored', async () => {
  const rollout = JSON.parse(readFileSync(path.join(system().deployDir, 'rollout.json'), 'utf8')) as { remotes: Record<string, { stable: string }> };
  const version = rollout.remotes['mf-account']?.stable ?? '';
  const files = path.join(system().deployDir, 'mf-account', version);
  const hidden = `${files}.removed`;

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
  await panel.getByRole('button', { name: await tr(page, 'shell:fallback.retry'), exact: true }).click();
  await panel.waitFor({ state: 'detached' });
  expect(await screenReady(page)).toContain(user.full_name);
});

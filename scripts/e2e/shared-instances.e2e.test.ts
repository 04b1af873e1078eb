/**
 * docs/architecture.md section 1: the shell and both remotes run ONE mf-shared, one react and one i18next.
 * Seen from the outside (a login made in the public remote reaches the shell's header and the
 * account remote without a reload; the account area's language switch changes the shell's
 * footer) and from the inside (the Module Federation share scope holds one version of every
 * singleton, provided by the shell and used by every container).
 */
import type { Page } from 'playwright-core';

import { DEMO_CAREGIVER, loginWithForm, markDocument, screenReady, stillSameDocument, tr, waitForPath, useRealSystem } from './support';

const { pages } = useRealSystem();

interface ShareEntry {
  name: string;
  version: string;
  from: string;
  useIn: string[];
  loaded: boolean;
  /** Used through its tree-shaken copy. */
  treeShaken: boolean;
}

/** Every entry of every share scope of the page (`__FEDERATION__.__SHARE__`). */
function shareEntries(page: Page): Promise<{ containers: string[]; entries: ShareEntry[] }> {
  return page.evaluate(() => {
    // A tree-shaken share (react-router-dom) records its users on its `treeShaking` copy.
    type Raw = { from?: string; useIn?: string[]; loaded?: boolean; treeShaking?: { useIn?: string[]; loaded?: boolean } };
    const fed = (
      globalThis as unknown as {
        __FEDERATION__?: { __INSTANCES__?: { name: string }[]; __SHARE__?: Record<string, Record<string, Record<string, Record<string, Raw>>>> };
      }
    ).__FEDERATION__;
    const entries: ShareEntry[] = [];
    for (const scopes of Object.values(fed?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, raw] of Object.entries(versions)) {
            const shaken = raw.treeShaking?.useIn ?? [];
            entries.push({
              name,
              version,
              from: raw.from ?? '',
              useIn: [...new Set([...(raw.useIn ?? []), ...shaken])].sort(),
              loaded: raw.loaded === true || raw.treeShaking?.loaded === true,
              treeShaken: shaken.length > 0,
            });
          }
        }
      }
    }
    return { containers: (fed?.__INSTANCES__ ?? []).map((i) => i.name).sort(), entries };
  });
}

const SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'i18next', 'react-i18next', 'mf-shared'];
const USED_BY_EVERY_CONTAINER = ['react', 'react/jsx-runtime', 'react-dom/client', 'react-i18next', 'mf-shared'];

test('a login in the public remote reaches the shell header and the account remote; the account language switch reaches the shell footer; no reload', async () => {
  const { page } = await pages.open('/login?redirect=/about');
  await screenReady(page);
  await markDocument(page);
  await loginWithForm(page, DEMO_CAREGIVER);
  await waitForPath(page, '/about');
  await screenReady(page);

  // The shell's header (its own React root) shows the user the public remote just stored.
  const banner = page.getByRole('banner');
  const name = await userName(page);
  expect(name).not.toBe('');
  await banner.getByText(name, { exact: true }).waitFor();
  await banner.getByRole('link', { name: await tr(page, 'shell:header.login'), exact: true }).waitFor({ state: 'detached' });

  // Header user menu -> dashboard: the account remote mounts with the same session.
  await banner.getByRole('button', { name: new RegExp(escapeRe(name)) }).click();
  await banner.getByRole('link', { name: await tr(page, 'shell:header.dashboard'), exact: true }).click();
  await waitForPath(page, '/admin/dashboard');
  expect(await screenReady(page)).toContain(name);

  // The account area's language switch changes the language of the shell's own strings.
  await page
    .getByRole('group', { name: await tr(page, 'account:layout.language', { lng: 'id' }), exact: true })
    .getByRole('button', { name: await tr(page, 'common:language.en', { lng: 'id' }), exact: true })
    .click();
  await page.getByRole('button', { name: await tr(page, 'account:layout.logout', { lng: 'en' }), exact: true }).waitFor();
  await page.getByRole('link', { name: await tr(page, 'account:layout.public_site', { lng: 'en' }), exact: true }).click();
  await waitForPath(page, '/');
  await page
    .getByRole('contentinfo')
    .getByText(await tr(page, 'shell:footer.tagline', { lng: 'en' }), { exact: true })
    .waitFor();
  await page
    .getByRole('banner')
    .getByRole('link', { name: await tr(page, 'shell:header.about', { lng: 'en' }), exact: true })
    .waitFor();

  expect(await stillSameDocument(page)).toBe(true);

  // Inside: one version of every singleton, the shell's, used by the shell and both remotes.
  const { containers, entries } = await shareEntries(page);
  expect(containers).toEqual(expect.arrayContaining(['shell', 'mf_public', 'mf_account']));
  for (const name of SINGLETONS) {
    const versions = entries.filter((e) => e.name === name);
    expect(versions.map((v) => `${name}@${v.version} from ${v.from}`)).toEqual([`${name}@${versions[0]?.version} from shell`]);
  }
  for (const name of USED_BY_EVERY_CONTAINER) {
    const entry = entries.find((e) => e.name === name);
    expect({ name, useIn: entry?.useIn }).toEqual({ name, useIn: ['mf_account', 'mf_public', 'shell'] });
  }
  // The router (react-router-dom, which holds react-router) is shared by the remotes only (the shell
  // routes with single-spa): one copy too, and no react-router shared on its own beside it.
  const routers = entries.filter((e) => e.name === 'react-router-dom');
  expect(entries.filter((e) => e.name === 'react-router')).toEqual([]);
  expect(routers).toHaveLength(1);
  expect(routers[0]?.useIn).toEqual(['mf_account', 'mf_public']);
  // ... and it is the tree-shaken copy (scripts/webpack/federation.cjs ROUTER_EXPORTS), not the whole package.
  expect(routers[0]?.treeShaken).toBe(true);
});

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The full name of the stored user (what the login answered). */
async function userName(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(window.localStorage.getItem('lpk_user') ?? '{}') as { full_name?: string }).full_name ?? '');
}

import { mkdtempSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_DATA_ID, type FirstData } from 'contracts';
import { invalidateCatalogue } from '../src/modules/catalogue/cache';
import { FIRST_SCREEN_DIR } from '../src/modules/site/first-screen';
import { createTestApp, type TestApp } from './helpers';

// The build step that compiles the remote's first screens into the host (scripts/build.mjs does the same).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build script of the repository
const { writeFirstScreen } = require('../../scripts/webpack/first-screen.cjs') as {
  writeFirstScreen: (srcDir: string, outDir: string, remote: string) => Promise<string | null>;
};

/**
 * First screens with their data (modules/site/first-screen.ts): for the stable version of the
 * public remote whose page-heads.json names the fingerprint of the host's first-screen bundle, the
 * page of a public route carries the screen's markup rendered with the catalogue's own answers (in
 * both languages, escaped) and those answers for the remote; kept briefly and built again when the
 * catalogue changes. Another fingerprint, a route without data or an unknown institute: the plain head.
 */
describe('first screens with their data', () => {
  let dir: string;
  let t: TestApp;
  let fingerprint: string;
  const html =
    '<!doctype html><html lang="id"><head><!--LPK_CONFIG--><script>window.early=1</script></head><body><main id="main"><div id="app-mf-public"></div><div id="app-mf-account"></div></main></body></html>';
  const heads = (firstScreen: string) => ({
    schema: 1,
    container: 'app-mf-public',
    css: '.catalogue-lead{max-width:60ch}',
    firstScreen,
    heads: {
      '/': {
        id: '<h1>Lowongan</h1>',
        en: '<h1>Vacancies</h1>',
        firstGets: ['/api/lpk/jobs?experience=experienced&page=1&per_page=12', '/api/lpk/facts'],
        preload: ['__federation_expose_app.1234abcd.js', '545.d8f0f010.js', '545.4c9a5fcd.css'],
      },
      '/search': { id: '<h1>Cari LPK</h1>', en: '<h1>Search</h1>', firstGets: ['/api/lpk/institutes?page=1&per_page=12'] },
      '/lpk/:id': { id: '<h1>{{name}}</h1>', en: '<h1>{{name}}</h1>', data: 'institute', firstGets: ['/api/lpk/institutes/:id', '/api/lpk/facts'] },
      '/login': { id: '<h1>Masuk</h1>', en: '<h1>Log in</h1>', firstGets: [] },
    },
  });

  function write(file: string, content: string): void {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }

  beforeAll(async () => {
    fingerprint = (await writeFirstScreen(path.resolve(__dirname, '..', '..', 'mf-public', 'src'), FIRST_SCREEN_DIR, 'mf-public'))!;
    dir = mkdtempSync(path.join(os.tmpdir(), 'lpk-first-screen-'));
    write('shell/index.html', html);
    write('mf-public/1.0.0/page-heads.json', JSON.stringify(heads(fingerprint)));
    for (const file of heads(fingerprint).heads['/'].preload) write(`mf-public/1.0.0/${file}`, '/* a file of the build */');
    write('mf-public/0.9.0/page-heads.json', JSON.stringify(heads('another-build-0123456789')));
    write('rollout.json', JSON.stringify({ schema: 1, remotes: { 'mf-public': { stable: '1.0.0' } } }));
    t = await createTestApp({ releaseStore: 'folder', site: { staticDir: dir, apiBaseUrl: '', wsHost: '', chatUrl: '', gtmId: '' } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  const api = async <T>(url: string, lang: 'id' | 'en' = 'id'): Promise<T> =>
    (await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'accept-language': lang } })).json<{ data: T }>().data;
  const firstData = (body: string): FirstData | null => {
    const json = new RegExp(`<script type="application/json" id="${FIRST_DATA_ID}">([^<]*)</script>`).exec(body)?.[1];
    return json === undefined ? null : (JSON.parse(json) as FirstData);
  };
  /** The markup of the Indonesian head (it comes before the English one). */
  const indonesian = (body: string) => body.slice(body.indexOf('<div data-prerender-lang="id"'), body.indexOf('<div data-prerender-lang="en"'));

  it('/: the first page of vacancies, as GET /jobs answers it, in both languages, with the answers for the remote and nothing asked early', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const jobs = await api<{ items: { id: number; lpk_id: number; title: string }[]; meta: { total: number } }>(
      '/api/lpk/jobs?experience=experienced&page=1&per_page=12',
    );
    expect(jobs.items.length).toBeGreaterThan(0);
    const id = indonesian(res.body);
    for (const job of jobs.items) expect(id).toContain(`<a href="/job-detail/${job.id}/${job.lpk_id}" data-discover="true">`);
    expect(id).toContain('Gaji per bulan');
    expect(res.body).toMatch(/<div data-prerender-lang="en" lang="en">[\s\S]*Monthly salary/);
    const data = firstData(res.body);
    expect(data?.path).toBe('/');
    expect(data?.search).toBe('');
    expect(data?.answers.id).toEqual(
      expect.arrayContaining([
        [['jobs', { experience: 'experienced', page: 1, per_page: 12 }], jobs],
        [['facts'], await api('/api/lpk/facts')],
      ]),
    );
    expect(data?.answers.en).toHaveLength(2);
    // The answers are in the page: no GET to start early, but the page says they are all named (no HTTP client at start).
    expect(res.body).not.toContain('name="lpk-early-get"');
    expect(res.body).toContain('<meta name="lpk-first-gets-named">');
    // The components' CSS comes with it, allowed by the page's policy (hashes of the page as served).
    expect(res.body).toMatch(/<style>[^<]*\.catalogue-card/);
    expect(res.headers['content-security-policy']).toMatch(/style-src [^;]*'sha256-/);
    // The answers are data, never run: only the page's two scripts (configuration, early script) are allowed.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('/search with filters in the URL: the institutes GET /institutes answers for them, as cards', async () => {
    const res = await page('/search?program=ssw&dormitory=1');
    const found = await api<{ items: { id: number; name: string }[] }>('/api/lpk/institutes?dormitory=1&page=1&per_page=12&program=ssw&view=card');
    const data = firstData(res.body);
    expect(data?.search).toBe('?program=ssw&dormitory=1');
    expect(data?.answers.id).toEqual([
      [['institutes', expect.objectContaining({ program: 'ssw', dormitory: '1', page: 1, per_page: 12, view: 'card' })], found],
    ]);
    expect(found.items[0]).not.toHaveProperty('address'); // a card's fields only
    const id = indonesian(res.body);
    for (const institute of found.items) expect(id).toContain(`<a href="/lpk/${institute.id}" data-discover="true">`);
    // Another query is another page.
    expect(firstData((await page('/search')).body)?.search).toBe('');
  });

  it('an institute: its summary and fees; escaped; built again when the catalogue changes', async () => {
    const before = await page('/lpk/1');
    expect(before.body).toContain('aria-labelledby="lpk-fees"');
    expect(firstData(before.body)?.answers.id[0]?.[0]).toEqual(['institute', 1]); // the key both remotes read: mf-shared's sharedKeys.institute

    await t.app.db.updateTable('institutes').set({ name: 'LPK <script>alert(1)</script> & "Sakura"' }).where('id', '=', 1).execute();
    // Until the catalogue is invalidated the page may be the kept one; after it, the new name, escaped.
    await invalidateCatalogue(t.app.db);
    const after = await page('/lpk/1');
    expect(after.body).toContain('LPK &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Sakura&quot;');
    expect(after.body).not.toContain('<script>alert(1)');
    const json = new RegExp(`id="${FIRST_DATA_ID}">([^<]*)</script>`).exec(after.body)?.[1] ?? '';
    expect(json).toContain('\\u003cscript>alert(1)\\u003c/script>');
    expect(JSON.stringify(firstData(after.body))).toContain('LPK <script>alert(1)</script> & \\"Sakura\\"');
  });

  it("preloads the route's files of the stable version, unless a canary or a version in the URL may be chosen instead", async () => {
    const links = (body: string) => Array.from(body.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)">/g), (m) => `${m[2]} ${m[1]}`);
    const res = await page('/');
    expect(links(res.body)).toEqual([
      'script /remotes/mf-public/1.0.0/__federation_expose_app.1234abcd.js',
      'script /remotes/mf-public/1.0.0/545.d8f0f010.js',
      'style /remotes/mf-public/1.0.0/545.4c9a5fcd.css',
    ]);
    // Before the first script: they download beside the shell's code.
    expect(res.body.indexOf('<link rel="preload"')).toBeLessThan(res.body.indexOf('<script>'));
    expect(links((await page('/?mf-public=1.1.0')).body)).toEqual([]);
    expect(links((await page('/')).body)).toHaveLength(3);

    write('mf-public/1.1.0/page-heads.json', JSON.stringify(heads(fingerprint)));
    write('rollout.json', JSON.stringify({ schema: 1, remotes: { 'mf-public': { stable: '1.0.0', canary: { version: '1.1.0', percent: 10 } } } }));
    try {
      expect(links((await page('/')).body)).toEqual([]);
    } finally {
      write('rollout.json', JSON.stringify({ schema: 1, remotes: { 'mf-public': { stable: '1.0.0' } } }));
    }
  });

  it('preloads nothing while the host cannot read one of the files (the browser would hand the failed preload to the remote, and a retry would fail too)', async () => {
    const links = (body: string) => Array.from(body.matchAll(/<link rel="preload" href="([^"]+)"/g), (m) => m[1]);
    const chunk = path.join(dir, 'mf-public', '1.0.0', '545.d8f0f010.js');
    expect(links((await page('/')).body)).toHaveLength(3);
    renameSync(chunk, `${chunk}.away`);
    try {
      const without = await page('/');
      expect(links(without.body)).toEqual([]);
      expect(firstData(without.body)?.path).toBe('/'); // the page is otherwise the same: its first screen with the data
    } finally {
      renameSync(`${chunk}.away`, chunk);
    }
    expect(links((await page('/')).body)).toHaveLength(3);
  });

  it('no first screen: an unknown institute, a route without data, or a stable version built from other components', async () => {
    const unknown = await page('/lpk/999999');
    expect(firstData(unknown.body)).toBeNull();
    expect(unknown.body).not.toContain('data-prerender=');

    const login = await page('/login');
    expect(login.body).toContain('<h1>Masuk</h1>');
    expect(firstData(login.body)).toBeNull();

    write('rollout.json', JSON.stringify({ schema: 1, remotes: { 'mf-public': { stable: '0.9.0' } } }));
    try {
      const other = await page('/');
      expect(other.body).toContain('<div data-prerender-lang="id" lang="id"><h1>Lowongan</h1></div>');
      expect(firstData(other.body)).toBeNull();
      expect(other.body).toContain('name="lpk-early-get" content="/api/lpk/jobs?experience=experienced&#38;page=1&#38;per_page=12"');
    } finally {
      write('rollout.json', JSON.stringify({ schema: 1, remotes: { 'mf-public': { stable: '1.0.0' } } }));
    }
  });
});

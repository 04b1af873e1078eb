import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { invalidateCatalogue } from '../src/modules/catalogue/cache';
import { UNREAD_RETRY_MS, pageHeadReader } from '../src/modules/site/page-heads';
import { createTestApp, type TestApp } from './helpers';

/**
 * Pre-rendered page heads (modules/site/page-heads.ts): the page served for a route that the
 * stable version of a remote declares in its page-heads.json carries that head in both languages,
 * with its CSS, allowed by the page's Content-Security-Policy; any other route, a canary, a remote
 * on another origin or a broken file changes nothing.
 */
describe('pre-rendered page heads', () => {
  let dir: string;
  let t: TestApp;
  const html =
    '<!doctype html><html lang="id"><head><!--LPK_CONFIG--></head><body><main id="main"><div id="app-mf-public"></div><div id="app-mf-account"></div></main></body></html>';
  const heads = (lead: string) => ({
    schema: 1,
    container: 'app-mf-public',
    css: '.catalogue-lead{max-width:60ch}</style><script>',
    heads: {
      '/lpk/:id': {
        id: '<h1>{{name}}</h1><p>{{city}}, {{province}}</p><a href="/registration?lpk_id={{id}}">Daftar</a>',
        en: '<h1>{{name}}</h1><p>{{city}}</p>',
        data: 'institute',
        firstGets: ['/api/lpk/institutes/:id', '/api/lpk/facts'],
      },
      '/search/:query': {
        id: '<h1>Hasil: “{{query}}”</h1>',
        en: '<h1>Results: “{{query}}”</h1>',
        data: 'query',
        firstGets: ['/api/lpk/institutes?q=:query&page=1'],
      },
      '/job-detail/:id/:lpkId': { id: '<h1>{{title}}</h1><p>{{lpk_name}}</p>', en: '<h1>{{title}}</h1><p>{{nonsense}}</p>', data: 'job' },
      '/': {
        id: `<div class="container catalogue-page"><h1>Lowongan</h1><p class="catalogue-lead">${lead} id</p></div>`,
        en: `<div class="container catalogue-page"><h1>Vacancies</h1><p class="catalogue-lead">${lead} en</p></div>`,
        firstGets: ['/api/lpk/jobs?experience=experienced&page=1&per_page=12', '/api/lpk/facts'],
      },
    },
  });

  function write(file: string, content: string): void {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  const rollout = (remotes: object, extra: object = {}) => write('rollout.json', JSON.stringify({ schema: 1, ...extra, remotes }));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lpk-heads-'));
    write('shell/index.html', html);
    write('mf-public/1.0.0/page-heads.json', JSON.stringify(heads('stable')));
    write('mf-public/1.1.0/page-heads.json', JSON.stringify(heads('canary')));
    write('mf-public/2.0.0/page-heads.json', '{ not json');
    rollout({ 'mf-public': { stable: '1.0.0', canary: { version: '1.1.0', percent: 50 } } });
    // The deploy folder's rollout.json is the truth here (with DATABASE_URL too): the test edits it.
    t = await createTestApp({ releaseStore: 'folder', site: { staticDir: dir, apiBaseUrl: '', wsHost: '', chatUrl: '', gtmId: '' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

  it("writes the stable version's head of the route into the remote's container, both languages, with its style", async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="app-mf-public"><div data-prerender="mf-public@1.0.0">');
    expect(res.body).toContain(
      '<div data-prerender-lang="id" lang="id"><div class="container catalogue-page"><h1>Lowongan</h1><p class="catalogue-lead">stable id</p>',
    );
    expect(res.body).toContain('<div data-prerender-lang="en" lang="en">');
    expect(res.body).not.toContain('canary');
    // Only the language of <html lang> shows; the style cannot end its element.
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? '';
    expect(style).toContain('html[lang=en] [data-prerender-lang=id]{display:none}');
    expect(style).not.toContain('<');
    // The policy allows exactly that style.
    const digest = createHash('sha256').update(style, 'utf8').digest('base64');
    expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${digest}'`);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('names the route’s first GETs, with its parameters, before the first script of the page', async () => {
    // The attribute as the browser reads it (numeric character references decoded).
    const metas = (body: string) =>
      [...body.matchAll(/<meta name="lpk-early-get" content="([^"]*)">/g)].map((m) =>
        m[1]!.replace(/&#(\d+);/g, (_whole, code: string) => String.fromCharCode(Number(code))),
      );
    const home = (await get('/')).body;
    expect(metas(home)).toEqual(['/api/lpk/jobs?experience=experienced&page=1&per_page=12', '/api/lpk/facts']);
    expect(home.indexOf('lpk-early-get')).toBeLessThan(home.indexOf('<script'));
    // ...and says they are all named (before the first script too).
    expect(home.indexOf('<meta name="lpk-first-gets-named">')).toBeGreaterThan(home.lastIndexOf('lpk-early-get'));
    expect(home.indexOf('<meta name="lpk-first-gets-named">')).toBeLessThan(home.indexOf('<script'));
    expect(metas((await get('/lpk/1')).body)).toEqual(['/api/lpk/institutes/1', '/api/lpk/facts']);
    // A text query is encoded into the GET, never into the markup.
    expect(metas((await get('/search/a%22b%3Cc%26d')).body)).toEqual(['/api/lpk/institutes?q=a%22b%3Cc%26d&page=1']);
    expect(metas((await get('/admin/dashboard')).body)).toEqual([]);
    // A head without a declaration names nothing, not even that there is nothing.
    const jobs = (await t.app.inject({ method: 'GET', url: '/api/lpk/jobs' })).json() as { data: { items: { id: number; lpk_id: number }[] } };
    for (const url of ['/admin/dashboard', `/job-detail/${jobs.data.items[0]!.id}/${jobs.data.items[0]!.lpk_id}`]) {
      expect((await get(url)).body).not.toContain('lpk-first-gets-named');
    }
  });

  it('ignores a page-heads.json whose first GETs leave the API or are not plain', async () => {
    for (const [version, firstGets] of [
      ['3.0.0', ['https://evil.example/api/x']],
      ['3.0.1', ['/api/../admin']],
      ['3.0.2', ['/api/lpk/facts"><script>alert(1)</script>']],
      ['3.0.3', Array.from({ length: 9 }, () => '/api/lpk/facts')],
    ] as const) {
      const bad = heads('bad');
      bad.heads['/'].firstGets = [...firstGets];
      write(`mf-public/${version}/page-heads.json`, JSON.stringify(bad));
      rollout({ 'mf-public': { stable: version } });
      const body = (await get('/')).body;
      expect(body).not.toContain('data-prerender=');
      expect(body).not.toContain('lpk-early-get');
    }
    rollout({ 'mf-public': { stable: '1.0.0', canary: { version: '1.1.0', percent: 50 } } });
  });

  it('serves other routes without a head, and each variant under its own ETag', async () => {
    const other = await get('/admin/dashboard');
    expect(other.body).toContain('<div id="app-mf-public"></div>');
    expect(other.body).not.toContain('data-prerender=');
    const home = await get('/');
    expect(home.headers.etag).not.toBe(other.headers.etag);
    expect((await get('/')).headers.etag).toBe(home.headers.etag);
  });

  it('follows the rollout: a promoted version brings its own head; a broken file or a remote on another origin none', async () => {
    rollout({ 'mf-public': { stable: '1.1.0' } });
    expect((await get('/')).body).toContain('canary id');
    rollout({ 'mf-public': { stable: '2.0.0' } });
    const broken = await get('/');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).not.toContain('data-prerender=');
    rollout({ 'mf-public': { stable: '1.0.0' } }, { baseUrl: 'https://cdn.example.com/remotes' });
    expect((await get('/')).body).not.toContain('data-prerender=');
    rollout({ 'mf-public': { stable: '../../etc' } });
    expect((await get('/')).body).not.toContain('data-prerender=');
  });

  it('fills a data head with the institute of the URL, escaped, as GET /institutes/{id} answers it; an unknown one is the not-found page', async () => {
    rollout({ 'mf-public': { stable: '1.0.0' } });
    const institute = (await t.app.inject({ method: 'GET', url: '/api/lpk/institutes/1' })).json() as {
      data: { name: string; city: string; province: string };
    };
    const res = await get('/lpk/1');
    const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    expect(res.body).toContain(`<h1>${escaped(institute.data.name)}</h1><p>${escaped(institute.data.city)}, ${escaped(institute.data.province)}</p>`);
    expect(res.body).toContain('href="/registration?lpk_id=1"');
    for (const url of ['/lpk/999999', '/lpk/0', '/lpk/1x', '/lpk/99999999999']) {
      const other = await get(url);
      // No soft 404 (issue 33): the not-found page, without the head (site-seo.test.ts).
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('data-prerender=');
    }
  });

  it("serves no head when the template names a field the data does not have, or the vacancy is not that LPK's", async () => {
    const jobs = (await t.app.inject({ method: 'GET', url: '/api/lpk/jobs' })).json() as { data: { items: { id: number; lpk_id: number }[] } };
    const job = jobs.data.items[0]!;
    expect((await get(`/job-detail/${job.id}/${job.lpk_id}`)).body).not.toContain('data-prerender=');
    expect((await get(`/job-detail/${job.id}/${job.lpk_id + 1}`)).body).not.toContain('data-prerender=');
  });

  it('a catalogue change (an LPK admin editing a vacancy) shows in the next page head at once, not after its minute', async () => {
    const jobHead = { ...heads('stable'), heads: { '/job-detail/:id/:lpkId': { id: '<h1>{{title}}</h1>', en: '<h1>{{title}}</h1>', data: 'job' } } };
    write('mf-public/1.2.0/page-heads.json', JSON.stringify(jobHead));
    rollout({ 'mf-public': { stable: '1.2.0' } });
    const jobs = (await t.app.inject({ method: 'GET', url: '/api/lpk/jobs' })).json() as { data: { items: { id: number; lpk_id: number; title: string }[] } };
    const job = jobs.data.items[0]!;
    expect((await get(`/job-detail/${job.id}/${job.lpk_id}`)).body).toContain(`<h1>${job.title}</h1>`);
    await t.app.db.updateTable('jobs').set({ title_id: 'Perawat lansia (judul baru)', title_en: 'Care worker (new title)' }).where('id', '=', job.id).execute();
    await invalidateCatalogue(t.app.db);
    const after = (await get(`/job-detail/${job.id}/${job.lpk_id}`)).body;
    expect(after).toContain('<h1>Perawat lansia (judul baru)</h1>');
    expect(after).toContain('<h1>Care worker (new title)</h1>');
    rollout({ 'mf-public': { stable: '1.0.0' } });
  });

  it('fills a search head with the text query of the URL, decoded, trimmed and escaped', async () => {
    expect((await get('/search/Malang%20%3Cb%3E%20')).body).toContain('<h1>Hasil: “Malang &#60;b&#62;”</h1>');
    for (const url of ['/search/%20', '/search/%E0%A4%A']) expect((await get(url)).body).not.toContain('data-prerender=');
  });

  it('a version whose page heads could not be read yet (its folder still arriving) gets them once they are there, without a restart', async () => {
    let clock = 1_000_000;
    let present = false;
    let reads = 0;
    const content = Buffer.from(JSON.stringify(heads('late')));
    const headFor = pageHeadReader(
      async (_remote, _version, file) => {
        if (file === 'page-heads.json') reads += 1;
        return present ? content : null;
      },
      async () => null,
      async () => true,
      () => clock,
    );
    const manifest = JSON.stringify({ schema: 1, remotes: { 'mf-public': { stable: '3.0.0' } } });
    expect(await headFor(manifest, '/')).toBeNull();
    present = true;
    // Not asked again at every page: only after a while.
    expect(await headFor(manifest, '/')).toBeNull();
    expect(reads).toBe(1);
    clock += UNREAD_RETRY_MS + 1;
    expect((await headFor(manifest, '/'))?.markup?.id).toContain('late id');
    // Read once for good (versions are immutable).
    clock += UNREAD_RETRY_MS * 10;
    await headFor(manifest, '/');
    expect(reads).toBe(2);
  });
});

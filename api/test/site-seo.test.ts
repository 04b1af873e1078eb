import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { invalidateCatalogue } from '../src/modules/catalogue/cache';
import { sitemapFiles } from '../src/modules/site/crawl';
import { PARAM_ROUTES, STATIC_PAGES } from '../src/modules/site/site-routes';
import { call, createTestApp, DEMO, login, type TestApp } from './helpers';

/**
 * Found by search engines (issue 33, modules/site: site-routes.ts, seo.ts, crawl.ts): a path the
 * front end has no page for, or one naming no public institute or vacancy, is a 404 with the
 * not-found page (no soft 404s); robots.txt and sitemap.xml list the public pages, institutes and
 * open vacancies, following the catalogue (a suspension removes an LPK at once); each page's
 * server HTML has its own title, description, canonical URL on APP_URL and id/en alternates, and
 * institutes and vacancies carry schema.org structured data. SQLite and, with DATABASE_URL, PostgreSQL.
 */
const APP_URL = 'https://lpk.example';

describe('found by search engines', () => {
  let dir: string;
  let t: TestApp;
  /** As shell/public/index.html is built: one title and description for every page. */
  const html =
    '<!doctype html>\n<html lang="id">\n<head><meta charset="utf-8" /><title>LPK Kaigo</title>' +
    '<meta name="description" content="Cari dan bandingkan LPK resmi." /><!--LPK_CONFIG--><script>/* early */</script></head>' +
    '<body><div id="shell-header"></div><main id="main"><div id="app-mf-public"></div><div id="app-mf-account"></div></main></body></html>';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lpk-seo-'));
    mkdirSync(path.join(dir, 'shell'), { recursive: true });
    writeFileSync(path.join(dir, 'shell', 'index.html'), html);
    writeFileSync(path.join(dir, 'rollout.json'), JSON.stringify({ schema: 1, remotes: { 'mf-public': { stable: '1.0.0' } } }));
    t = await createTestApp({ appUrl: `${APP_URL}/`, releaseStore: 'folder', site: { staticDir: dir, apiBaseUrl: '', wsHost: '', chatUrl: '', gtmId: '' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
  const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
  const descriptionOf = (body: string) => /<meta name="description" content="([^"]*)"/.exec(body)?.[1];
  const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];
  const alternatesOf = (body: string) =>
    Object.fromEntries([...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const jsonLdOf = (body: string) =>
    [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const decode = (text: string) => text.replace(/&#(\d+);/g, (_whole, code: string) => String.fromCharCode(Number(code)));

  /** Every item of a catalogue list, page by page (50 a page at most). */
  async function all<T>(url: string): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page += 1) {
      const res = await call(t.app, 'GET', `${url}${url.includes('?') ? '&' : '?'}per_page=50&page=${page}`);
      expect(res.status).toBe(200);
      items.push(...(res.body.data.items as T[]));
      if (page >= res.body.data.meta.last_page) return items;
    }
  }
  const jobs = () => all<{ id: number; lpk_id: number; is_open: boolean; title: string; prefecture: string; deadline: string }>('/api/lpk/jobs');
  const instituteIds = async () => (await all<{ id: number }>('/api/lpk/institutes?view=card')).map((i) => i.id).sort((a, b) => a - b);
  async function sitemapLocs(): Promise<string[]> {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    return [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  }

  describe('404 with the not-found page', () => {
    it('answers an unknown route, an unknown or non-public id and a comparison of an unknown LPK with 404 and the page, in both languages', async () => {
      const [job] = (await jobs()).filter((j) => j.is_open);
      for (const url of [
        '/nope',
        '/lpk/999999',
        '/lpk/abc',
        '/lpk/1/2',
        '/job-detail/999999/1',
        `/job-detail/${job!.id}/${job!.lpk_id === 1 ? 2 : 1}`,
        '/side-by-side-lpk?ids=1,999999',
        '/search/a/b',
        '/about/team',
      ]) {
        const res = await get(url);
        expect([url, res.statusCode]).toEqual([url, 404]);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        // The site's page: the shell and its remotes start and draw the not-found screen.
        expect(res.body).toContain('<div id="app-mf-public"></div>');
        expect(res.body).toContain('window.__LPK_CONFIG__=');
        expect(titleOf(res.body)).toBe('Halaman tidak ditemukan · LPK Kaigo');
        expect(res.body).toContain('<meta name="robots" content="noindex" />');
        expect(canonicalOf(res.body)).toBeUndefined();
        expect(res.headers.etag).toBeUndefined();
      }
      const en = await get('/lpk/999999?lang=en');
      expect(en.statusCode).toBe(404);
      expect(titleOf(en.body)).toBe('Page not found · LPK Kaigo');
      expect(en.body).toMatch(/<html lang="en">/);
    });

    it('keeps 200 for every page the front end has, the account area (guarded by the client) included', async () => {
      const [job] = (await jobs()).filter((j) => j.is_open);
      for (const url of [
        '/',
        '/about',
        '/about/',
        '/search',
        '/search/Bandung',
        '/lpk/1',
        `/job-detail/${job!.id}/${job!.lpk_id}`,
        '/side-by-side-lpk',
        '/side-by-side-lpk?ids=1,2',
        '/register/REF123',
        '/reset-password?token=x',
        '/admin/dashboard',
        '/admin/anything-the-client-guards',
        '/registration',
        '/registration-success',
      ]) {
        const res = await get(url);
        expect([url, res.statusCode]).toEqual([url, 200]);
      }
      // The account area is for nobody's search results.
      expect((await get('/admin/dashboard')).body).toContain('<meta name="robots" content="noindex" />');
      expect(canonicalOf((await get('/registration')).body)).toBeUndefined();
    });

    it('keeps the JSON envelope for unknown API paths', async () => {
      for (const url of ['/api/nope', '/api/lpk/nope']) {
        const res = await call(t.app, 'GET', url);
        expect(res.status).toBe(404);
        expect(res.body.status).toBe('error');
        expect(typeof res.body.message).toBe('string');
      }
    });

    it("the server's route table is the front end's (mf-public/src/routes.tsx)", () => {
      const source = readFileSync(path.join(__dirname, '..', '..', 'mf-public', 'src', 'routes.tsx'), 'utf8');
      const routes = [...source.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]!).filter((p) => p !== '*');
      expect([...routes].sort()).toEqual([...STATIC_PAGES.map((p) => p.path), ...PARAM_ROUTES].sort());
    });
  });

  describe('robots.txt and sitemap.xml', () => {
    it('robots.txt allows the public pages, keeps crawlers out of the account area, the API and uploads, and names the sitemap', async () => {
      const res = await get('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const lines = res.body.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /registration$', 'Disallow: /api/', 'Disallow: /storage/']),
      );
      // Not a prefix rule for /registration: /registration-success stays crawlable (and says noindex itself).
      expect(lines).not.toContain('Disallow: /registration');
      expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
    });

    it('the sitemap lists the public pages, every public LPK and every open vacancy, in both languages with alternates', async () => {
      const res = await get('/sitemap.xml');
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
      const locs = await sitemapLocs();
      expect(new Set(locs).size).toBe(locs.length);
      for (const page of ['/', '/jobs', '/search', '/about', '/privacy-policy', '/terms', '/lpk-apply']) {
        expect(locs).toContain(`${APP_URL}${page}`);
        expect(locs).toContain(`${APP_URL}${page}?lang=en`);
      }
      // Not the pages that say noindex, nor a duplicate of another.
      for (const page of ['/experienced', '/reset-password', '/side-by-side-lpk', '/registration', '/admin/dashboard'])
        expect(locs).not.toContain(`${APP_URL}${page}`);
      const listed = locs.filter((loc) => /\/lpk\/\d+$/.test(loc)).map((loc) => Number(loc.split('/').pop()));
      expect(listed.sort((a, b) => a - b)).toEqual(await instituteIds());
      const all = await jobs();
      const open = all.filter((j) => j.is_open);
      expect(open.length).toBeGreaterThan(0);
      for (const job of all) expect([job.id, locs.includes(`${APP_URL}/job-detail/${job.id}/${job.lpk_id}`)]).toEqual([job.id, job.is_open]);
      expect(res.body).toContain(
        `<url><loc>${APP_URL}/lpk/1</loc><xhtml:link rel="alternate" hreflang="id" href="${APP_URL}/lpk/1"/><xhtml:link rel="alternate" hreflang="en" href="${APP_URL}/lpk/1?lang=en"/><xhtml:link rel="alternate" hreflang="x-default" href="${APP_URL}/lpk/1"/></url>`,
      );
      // Compressed for a crawler that asks.
      const gz = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(res.body);
      expect((await get('/sitemap.xml', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
    });

    it('a vacancy closed or past its deadline leaves the sitemap at once', async () => {
      const [first, second] = (await jobs()).filter((j) => j.is_open);
      await t.app.db.updateTable('jobs').set({ closed_at: new Date().toISOString() }).where('id', '=', first!.id).execute();
      await t.app.db.updateTable('jobs').set({ deadline: '2020-01-01' }).where('id', '=', second!.id).execute();
      await invalidateCatalogue(t.app.db);
      const locs = await sitemapLocs();
      expect(locs).not.toContain(`${APP_URL}/job-detail/${first!.id}/${first!.lpk_id}`);
      expect(locs).not.toContain(`${APP_URL}/job-detail/${second!.id}/${second!.lpk_id}`);
      // Its page stays (applicants follow it), without a job posting.
      const page = await get(`/job-detail/${first!.id}/${first!.lpk_id}`);
      expect(page.statusCode).toBe(200);
      expect(jsonLdOf(page.body)).toEqual([]);
    });

    it('an LPK the operator suspends leaves the sitemap, with its vacancies, and its page is a 404 — until it is reinstated', async () => {
      const operator = await login(t.app, DEMO.operator);
      const lpk = (await jobs()).find((j) => j.is_open)!.lpk_id;
      const itsJobs = (await jobs()).filter((j) => j.lpk_id === lpk && j.is_open);
      const before = await sitemapLocs();
      expect(before).toContain(`${APP_URL}/lpk/${lpk}`);
      expect((await get(`/lpk/${lpk}`)).statusCode).toBe(200);
      const suspended = await call(t.app, 'POST', `/api/lpk/operator/institutes/${lpk}/suspend`, {
        token: operator,
        body: { reason: 'Dilaporkan memungut biaya di luar ketentuan' },
      });
      expect(suspended.status).toBe(200);
      const after = await sitemapLocs();
      expect(after).not.toContain(`${APP_URL}/lpk/${lpk}`);
      expect(after).not.toContain(`${APP_URL}/lpk/${lpk}?lang=en`);
      for (const job of itsJobs) expect(after).not.toContain(`${APP_URL}/job-detail/${job.id}/${job.lpk_id}`);
      expect((await get(`/lpk/${lpk}`)).statusCode).toBe(404);
      expect((await get(`/side-by-side-lpk?ids=${lpk},${lpk === 1 ? 2 : 1}`)).statusCode).toBe(404);
      if (itsJobs[0]) expect((await get(`/job-detail/${itsJobs[0].id}/${lpk}`)).statusCode).toBe(404);
      const reinstated = await call(t.app, 'POST', `/api/lpk/operator/institutes/${lpk}/reinstate`, { token: operator, body: { reason: 'Sudah diperbaiki' } });
      expect(reinstated.status).toBe(200);
      expect(await sitemapLocs()).toContain(`${APP_URL}/lpk/${lpk}`);
      expect((await get(`/lpk/${lpk}`)).statusCode).toBe(200);
    });

    it('a draft LPK (approved, not yet published) is in neither the sitemap nor a page', async () => {
      const lpk = (await instituteIds())[3]!;
      await t.app.db
        .updateTable('institutes')
        .set({ listing_status: 'draft' as never })
        .where('id', '=', lpk)
        .execute();
      try {
        await invalidateCatalogue(t.app.db);
        const locs = await sitemapLocs();
        expect(locs).not.toContain(`${APP_URL}/lpk/${lpk}`);
        expect(locs.filter((loc) => loc.endsWith(`/${lpk}`) && loc.includes('/job-detail/'))).toEqual([]);
        expect((await get(`/lpk/${lpk}`)).statusCode).toBe(404);
      } finally {
        await t.app.db.updateTable('institutes').set({ listing_status: 'listed' }).where('id', '=', lpk).execute();
        await invalidateCatalogue(t.app.db);
      }
    });

    it('splits into an index of files above 50,000 URLs', () => {
      const files = sitemapFiles(APP_URL, ['/', '/a', '/b'], 4);
      expect([...files.keys()].sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml']);
      const index = files.get('sitemap.xml')!.xml.toString();
      expect(index).toContain('<sitemapindex');
      expect(index).toContain(`<loc>${APP_URL}/sitemap-2.xml</loc>`);
      expect(files.get('sitemap-2.xml')!.xml.toString().match(/<url>/g)).toHaveLength(2);
    });
  });

  describe('the head of each page', () => {
    it('gives every public page its own title, description and canonical URL on APP_URL, with id/en alternates', async () => {
      const [job] = (await jobs()).filter((j) => j.is_open);
      const pages = [
        '/',
        '/jobs',
        '/inexperienced',
        '/search',
        '/about',
        '/lpk-apply',
        '/privacy-policy',
        '/terms',
        '/lpk/1',
        '/lpk/2',
        `/job-detail/${job!.id}/${job!.lpk_id}`,
      ];
      const heads = [];
      for (const page of pages) {
        const body = (await get(page)).body;
        const head = { page, title: titleOf(body), description: descriptionOf(body), canonical: canonicalOf(body) };
        expect(head.canonical).toBe(`${APP_URL}${page}`);
        expect(alternatesOf(body)).toEqual({ id: `${APP_URL}${page}`, en: `${APP_URL}${page}?lang=en`, 'x-default': `${APP_URL}${page}` });
        expect(head.description!.length).toBeGreaterThan(20);
        expect(decode(head.description!).length).toBeLessThanOrEqual(160);
        expect(body).not.toContain('<meta name="robots"');
        // Replaced, not added: one of each.
        expect(body.match(/<title>/g)).toHaveLength(1);
        expect(body.match(/<meta name="description"/g)).toHaveLength(1);
        heads.push(head);
      }
      expect(new Set(heads.map((h) => h.title)).size).toBe(pages.length);
      expect(new Set(heads.map((h) => h.description)).size).toBe(pages.length);
      // The same page in English: its own canonical, the same alternates, English text, <html lang="en">.
      const en = (await get('/about?lang=en')).body;
      expect(canonicalOf(en)).toBe(`${APP_URL}/about?lang=en`);
      expect(titleOf(en)).toBe('About us · LPK Kaigo');
      expect(en).toMatch(/<html lang="en">/);
      expect(titleOf((await get('/about')).body)).toBe('Tentang kami · LPK Kaigo');
      // A duplicate route names the page it shows; any other query is not part of the canonical URL.
      expect(canonicalOf((await get('/experienced')).body)).toBe(`${APP_URL}/`);
      expect(canonicalOf((await get('/jobs?page=2&utm_source=x')).body)).toBe(`${APP_URL}/jobs`);
    });

    it("an LPK's page is titled by its name and city, described by its listing, in the URL's language", async () => {
      const detail = (await call(t.app, 'GET', '/api/lpk/institutes/1')).body.data as { name: string; city: string; description: string };
      const detailEn = (await call(t.app, 'GET', '/api/lpk/institutes/1', { headers: { 'accept-language': 'en' } })).body.data as { description: string };
      const id = (await get('/lpk/1')).body;
      const title = decode(titleOf(id)!);
      expect(title.startsWith('LPK ')).toBe(true);
      expect(title).toContain(detail.name.replace(/^LPK /, ''));
      expect(title).toContain(detail.city);
      expect(title).toContain('— pelatihan kaigo');
      const shown = decode(descriptionOf(id)!).replace(/…$/, '');
      expect(shown.length).toBeGreaterThan(40);
      expect(detail.description.replace(/\s+/g, ' ').trim().startsWith(shown)).toBe(true);
      const en = (await get('/lpk/1?lang=en')).body;
      expect(decode(titleOf(en)!)).toContain('— kaigo training');
      expect(
        detailEn.description
          .replace(/\s+/g, ' ')
          .trim()
          .startsWith(decode(descriptionOf(en)!).replace(/…$/, '')),
      ).toBe(true);
    });

    it('a vacancy page is titled by the job, its prefecture and its LPK', async () => {
      const [job] = (await jobs()).filter((j) => j.is_open);
      const body = (await get(`/job-detail/${job!.id}/${job!.lpk_id}`)).body;
      expect(decode(titleOf(body)!)).toContain(`${job!.title}, ${job!.prefecture} (Jepang)`);
    });
  });

  describe('structured data', () => {
    it("an LPK's page carries schema.org EducationalOrganization", async () => {
      const detail = (await call(t.app, 'GET', '/api/lpk/institutes/1')).body.data as { city: string; province: string };
      const [org] = jsonLdOf((await get('/lpk/1')).body);
      expect(org).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'EducationalOrganization',
        url: `${APP_URL}/lpk/1`,
        address: { '@type': 'PostalAddress', addressLocality: detail.city, addressRegion: detail.province, addressCountry: 'ID' },
      });
      expect(typeof org!.name).toBe('string');
      expect(typeof org!.description).toBe('string');
    });

    it('an open vacancy carries a JobPosting with what Google requires and recommends', async () => {
      const [job] = (await jobs()).filter((j) => j.is_open);
      const body = (await get(`/job-detail/${job!.id}/${job!.lpk_id}`)).body;
      const postings = jsonLdOf(body).filter((d) => d['@type'] === 'JobPosting');
      expect(postings).toHaveLength(1);
      const posting = postings[0] as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON-LD read as parsed
      // Required (developers.google.com/search/docs/appearance/structured-data/job-posting).
      expect(posting['@context']).toBe('https://schema.org');
      expect(posting.title).toBe(job!.title);
      expect(typeof posting.description).toBe('string');
      expect(posting.description.length).toBeGreaterThan(0);
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      expect(typeof posting.hiringOrganization.name).toBe('string');
      expect(posting.hiringOrganization.sameAs).toBe(`${APP_URL}/lpk/${job!.lpk_id}`);
      expect(posting.jobLocation['@type']).toBe('Place');
      expect(posting.jobLocation.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'JP', addressRegion: job!.prefecture });
      expect(typeof posting.jobLocation.address.addressLocality).toBe('string');
      // Recommended.
      expect(posting.validThrough).toBe(`${job!.deadline}T23:59:59+09:00`);
      expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.parse(posting.datePosted));
      expect(posting.employmentType).toBe('FULL_TIME');
      expect(posting.baseSalary).toMatchObject({ '@type': 'MonetaryAmount', currency: 'JPY', value: { '@type': 'QuantitativeValue', unitText: 'MONTH' } });
      expect(Number.isInteger(posting.baseSalary.value.value)).toBe(true);
      expect(posting.baseSalary.value.value).toBeGreaterThan(0);
    });

    it('is written so that no listing text can end the script element', async () => {
      const lpk = (await instituteIds())[1]!;
      const evil = 'Pelatihan kaigo </script><script>alert(1)</script> <!-- & “kutip”';
      await t.app.db.updateTable('institutes').set({ description_id: evil }).where('id', '=', lpk).execute();
      await invalidateCatalogue(t.app.db);
      const body = (await get(`/lpk/${lpk}`)).body;
      expect(body).not.toContain('<script>alert(1)');
      expect(body).not.toContain('<!-- &');
      const [org] = jsonLdOf(body);
      expect(org!.description).toBe(evil);
      expect(decode(descriptionOf(body)!)).toBe(evil);
      // The structured data is data, never run: the page's policy allows only its two scripts (configuration, early script).
      const policy = String((await get(`/lpk/${lpk}`)).headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSrc.match(/'sha256-/g)).toHaveLength(2);
    });
  });
});

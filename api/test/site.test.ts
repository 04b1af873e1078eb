import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { call, createTestApp, type TestApp } from './helpers';

/**
 * The front end served on the API's origin (modules/site): compression, cache rules for entry
 * points and hashed files, client-side routes answered with the page, API paths untouched.
 */
describe('front end on the API origin', () => {
  let dir: string;
  let t: TestApp;
  const html = '<!doctype html><html><head><!--LPK_CONFIG--></head><body><main id="main"></main></body></html>';
  const mainJs = 'console.log("shell");'.repeat(50);

  function write(file: string, content: string, compress = true): void {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
    if (compress) {
      writeFileSync(`${full}.gz`, gzipSync(content));
      writeFileSync(`${full}.br`, brotliCompressSync(content));
    }
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lpk-site-'));
    write('shell/index.html', html);
    write('shell/main.0123abcd.js', mainJs);
    write('shell/plain.txt', 'not hashed', false);
    write('mf-public/1.0.0/remoteEntry.js', 'var mf_public;');
    write('mf-public/1.0.0/src_app.89abcdef.js', 'chunk');
    write('rollout.json', JSON.stringify({ schema: 1, remotes: { 'mf-public': { stable: '1.0.0' } } }));
    write('shell/.secret', 'no', false);
    t = await createTestApp({ site: { staticDir: dir, apiBaseUrl: '', wsHost: '', chatUrl: 'https://wa.me/628</script>', gtmId: 'GTM-TEST' } });
  });

  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers client-side routes with the page, configuration written in, never cached', async () => {
    for (const url of ['/', '/search/tokyo?fee=low', '/admin/dashboard', '/lpk/12']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('window.__LPK_CONFIG__=');
      expect(res.body).toContain('"gtmId":"GTM-TEST"');
      expect(res.body).not.toContain('<!--LPK_CONFIG-->');
    }
  });

  it('escapes configuration values so they cannot close the script', async () => {
    const res = await get('/');
    expect(res.body).not.toContain('628</script>');
    expect(res.body).toContain('628\\u003c/script>');
  });

  it('answers the page with its Content-Security-Policy, and files without it', async () => {
    expect((await get('/search')).headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect((await get('/shell/main.0123abcd.js')).headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('sends brotli or gzip when the browser accepts it, the same bytes decompressed', async () => {
    const br = await get('/shell/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(mainJs);
    const gz = await get('/shell/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(mainJs);
    const plain = await get('/shell/main.0123abcd.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(mainJs);
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('__LPK_CONFIG__');
    const refused = await get('/shell/main.0123abcd.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('caches content-hashed files and versioned remote folders for a year, entry points never', async () => {
    expect((await get('/shell/main.0123abcd.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/remotes/mf-public/1.0.0/src_app.89abcdef.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // remoteEntry.js under a versioned URL may be kept: a new version has a new URL.
    expect((await get('/remotes/mf-public/1.0.0/remoteEntry.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/rollout.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/shell/index.html')).headers['cache-control']).toBe('no-cache');
    expect((await get('/shell/plain.txt')).headers['cache-control']).toBe('no-cache');
  });

  it('never lets a browser keep a 404 (a missing remote file may come back)', async () => {
    const missing = await get('/remotes/mf-public/1.0.0/missing.0123abcd.js');
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['cache-control'] ?? '')).not.toMatch(/max-age=[1-9]|immutable/);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('/rollout.json');
    const again = await get('/rollout.json', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const page = await get('/');
    expect((await get('/', { 'if-none-match': String(page.headers.etag) })).statusCode).toBe(304);
  });

  it('serves JavaScript and JSON with their content types', async () => {
    expect((await get('/remotes/mf-public/1.0.0/remoteEntry.js')).headers['content-type']).toMatch(/javascript/);
    expect((await get('/rollout.json')).headers['content-type']).toMatch(/application\/json/);
  });

  it('never leaves the deploy folder, nor serves dotfiles or compressed copies directly', async () => {
    for (const url of [
      '/shell/..%2frollout.json',
      '/shell/.secret',
      '/shell/main.0123abcd.js.gz',
      '/remotes/mf-public/1.0.0/..%2f..%2frollout.json',
      '/remotes/mf-public/1.0.0/%2e%2e%2f%2e%2e%2frollout.json',
      '/remotes/not-a-remote/1.0.0/remoteEntry.js',
      '/remotes/mf-public/9.9.9/remoteEntry.js',
    ]) {
      const res = await get(url);
      if (![404, 400].includes(res.statusCode)) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 80)}`);
      expect([404, 400]).toContain(res.statusCode);
      expect(res.body).not.toContain('schema');
    }
  });

  it('keeps API paths as JSON 404s and missing files as 404s, not the page', async () => {
    const api = await call(t.app, 'GET', '/api/lpk/nope');
    expect(api.status).toBe(404);
    expect(api.body.status).toBe('error');
    expect((await get('/favicon.ico')).statusCode).toBe(404);
    expect((await get('/broadcasting/x')).statusCode).toBe(404);
  });

  it('still answers API routes', async () => {
    const res = await call(t.app, 'GET', '/api/lpk/institutes?per_page=1');
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(1);
  });
});

describe('configuration written into the page', () => {
  it('writes values holding `$` patterns as they are', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lpk-site-'));
    mkdirSync(path.join(dir, 'shell'));
    writeFileSync(path.join(dir, 'shell', 'index.html'), '<head><!--LPK_CONFIG--></head><body>after</body>');
    const chatUrl = "https://wa.me/628?text=$'$&$`";
    const t = await createTestApp({ site: { staticDir: dir, apiBaseUrl: '', wsHost: '', chatUrl, gtmId: '' } });
    try {
      const body = (await t.app.inject({ method: 'GET', url: '/' })).body;
      expect(body).toContain(JSON.stringify(chatUrl));
      expect(body.match(/after/g)).toHaveLength(1);
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('API without a front end', () => {
  it('does not answer pages when STATIC_DIR is not set', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

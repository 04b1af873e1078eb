/**
 * Pre-rendered page heads (docs/architecture.md, "First paint"): a remote may declare, in
 * `src/page-heads.ts`, the routes whose first screenful is static text (a heading and a lead
 * paragraph from its i18n strings). Its build then writes `page-heads.json` beside remoteEntry.js:
 * the markup of each head in both languages and the few CSS rules it needs
 * (`src/page-heads.css`, which the remote's own CSS imports too). The API host writes the head of
 * the requested route into index.html from the stable version of the remote (api/src/modules/site),
 * so the text paints before any JavaScript has run; the remote's first render replaces it.
 *
 * `src/page-heads.ts` exports `PAGE_HEADS` ({ path, layout, title, lead }: i18n keys of `NAMESPACE`) and
 * imports the i18n modules that hold them; it is bundled here with esbuild and run in Node, with
 * `mf-shared` replaced by a collector of the strings those modules add (nothing else of the app runs).
 */
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { bundleFirstScreen } = require('./first-screen.cjs');

const LANGUAGES = ['id', 'en'];

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The key `a.b.c` of a nested strings object. */
function lookup(strings, key) {
  const value = key.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), strings);
  if (typeof value !== 'string') throw new Error(`page-heads: no string "${key}"`);
  return value;
}

/** The list `key` of a nested strings object: legal sections ({ title, paragraphs }). */
function lookupList(strings, key) {
  const value = key.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), strings);
  const valid =
    Array.isArray(value) && value.every((s) => typeof s?.title === 'string' && Array.isArray(s.paragraphs) && s.paragraphs.every((p) => typeof p === 'string'));
  if (!valid) throw new Error(`page-heads: no list of sections "${key}"`);
  return value;
}

/**
 * The markup of one head in one language: the elements and classes the screen renders first
 * (checked by the remote's page-heads.test.tsx). `layout`: `catalogue` (a catalogue page's heading and
 * lead), `auth` (the card of the sign-in pages), `legal` (a legal text, whole),
 * or a data head: `institute` (/lpk/:id) and `job`
 * (/job-detail/:id/:lpkId), whose `{{field}}`s the API host fills from its database, and `search`
 * (/search/:query), whose `{{query}}` it fills from the URL.
 */
function headHtml(head, strings) {
  const text = (key) => escapeHtml(lookup(strings, key));
  const title = head.title ? text(head.title) : null;
  const lead = head.lead ? text(head.lead) : null;
  switch (head.layout) {
    case 'auth':
      return `<section class="auth-page container"><div class="card auth-card"><h1>${title}</h1>${lead ? `<p class="auth-card__intro">${lead}</p>` : ''}</div></section>`;
    // Data heads: {{field}} is filled by the API host with the escaped value of the institute or vacancy of the URL.
    case 'institute':
      return (
        `<div class="container catalogue-page"><p><a href="/search">${text(head.back)}</a></p><h1>{{name}}</h1>` +
        `<p class="catalogue-lead">{{city}}, {{province}}</p>` +
        `<div class="cta"><a href="/registration?lpk_id={{id}}" class="button button--primary">${text(head.register)}</a><span class="catalogue-muted">${text(head.note)}</span></div></div>`
      );
    case 'legal': {
      // The whole text: it is all static, and on a short introduction the first section is the largest paint.
      const sections = head.sections ? lookupList(strings, head.sections) : [];
      const body = sections
        .map((section) => `<section><h2>${escapeHtml(section.title)}</h2>${section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</section>`)
        .join('');
      return `<div class="container catalogue-page prose"><h1>${title}</h1><p class="catalogue-muted">${lead}</p><p>${text(head.intro)}</p>${body}</div>`;
    }
    case 'search':
      // The title holds the query of the URL: its {{query}} is filled by the API host.
      return `<div class="container catalogue-page"><h1>${title}</h1>${lead ? `<p class="catalogue-lead">${lead}</p>` : ''}</div>`;
    case 'job':
      return `<div class="container catalogue-page"><p><a href="/jobs">${text(head.back)}</a></p><h1>{{title}}</h1><p class="catalogue-lead">{{lpk_name}} · {{city}}, {{prefecture}}</p></div>`;
    default:
      return `<div class="container catalogue-page"><h1>${title}</h1>${lead ? `<p class="catalogue-lead">${lead}</p>` : ''}</div>`;
  }
}

/** The data a data head is filled with (the API host knows these kinds). */
const DATA_KINDS = { institute: 'institute', job: 'job', search: 'query' };

/** Runs `src/page-heads.ts` of a remote: its heads and the strings its i18n modules add, per namespace. */
function loadHeads(entry) {
  const esbuild = require('esbuild');
  const result = esbuild.buildSync({
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    logLevel: 'silent',
    alias: { 'mf-shared': path.join(__dirname, 'page-heads-collector.mjs') },
    stdin: {
      contents: `export { PAGE_HEADS, NAMESPACE } from ${JSON.stringify(entry)}; export { collected } from 'mf-shared';`,
      resolveDir: path.dirname(entry),
      loader: 'ts',
    },
  });
  const module = { exports: {} };
  vm.runInNewContext(result.outputFiles[0].text, { module, exports: module.exports, require, console });
  return module.exports;
}

/** page-heads.json of a remote's `src/` folder, or null when it declares none. */
function buildPageHeads(srcDir, container) {
  const entry = path.join(srcDir, 'page-heads.ts');
  if (!fs.existsSync(entry)) return null;
  const { PAGE_HEADS, NAMESPACE, collected } = loadHeads(entry);
  const strings = collected[NAMESPACE];
  if (!strings) throw new Error(`page-heads: no strings in namespace "${NAMESPACE}"`);
  const cssFile = path.join(srcDir, 'page-heads.css');
  const css = fs.existsSync(cssFile)
    ? fs
        .readFileSync(cssFile, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
  const heads = {};
  for (const head of PAGE_HEADS) {
    heads[head.path] = Object.fromEntries(LANGUAGES.map((lang) => [lang, headHtml(head, strings[lang])]));
    if (DATA_KINDS[head.layout]) heads[head.path].data = DATA_KINDS[head.layout];
    if (head.firstGets) heads[head.path].firstGets = [...head.firstGets];
    if (head.screen) heads[head.path].screen = head.screen; // replaced by the files to preload (PageHeadsPlugin)
  }
  return { schema: 1, container, css, heads };
}

/** Emits page-heads.json (when the remote declares heads) into the remote's version folder. */
class PageHeadsPlugin {
  constructor({ srcDir, container }) {
    this.srcDir = srcDir;
    this.container = container;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PageHeadsPlugin', (compilation) => {
      // After the assets' final names (real content hashes): the files to preload are named as served.
      compilation.hooks.processAssets.tapPromise({ name: 'PageHeadsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        for (const file of ['page-heads.ts', 'page-heads.css']) compilation.fileDependencies.add(path.join(this.srcDir, file));
        const heads = buildPageHeads(this.srcDir, this.container);
        if (!heads) return;
        // Per route: the JavaScript and CSS of the remote's `./app` and of the route's screen (its lazy chunk and
        // the chunks split off it), which the API host preloads from the page.
        const filesOf = (group) => (group ? group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => /\.(?:js|css)$/.test(file)) : []);
        // (A build of the remote without its `./app`, such as federation's build of a shared fallback, preloads nothing.)
        const appGroup = compilation.namedChunkGroups.get('__federation_expose_app');
        // With it, the shared router this remote provides (the shell does not): loaded beside ./app on a first visit.
        const router = [...compilation.chunks].filter((chunk) =>
          [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((m) =>
            /node_modules[\\/]react-router(?:-dom)?[\\/]/.test(m.resource ?? m.rootModule?.resource ?? ''),
          ),
        );
        const app = [...filesOf(appGroup), ...router.flatMap((chunk) => [...chunk.files]).filter((file) => /\.js$/.test(file))];
        for (const [route, head] of Object.entries(heads.heads)) {
          if (!head.screen) continue;
          if (!appGroup) {
            delete head.screen;
            continue;
          }
          const request = `./screens/${head.screen}`;
          const group = compilation.chunkGroups.find((g) => g.origins.some((origin) => origin.request === request));
          if (!group) throw new Error(`page-heads: ${route} names the screen "${head.screen}", which no import('${request}') loads`);
          head.preload = [...new Set([...app, ...filesOf(group)])];
          delete head.screen;
        }
        // The first screens the API host may render for this version: the fingerprint of their bundle (first-screen.cjs).
        const firstScreen = await bundleFirstScreen(this.srcDir);
        if (firstScreen) heads.firstScreen = firstScreen.fingerprint;
        compilation.emitAsset('page-heads.json', new RawSource(JSON.stringify(heads)));
      });
    });
  }
}

module.exports = { PageHeadsPlugin, buildPageHeads, headHtml };

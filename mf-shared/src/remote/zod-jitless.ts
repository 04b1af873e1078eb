/**
 * Imported first by this folder's index (what each remote's app.tsx imports first), before any
 * remote's schema is built: zod must never compile parsers with `new Function`, nor even probe
 * whether it may — the page's Content-Security-Policy forbids eval, and the browser reports the
 * probe as a violation although zod catches the refusal. For every remote: when only mf-account
 * set it, mf-public's certificate check (a zod form, parsed on load) made the browser report it.
 *
 * Set on the global object zod keeps its configuration in (what `z.config({ jitless: true })`
 * writes, shared by every copy of zod in the page) rather than through `z.config`: importing zod
 * here would move ~4 KB gzip of it into each remote's entry chunk. mf-shared/test/zod-jitless.test.ts
 * checks that zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};

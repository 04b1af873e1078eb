import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config';

/**
 * The run-time configuration the front end reads (`window.__LPK_CONFIG__`, mf-shared/src/config.ts),
 * written into index.html when it is served, so one build serves every environment.
 */
export function pageConfig(config: AppConfig): Record<string, string | number> {
  return {
    apiBaseUrl: config.site.apiBaseUrl,
    wsHost: config.site.wsHost,
    wsPort: config.site.wsPort ?? config.pusher.port,
    pusherKey: config.pusher.key,
    chatUrl: config.site.chatUrl,
    gtmId: config.site.gtmId,
  };
}

/** `<script>` that sets the configuration; `<` escaped so no value can close the script. */
export function configScript(config: AppConfig): string {
  const json = JSON.stringify(pageConfig(config)).replace(/</g, '\\u003c');
  return `<script>window.__LPK_CONFIG__=${json}</script>`;
}

export const CONFIG_MARKER = '<!--LPK_CONFIG-->';

/** Where the tag manager (shell/src/analytics/tagManager.ts) loads from and talks to. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Comments, and the inline `<script>`/`<style>` elements of a page with their text. One pass left to
 * right, as the HTML tokenizer reads it: a `<script>` inside a comment is no script, and a `<!--`
 * inside a script is script text.
 */
const ELEMENTS = /<!--[\s\S]*?-->|<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

/**
 * CSP hash sources (`'sha256-…'`) of the inline `<script>`s (those without `src`, and not JSON data) or `<style>`s
 * of an HTML page, in page order, each once. The text is hashed as the browser hashes it: what
 * stands between the tags, line breaks normalised to LF (the HTML parser does that first), UTF-8.
 */
export function inlineHashes(html: string, element: 'script' | 'style'): string[] {
  const hashes: string[] = [];
  for (const [whole, name, attributes = '', text = ''] of html.matchAll(ELEMENTS)) {
    if (whole.startsWith('<!--') || name?.toLowerCase() !== element) continue;
    if (element === 'script' && /(?:^|\s)src\s*=/i.test(attributes)) continue;
    // A data block (a first screen's answers, `application/json`; structured data, `application/ld+json`) is never run: nothing to allow.
    if (element === 'script' && /(?:^|\s)type\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes)) continue;
    const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
    const source = `'sha256-${digest}'`;
    if (!hashes.includes(source)) hashes.push(source);
  }
  return hashes;
}

/** A host name a CSP source may hold (no IPv6 literal, nothing that could end the directive). */
const CSP_HOST = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$/i;

/** The origin of an absolute http(s) URL, or null (empty, relative: the page's own origin). */
function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin the remotes load from when the rollout manifest (rollout.json) puts them on another
 * host (`baseUrl` an http(s) URL); null when they are on the page's own origin or it cannot be read.
 */
export function remotesOrigin(manifest: string | null): string | null {
  try {
    const baseUrl: unknown = (JSON.parse(manifest ?? 'null') as { baseUrl?: unknown } | null)?.baseUrl;
    return typeof baseUrl === 'string' && /^https?:\/\//i.test(baseUrl) ? httpOrigin(baseUrl) : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of the page: only the page's own files and exactly the inline scripts
 * (and styles) the page holds, by hash — an injected inline script, event-handler attribute or
 * `javascript:` URL does not run. `html` is the page as served (configuration written in), so the
 * hashes cannot drift from what the browser gets.
 *
 * The result takes the host name the page was asked for: with no configured real-time host the
 * front end connects to the page's own host (mf-shared getConfig), on the real-time port (pusher-js:
 * `ws://host:port` on an http page, `wss://host` — its TLS port 443 — on an https page).
 *
 * `remotes`: the origin of the remotes' files when the rollout manifest puts them elsewhere
 * (remotesOrigin): their scripts, styles, images and fonts load from it.
 */
export function pagePolicy(config: AppConfig, html: string, remotes: string | null = null): (pageHost: string) => string {
  const gtm = config.site.gtmId ? [TAG_MANAGER_ORIGIN] : [];
  const api = httpOrigin(config.site.apiBaseUrl);
  const apiSources = api ? [api] : [];
  const remoteSources = remotes ? [remotes] : [];
  const wsPort = config.site.wsPort ?? config.pusher.port;
  const before = [
    ['default-src', "'self'", ...remoteSources].join(' '),
    ['script-src', "'self'", ...remoteSources, ...inlineHashes(html, 'script'), ...gtm].join(' '),
    ['style-src', "'self'", ...remoteSources, ...inlineHashes(html, 'style')].join(' '),
    // data: the page's icon; blob: the preview of a chosen avatar; avatars come from the API host.
    ['img-src', "'self'", ...remoteSources, 'data:', 'blob:', ...apiSources, ...gtm].join(' '),
  ].join('; ');
  const after = ["object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"].join('; ');
  const connect = (wsHost: string) => {
    const host = CSP_HOST.test(wsHost) ? wsHost.toLowerCase() : '*';
    return ['connect-src', "'self'", ...remoteSources, ...apiSources, `ws://${host}:${wsPort}`, `wss://${host}`, ...gtm].join(' ');
  };
  const fixed = config.site.wsHost ? `${before}; ${connect(config.site.wsHost)}; ${after}` : null;
  return (pageHost) => fixed ?? `${before}; ${connect(pageHost)}; ${after}`;
}

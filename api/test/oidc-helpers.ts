import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * A browser for the Google sign-in flow driven through Fastify's inject: follows the API's and
 * the development provider's redirects by hand, keeping the provider's cookies.
 */
export class FlowBrowser {
  private readonly cookies = new Map<string, string>();
  /** What this browser's tab keeps for the sign-in it starts (the /login screen puts it in sessionStorage). */
  readonly binding = randomBytes(32).toString('base64url');

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: { lang?: string; remoteAddress?: string } = {},
  ) {}

  private remember(res: LightMyRequestResponse): void {
    const raw = res.headers['set-cookie'];
    for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private headers(url: URL): Record<string, string> {
    const headers: Record<string, string> = { host: url.host };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.options.lang) headers['accept-language'] = this.options.lang;
    return headers;
  }

  async request(method: 'GET' | 'POST', href: string, form?: Record<string, string>): Promise<LightMyRequestResponse> {
    const url = new URL(href, 'http://localhost:8080');
    const res = await this.app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers: { ...this.headers(url), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
      ...(this.options.remoteAddress ? { remoteAddress: this.options.remoteAddress } : {}),
    });
    this.remember(res);
    return res;
  }

  /** Follows redirects from `href` until an answer that is not one, or one to the app's /auth/callback. */
  async follow(href: string): Promise<{ res: LightMyRequestResponse; url: URL }> {
    let url = new URL(href, 'http://localhost:8080');
    for (let hops = 0; hops < 10; hops += 1) {
      if (url.pathname === '/auth/callback') return { res: undefined as unknown as LightMyRequestResponse, url };
      const res = await this.request('GET', url.href);
      const location = res.headers.location;
      if (res.statusCode < 300 || res.statusCode >= 400 || typeof location !== 'string') return { res, url };
      url = new URL(location, url);
    }
    throw new Error('too many redirects');
  }

  /** GET /start, then on to the development sign-in page; returns the page's uid. */
  async openSignInPage(redirect?: string, lang?: string): Promise<{ uid: string; html: string }> {
    const query = new URLSearchParams();
    if (redirect !== undefined) query.set('redirect', redirect);
    if (lang) query.set('lang', lang);
    query.set('binding', this.binding);
    const { res, url } = await this.follow(`/api/lpk/auth/google/start?${query.toString()}`);
    const match = /^\/dev-oidc\/interaction\/([^/]+)$/.exec(url.pathname);
    if (!match || res.statusCode !== 200) throw new Error(`not on the sign-in page: ${url.href} ${res?.statusCode} ${res?.body.slice(0, 300)}`);
    return { uid: match[1]!, html: res.body };
  }

  /** Submits the sign-in page and follows the provider back to /auth/callback; returns its query. */
  async submit(uid: string, form: Record<string, string>, action: 'login' | 'abort' = 'login'): Promise<URLSearchParams> {
    const res = await this.request('POST', `/dev-oidc/interaction/${uid}/${action}`, form);
    if (res.statusCode !== 303) throw new Error(`sign-in page answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    const { url } = await this.follow(String(res.headers.location));
    if (url.pathname !== '/auth/callback') throw new Error(`did not come back to /auth/callback: ${url.href}`);
    // The callback screen adds the value its tab kept when it started (callbackBody passes it on).
    url.searchParams.set('binding', this.binding);
    return url.searchParams;
  }

  /** The whole trip: start, choose, and come back with the callback's parameters. */
  async signIn(form: Record<string, string>, redirect?: string): Promise<URLSearchParams> {
    const { uid } = await this.openSignInPage(redirect);
    return this.submit(uid, form);
  }
}

/** The callback parameters as the /auth/callback screen forwards them (with its tab's binding). */
export function callbackBody(params: URLSearchParams): Record<string, string> {
  const body: Record<string, string> = {};
  for (const name of ['binding', 'code', 'state', 'iss', 'error', 'error_description']) {
    const value = params.get(name);
    if (value !== null) body[name] = value;
  }
  return body;
}

export const DEMO_SIGN_IN = { identity: '0', email_verified: '1' } as const;
export const other = (email: string, name = 'Rina Wulandari', verified = true): Record<string, string> => ({
  identity: 'other',
  email,
  name,
  ...(verified ? { email_verified: '1' } : {}),
});

import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import { z } from 'zod';
import { LANGUAGES, pickLanguage, translator, type Language } from '../../i18n';
import { clientAddressOf } from '../../lib/client-address';
import type { DevOidcMode } from '../auth/oidc/settings';
import { DEMO_IDENTITIES, messagePage, pagePolicy, signInPage } from './page';
import { createDevProvider, MOUNT_PATH, type DevAccounts, type DevClient, type ProviderClass } from './provider';

export interface DevOidcOptions {
  /** oidc-provider's class, loaded at start-up (provider.ts importProviderClass). */
  Provider: ProviderClass;
  issuer: string;
  /** The app's public URL: its origin may receive the provider's redirects, its /login is the way back. */
  appUrl: string;
  client: DevClient;
  accounts: DevAccounts;
  mode: Exclude<DevOidcMode, 'off'>;
}

/** Headers a reverse proxy adds: a request carrying one came from elsewhere, whatever the socket's address. */
export function cameThroughProxy(headers: Record<string, string | string[] | undefined>): boolean {
  return ['forwarded', 'x-forwarded-for', 'x-real-ip'].some((name) => headers[name] !== undefined);
}

/** A loopback address: a browser on the machine running the server. */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((v) => v.toLowerCase());

function languageOf(request: FastifyRequest, uiLocales?: unknown): Language {
  const asked = typeof uiLocales === 'string' ? uiLocales.split(' ')[0]?.toLowerCase().split('-')[0] : undefined;
  return (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : request.lang;
}

/**
 * The development OpenID provider standing in for Google, at /dev-oidc on the API host: never in
 * production, never when Google is configured (plugin registered by auth/oidc/routes.ts only then).
 * oidc-provider answers its protocol endpoints (discovery, authorisation, token, keys); the
 * sign-in page is ours: it says plainly that it is a development sign-in, offers demo identities
 * or any email, "email verified" or not, and a way to deny access.
 */
const devOidcPlugin: FastifyPluginAsync<DevOidcOptions> = async (app, options) => {
  const appUrl = options.appUrl.replace(/\/+$/, '');
  const loginUrl = `${appUrl}/login`;
  const policy = pagePolicy(new URL(appUrl).origin);

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('content-security-policy', policy).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  const provider = lazyProvider(options, policy, loginUrl);

  if (options.mode === 'local') {
    // Anyone who reaches it may sign in as anyone: by default only browsers on this machine may,
    // and not through a reverse proxy on this machine (every browser would look local then).
    app.addHook('onRequest', async (request, reply) => {
      if (isLoopback(clientAddressOf(request)) && !cameThroughProxy(request.headers)) return;
      const t = translator(request.lang);
      return sendPage(reply, 403, messagePage({ lang: request.lang, t, title: t('dev_oidc.local_only_title'), message: t('dev_oidc.local_only'), loginUrl }));
    });
  }

  /** The interaction the browser's cookie names, when it is the one in the path; else the page saying it is over. */
  const interactionOf = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    try {
      const details = await (await provider()).interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid) return details;
    } catch (error) {
      request.log.info({ err: error }, 'development sign-in: no interaction');
    }
    const t = translator(request.lang);
    await sendPage(reply, 400, messagePage({ lang: request.lang, t, title: t('dev_oidc.expired_title'), message: t('dev_oidc.expired'), loginUrl }));
    return undefined;
  };

  app.get<{ Params: { uid: string } }>(`${MOUNT_PATH}/interaction/:uid`, async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return reply;
    const lang = languageOf(request, details.params.ui_locales);
    return sendPage(reply, 200, signInPage({ lang, t: translator(lang), uid: details.uid }));
  });

  app.post<{ Params: { uid: string }; Body: Record<string, unknown> | undefined }>(`${MOUNT_PATH}/interaction/:uid/login`, async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return reply;
    const { verified, chosen, form } = readSignIn(request.body);
    if (!chosen) {
      const lang = languageOf(request, details.params.ui_locales);
      const t = translator(lang);
      return sendPage(reply, 422, signInPage({ lang, t, uid: details.uid, form, error: t('dev_oidc.email_invalid') }));
    }
    const sub = options.accounts.remember({ email: chosen.email, email_verified: verified, ...(chosen.name ? { name: chosen.name } : {}) });
    const oidc = await provider();
    const grant = new oidc.Grant({ accountId: sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(typeof details.params.scope === 'string' ? details.params.scope : 'openid');
    const grantId = await grant.save();
    const returnTo = await oidc.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  });

  app.post<{ Params: { uid: string } }>(`${MOUNT_PATH}/interaction/:uid/abort`, async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return reply;
    const returnTo = await (
      await provider()
    ).interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  });

  await app.register(protocolRoutes(provider));
};

/** The provider, made on first use (and made again after a failed start), its error page ours: in the browser's language, under the page policy. */
function lazyProvider(options: DevOidcOptions, policy: string, loginUrl: string): () => Promise<Provider> {
  let loading: Promise<Provider> | undefined;
  return (): Promise<Provider> => {
    loading ??= (async () =>
      createDevProvider({
        Provider: options.Provider,
        issuer: options.issuer,
        client: options.client,
        accounts: options.accounts,
        renderError: (ctx, out) => {
          const lang = pickLanguage(ctx.get('accept-language'));
          const t = translator(lang);
          ctx.type = 'html';
          ctx.set('Content-Security-Policy', policy);
          ctx.set('Cache-Control', 'no-store');
          ctx.body = messagePage({ lang, t, title: t('dev_oidc.error_title'), message: t('dev_oidc.error', { error: out.error ?? 'server_error' }), loginUrl });
        },
      }))();
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
}

/** What the sign-in form chose: a demo identity (by its number) or any e-mail with a name, "email verified" or not; `form` to show it again when the e-mail is not one. */
function readSignIn(raw: Record<string, unknown> | undefined) {
  const body = raw && typeof raw === 'object' ? raw : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const identity = text(body.identity) || '0';
  const verified = text(body.email_verified) === '1';
  let chosen: { email: string; name: string } | undefined;
  if (identity === 'other') {
    const parsed = email.safeParse(text(body.email));
    if (parsed.success) chosen = { email: parsed.data, name: text(body.name).trim().slice(0, 100) };
  } else {
    const demo = /^\d{1,2}$/.test(identity) ? DEMO_IDENTITIES[Number(identity)] : undefined;
    if (demo) chosen = { email: demo.email, name: demo.name };
  }
  const form = { identity, email: text(body.email).slice(0, 254), name: text(body.name).slice(0, 100), verified };
  return { verified, chosen, form };
}

/**
 * Everything else under /dev-oidc is oidc-provider's (a Koa app): handed the raw request with the
 * mount path taken off, its body unread (no parser here), and the headers set so far.
 */
function protocolRoutes(provider: () => Promise<Provider>): FastifyPluginAsync {
  return async (mount) => {
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_request, _payload, done) => done(null));
    let handler: ((req: IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>) | undefined;
    mount.all(`${MOUNT_PATH}/*`, async (request, reply) => {
      handler ??= (await provider()).callback();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(MOUNT_PATH.length) || '/';
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      await handler(raw, reply.raw);
    });
  };
}

export default devOidcPlugin;

/**
 * The relying party's requests to the stand-in (discovery, token, keys), answered in-process
 * through Fastify's inject: no network, whatever address the API listens on. The Host and
 * X-Forwarded-Proto of the issuer URL are sent along, so the provider describes itself by the
 * issuer's public address.
 */
export function inProcessFetch(app: FastifyInstance, issuer: string) {
  const issuerOrigin = new URL(issuer).origin;
  return async (url: string, init: { method: string; headers: Record<string, string>; body?: unknown }): Promise<Response> => {
    const target = new URL(url);
    if (target.origin !== issuerOrigin || !target.pathname.startsWith(`${MOUNT_PATH}/`))
      throw new Error(`the development provider does not serve ${target.origin}${target.pathname}`);
    const { body } = init;
    const payload =
      body === undefined || body === null
        ? undefined
        : typeof body === 'string'
          ? body
          : body instanceof URLSearchParams
            ? body.toString()
            : body instanceof ArrayBuffer || body instanceof Uint8Array
              ? Buffer.from(body as Uint8Array)
              : String(body);
    const res = await app.inject({
      method: init.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...init.headers, host: target.host, 'x-forwarded-host': target.host, 'x-forwarded-proto': target.protocol.replace(':', '') },
      ...(payload === undefined ? {} : { payload }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = [101, 204, 205, 304].includes(res.statusCode);
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

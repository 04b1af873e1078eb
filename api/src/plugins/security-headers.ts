import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet chooses, computed ONCE at start-up and set on every answer in a
 * single hook. (@fastify/helmet runs helmet's middleware per request, which measured as the
 * largest fixed cost of every API answer: ~40 % of a bare route's throughput.)
 *
 * The Content-Security-Policy given here (app.ts: nothing loads, nothing frames) is the one of
 * every answer but the page: the page replaces it with its own (modules/site/page-config.ts).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * The headers of a JSON answer of the API (OWASP's REST Security cheat sheet, "Security headers"):
 * nothing may load or frame it (CSP), no other site may read it with a no-cors request (CORP), it
 * is never sniffed as another type, and its host is HTTPS only (HSTS: the API may be on a host of
 * its own, PUBLIC_API_URL, where no page ever sends it). Helmet's other headers concern documents
 * (X-Frame-Options, which CSP's frame-ancestors supersedes; X-XSS-Protection, X-Download-Options,
 * X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-Policies, Origin-Agent-Cluster,
 * Cross-Origin-Opener-Policy, Referrer-Policy): on the API they were ~330 bytes of every answer,
 * for the phone to receive and the server and client to write and parse.
 */
export const API_HEADER_NAMES = ['content-security-policy', 'cross-origin-resource-policy', 'x-content-type-options', 'strict-transport-security'] as const;

/** Answers of the API are JSON (`/api/...`) and the health checks; everything else may be a document. */
export const isApiUrl = (url: string) => url.startsWith('/api/') || url.startsWith('/health');

/** The security headers of an API answer (API_HEADER_NAMES) under these options. */
export function apiHeadersOf(documentHeaders: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(API_HEADER_NAMES.map((name) => [name, documentHeaders[name]!]));
}

export default fp(
  async (app, options: HelmetOptions) => {
    const documentHeaders = helmetHeaders(options);
    const apiHeaders = apiHeadersOf(documentHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiUrl(request.url) ? apiHeaders : documentHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);

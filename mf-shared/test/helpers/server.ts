import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clear, setLanguage, toast } from '../../src';

/** One request as the loopback server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * `raw`: the body as it is (bytes of a file, broken JSON); `headers` add to (or replace) the JSON ones;
 * `delayMs`: answered that much later (a slow network: what the page shows while it waits).
 */
export type Reply = {
  status?: number;
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
  hang?: boolean;
  drop?: boolean;
  delayMs?: number;
};
export type Handler = (request: SeenRequest) => Reply;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Accept-Language, X-Socket-Id',
};

/**
 * A real HTTP server on 127.0.0.1:<random port>. jsdom's XHR talks to it across origins
 * (the page is http://localhost/), so every answer carries CORS headers and preflights are served.
 */
export async function startServer(handler: Handler): Promise<{ url: string; seen: SeenRequest[]; close: () => Promise<void> }> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: SeenRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('latin1') };
      seen.push(request);
      const reply = handler(request);
      if (reply.hang) return; // never answers
      if (reply.drop) {
        req.socket.destroy(); // connection lost, no answer at all
        return;
      }
      const payload = reply.raw ?? JSON.stringify(reply.body ?? { status: 'success', data: null });
      const answer = () => res.writeHead(reply.status ?? 200, { ...CORS, 'Content-Type': 'application/json; charset=utf-8', ...reply.headers }).end(payload);
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A test API server for one test file, with mf-shared pointed at it: started before the file,
 * closed after; before each test the session, toasts and seen requests are cleared and the
 * language is English. `api.reply` answers each request (set it in a test).
 */
export function testApiServer(): { reply: Handler; readonly url: string; readonly seen: SeenRequest[] } {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const started = () => {
    if (!server) throw new Error('testApiServer: the server starts in beforeAll');
    return server;
  };
  const api = {
    reply: (() => ({ body: { status: 'success', data: null } })) as Handler,
    get url() {
      return started().url;
    },
    get seen() {
      return started().seen;
    },
  };
  beforeAll(async () => {
    server = await startServer((request) => api.reply(request));
    window.__LPK_CONFIG__ = { apiBaseUrl: server.url };
  });
  afterAll(async () => {
    toast.clear();
    delete window.__LPK_CONFIG__;
    await server?.close();
  });
  beforeEach(async () => {
    localStorage.clear();
    clear();
    toast.clear();
    started().seen.length = 0;
    await setLanguage('en');
  });
  return api;
}

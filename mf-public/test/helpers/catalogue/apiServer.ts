/**
 * A real loopback API for screen tests (mf-shared's test server): the screens' calls go through
 * the shared axios client, so tests see the exact paths and query parameters that reach the API.
 */
import { startServer, type Reply, type SeenRequest } from '../../../../mf-shared/test/helpers/server';

export type { Reply };

export interface TestApi {
  url: string;
  /** Requests seen so far, as URLs (path + query) for easy assertions. */
  requests: () => URL[];
  /** Replaces the handler for the next requests. */
  respond: (handler: (url: URL, request: SeenRequest) => Reply) => void;
  close: () => Promise<void>;
}

export const ok = (data: unknown): Reply => ({ body: { status: 'success', data } });

export async function startTestApi(handler: (url: URL, request: SeenRequest) => Reply): Promise<TestApi> {
  let current = handler;
  const server = await startServer((request) => current(new URL(request.url, 'http://api.test'), request));
  window.__LPK_CONFIG__ = { apiBaseUrl: server.url };
  return {
    url: server.url,
    requests: () => server.seen.map((r) => new URL(r.url, 'http://api.test')),
    respond: (next) => {
      current = next;
    },
    close: async () => {
      delete window.__LPK_CONFIG__;
      await server.close();
    },
  };
}

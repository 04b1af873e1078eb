import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { HttpApi } from './http-api/handler';
import { rejectSocket } from './upgrade';

/**
 * The real-time port's plain HTTP side: `/health` for load balancers, the Pusher HTTP API under
 * `/apps/` (http-api/handler.ts), and 426 for anything else. Upgrades are the gate's (gate.ts). A
 * client that dribbles its headers is cut off early; requests the parser refuses get a bare 4xx.
 */
export function createRealtimeHttp(httpApi: HttpApi, health: () => Record<string, unknown>, logger: FastifyBaseLogger): Server {
  const http = createServer({ headersTimeout: 10_000, requestTimeout: 20_000 }, (req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ status: 'success', data: health() }));
      return;
    }
    if (httpApi.handles(req.url)) {
      httpApi.handle(req, res);
      return;
    }
    res.writeHead(426, { 'content-type': 'application/json', upgrade: 'websocket' });
    res.end(JSON.stringify({ status: 'error', message: 'Upgrade to WebSocket at /app/{key}' }));
  });
  // Without this listener Node answers malformed requests much the same; with it, it is ours.
  http.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    logger.debug({ err: error }, 'realtime: malformed request refused');
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    rejectSocket(socket, error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400);
  });
  return http;
}

/** Listens on host:port; resolves with the port (0 picks a free one). */
export function listen(http: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen({ host, port }, () => {
      http.off('error', reject);
      const address = http.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

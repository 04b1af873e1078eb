import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { clientAddress, type ProxyTrust } from '../lib/client-address';
import { AddressLimit } from './address-limit';
import type { RealtimeLimits } from './limits';
import { ErrorCode, frames, SUPPORTED_PROTOCOLS } from './protocol';
import { originPolicy, parseUpgradeTarget, rejectSocket, type UpgradeTarget } from './upgrade';

/** What the gate lets through: an upgraded socket of a supported protocol, for this app, within the limits. */
export interface Admitted {
  ws: WebSocket;
  socket: Duplex;
  /** The client's address (counted against PUSHER_MAX_CONNECTIONS_PER_IP until the socket closes). */
  address: string;
}

export interface GateOptions {
  appKey: string;
  limits: RealtimeLimits;
  corsOrigins?: string[] | undefined;
  appUrl?: string | undefined;
  /** Behind reverse proxies (TRUST_PROXY, compiled; null = none): who may write X-Forwarded-For (lib/client-address.ts). */
  proxyTrust: ProxyTrust | null;
  disabled: boolean;
  logger: FastifyBaseLogger;
  /** Open sockets on this node (for the global cap). */
  openCount(): number;
  /** Shutting down: new sockets are told to reconnect elsewhere. */
  closing(): boolean;
  accept(admitted: Admitted): void;
}

/**
 * The upgrade path of the real-time port: the request target and Origin are checked before the
 * upgrade (400/403), then the Pusher rules after it (each refusal a `pusher:error` and its close
 * code): path, app key, app disabled, protocol version, the node's connection cap, and the cap per
 * client address (PUSHER_MAX_CONNECTIONS_PER_IP), so that one address cannot take every slot.
 * Nothing a client sends can throw out of here. Returns the WebSocketServer (closed with the server).
 */
export function attachGate(http: Server, options: GateOptions): WebSocketServer {
  const { limits, logger } = options;
  const originAllowed = originPolicy(options.corsOrigins, options.appUrl);
  const perAddress = new AddressLimit(limits.maxConnectionsPerAddress);
  // No permessage-deflate: Pusher frames are small, per-socket compression contexts cost memory
  // and CPU, and without it one broadcast frame is the same bytes for every socket (ws-frame.ts).
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.hardMaxFrameBytes, perMessageDeflate: false, clientTracking: false });

  /** Pusher refuses a connection after the upgrade: `pusher:error` with the code, then close. */
  const refuse = (ws: WebSocket, code: number, message: string) => {
    ws.on('error', () => undefined);
    ws.send(frames.error(code, message));
    ws.close(code, message);
    setTimeout(() => ws.terminate(), 2_000).unref();
  };

  /** The Pusher rules; a refusal's code and message, or null to let the socket in. */
  const refusal = (target: UpgradeTarget): [number, string] | null => {
    if (options.closing()) return [ErrorCode.RECONNECT, 'Server shutting down; reconnect'];
    if (target.kind !== 'app') return [ErrorCode.PATH_NOT_FOUND, 'Path not found; use /app/{key}'];
    if (target.key !== options.appKey) return [ErrorCode.APP_NOT_FOUND, 'Application does not exist'];
    if (options.disabled) return [ErrorCode.APP_DISABLED, 'Application disabled'];
    const protocol = target.query.get('protocol');
    if (protocol === null || protocol === '') return [ErrorCode.NO_VERSION, 'No protocol version supplied'];
    if (protocol.length > 3 || !/^\d{1,3}$/.test(protocol)) return [ErrorCode.INVALID_VERSION, 'Invalid version string format'];
    if (!SUPPORTED_PROTOCOLS.includes(Number(protocol))) return [ErrorCode.UNSUPPORTED_VERSION, `Unsupported protocol version ${protocol}`];
    if (options.openCount() >= limits.maxConnections) return [ErrorCode.OVER_CAPACITY, 'Over capacity'];
    return null;
  };

  const admit = (req: IncomingMessage, ws: WebSocket, socket: Duplex, target: UpgradeTarget) => {
    const refused = refusal(target);
    if (refused) return refuse(ws, ...refused);
    const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], options.proxyTrust);
    if (!perAddress.tryAdd(address)) {
      logger.info({ address }, 'realtime: connections per address over the limit');
      return refuse(ws, ErrorCode.OVER_CAPACITY, `Over capacity: at most ${limits.maxConnectionsPerAddress} connections per address`);
    }
    ws.once('close', () => perAddress.release(address));
    options.accept({ ws, socket, address });
  };

  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', (error) => logger.debug({ err: error }, 'realtime: upgrade socket error'));
    // Whatever a client sends, nothing may throw out of this listener: it would end the process.
    try {
      const target = parseUpgradeTarget(req.url);
      if (!target) return rejectSocket(socket, 400, 'Bad request target; use /app/{key}');
      if (!originAllowed(req.headers.origin)) {
        logger.info({ origin: String(req.headers.origin).slice(0, 200) }, 'realtime: origin refused');
        return rejectSocket(socket, 403, 'Origin not allowed');
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        try {
          admit(req, ws, socket, target);
        } catch (error) {
          logger.error({ err: error }, 'realtime: accepting a connection failed');
          ws.terminate();
        }
      });
    } catch (error) {
      logger.error({ err: error }, 'realtime: upgrade failed');
      socket.destroy();
    }
  });
  return wss;
}

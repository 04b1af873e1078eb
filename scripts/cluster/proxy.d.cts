/** Types of proxy.cjs. */
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';

export interface ProxiedNode {
  name: string;
  host: string;
  /** The node's PORT (the API host). */
  httpPort: number;
  /** The node's PUSHER_PORT (the real-time server): where upgrades go. */
  wsPort: number;
}

export interface ProxyOptions {
  /** 127.0.0.1 unless given. */
  host?: string;
  /** 0 or unset: a free port. */
  port?: number;
  nodes: ProxiedNode[];
  /** The local address of its connections to the nodes (what their TRUST_PROXY names). */
  sourceAddress?: string;
  /** How often each node's /health/ready is read (1000 ms). */
  healthIntervalMs?: number;
  /** Where node state changes are reported (console.log). */
  log?: (line: string) => void;
}

export interface NodeState {
  name: string;
  /** In rotation. */
  up: boolean;
  /** Requests and sockets open to it through the proxy. */
  active: number;
}

export interface Proxy {
  host: string;
  port: number;
  /** http://host:port */
  url: string;
  status(): NodeState[];
  close(): Promise<void>;
}

export function startProxy(options: ProxyOptions): Promise<Proxy>;
export function canBind(address: string): Promise<boolean>;
/** The headers a request is forwarded with (this hop appended to X-Forwarded-For). */
export function forwardedHeaders(req: IncomingMessage): OutgoingHttpHeaders;

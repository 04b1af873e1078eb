/** Types of cluster.cjs. */
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import type { MailDevProcess } from '../maildev.cjs';
import type { S3ServerProcess } from '../s3-server.cjs';
import type { Proxy } from './proxy.cjs';

/** scripts/start/supervise.mjs's `supervise` (restarts a node that crashed, as systemd would). */
export type Supervise = (
  command: string,
  args: string[],
  options: SpawnOptions,
  hooks: { log: (line: string) => void; onSpawn: (child: ChildProcess) => void; onGiveUp: (code: number) => void },
) => { readonly pid: number | undefined; stop(signal?: NodeJS.Signals): Promise<number> };

export interface ClusterOptions {
  /** API nodes (2). */
  nodes?: number;
  /** The proxy's port; the nodes, their real-time ports, S3 and MailDev follow it (+1.., +11.., +20, +30/+31). 0: free ports. Default 8800. */
  basePort?: number;
  /** The PostgreSQL server to create the database on (any database of it: postgres://postgres@127.0.0.1:5432/postgres). */
  databaseUrl?: string;
  /** The cluster's own database (lpk_cluster); also its Redis key prefix (`<database>:`). */
  database?: string;
  /** Drop the database and the state folder first. */
  fresh?: boolean;
  /** Drop the database when the cluster stops (tests). */
  dropDatabase?: boolean;
  /** redis://127.0.0.1:6379 */
  redisUrl?: string;
  /** Where the S3 objects, the secrets and cluster.env are kept (api/data/cluster). */
  stateDir?: string;
  /** The deploy folder (STATIC_DIR): the shell build and the remotes' versions with rollout.json (dist/). */
  deployDir?: string;
  /** The host name in the site's URL and APP_URL (localhost). */
  publicHost?: string;
  /** The nodes' LOG_LEVEL (warn). */
  logLevel?: string;
  /** Run the nodes and the migrations from api/src through tsx instead of api/dist. */
  fromSource?: boolean;
  /** Restart nodes that exit by themselves (npm run cluster passes scripts/start/supervise.mjs's). */
  supervise?: Supervise;
  /** The proxy's health-check interval (1000 ms). */
  healthIntervalMs?: number;
  /** Where everything the cluster and its processes print goes (console.log). */
  log?: (line: string) => void;
}

export interface ClusterNode {
  name: string;
  /** http://127.0.0.1:<port>, the node itself (not through the proxy). */
  url: string;
  httpPort: number;
  wsPort: number;
  /** Its own folders (no volume shared with the other nodes). */
  uploadDir: string;
  tmpDir: string;
  readonly pid: number | undefined;
  output(): string;
  running(): boolean;
  /** SIGTERM (it drains), SIGKILL after 15 s; not restarted. */
  stop(): Promise<void>;
  /** Sends a signal to its process as it is now (a crash a supervisor restarts from). */
  signal(signal: NodeJS.Signals): void;
}

export interface Cluster {
  urls: { site: string; proxy: string; nodes: string[]; maildev: string; s3: string };
  nodes: ClusterNode[];
  proxy: Proxy;
  s3: S3ServerProcess;
  mail: MailDevProcess;
  database: { name: string; url: string };
  /** What every node gets (also what the operator and release commands need, in `envFile`). */
  env: Record<string, string>;
  envFile: string;
  stateDir: string;
  /** The address the proxy connects from, which TRUST_PROXY names. */
  sourceAddress: string;
  pids(): { cluster: number; s3?: number; maildev?: number; nodes: (number | undefined)[] };
  /** Stops everything started, proxy first; the state folder stays. */
  stop(): Promise<void>;
}

export function startCluster(options?: ClusterOptions): Promise<Cluster>;
export function ensureDatabase(serverUrl: string, name: string, options?: { fresh?: boolean }): Promise<boolean>;
export function dropDatabase(serverUrl: string, name: string): Promise<void>;

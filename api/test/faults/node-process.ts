import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './own-redis';

/**
 * An API node as production runs it: its own process (the API host and the real-time server of
 * api/src/server.ts, run through tsx), on its own ports, that a test can kill with SIGKILL.
 */
export interface NodeProcess {
  name: string;
  url: string;
  wsPort: number;
  /** What it printed (stdout and stderr). */
  output(): string;
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after 5 s. */
  stop(): Promise<void>;
}

const API = path.resolve(__dirname, '..', '..');

async function waitReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`node exited with ${child.exitCode} before it was ready:\n${output()}`);
    try {
      const res = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(1_000) });
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`node not ready within ${timeoutMs} ms:\n${output()}`);
}

export async function startNodeProcess(name: string, env: Record<string, string>, readyTimeoutMs = 60_000): Promise<NodeProcess> {
  const [port, wsPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUSHER_PORT: String(wsPort), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 2_000) lines.splice(0, 1_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = () => lines.join('');
  const url = `http://127.0.0.1:${port}`;
  const exited = () => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
  try {
    await waitReady(url, child, output, readyTimeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    name,
    url,
    wsPort,
    output,
    async kill() {
      child.kill('SIGKILL');
      await exited();
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited();
      clearTimeout(timer);
    },
  };
}

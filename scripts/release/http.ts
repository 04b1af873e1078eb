/**
 * The release tool from a team's CI: every command goes to the server's release API
 * (RELEASE_SERVER) with a deploy token (RELEASE_TOKEN); `publish --from <dir>` uploads the build
 * folder as a .tar.gz, which the server checks exactly as the tool checks a folder on its own
 * machine. Answers and refusals are printed as the server words them (Accept-Language from
 * RELEASE_LANG or LANG: Indonesian or English).
 */
import type { ReleaseLogEntry, ReleaseRemoteStatus, ReleaseStatus } from 'contracts';
import { packArchive, readFolder } from '../../api/src/modules/release/archive';
import { describeHistory, describeStatus } from '../../api/src/modules/release/status';
import type { Output } from './output';

export class RefusedError extends Error {}

interface Answer<T> {
  status?: string;
  message?: string;
  data?: T;
  errors?: Record<string, string[]>;
}

/** A request may take this long (an upload of a large version over a slow link included). */
const TIMEOUT_MS = 120_000;

export class HttpRelease {
  private readonly base: string;

  constructor(
    server: string,
    private readonly token: string,
    private readonly lang: 'id' | 'en',
  ) {
    this.base = server.replace(/\/+$/, '');
  }

  private async call<T>(method: 'GET' | 'POST', pathAndQuery: string, body?: { json?: unknown; archive?: Buffer }): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.token}`, Accept: 'application/json', 'Accept-Language': this.lang };
    let payload: string | Uint8Array | undefined;
    if (body?.archive) {
      headers['Content-Type'] = 'application/gzip';
      payload = new Uint8Array(body.archive);
    } else if (body) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body.json ?? {});
    }
    let response: Response;
    try {
      response = await fetch(`${this.base}/api/lpk${pathAndQuery}`, { method, headers, body: payload, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new RefusedError(`${this.base} did not answer: ${(error as Error).message}`);
    }
    let answer: Answer<T>;
    try {
      answer = (await response.json()) as Answer<T>;
    } catch {
      throw new RefusedError(`${this.base} answered HTTP ${response.status} without the API's JSON (is RELEASE_SERVER the API host?)`);
    }
    if (!response.ok || answer.status !== 'success') {
      const lines = Object.values(answer.errors ?? {}).flat();
      throw new RefusedError([`${answer.message ?? `HTTP ${response.status}`} (HTTP ${response.status})`, ...lines.map((l) => `  - ${l}`)].join('\n'));
    }
    return answer.data as T;
  }

  private async printed(io: Output, answer: { message: string; remote: ReleaseRemoteStatus }): Promise<void> {
    io.out(answer.message);
    await this.status(io);
  }

  async publish(io: Output, remote: string, version: string, from: string): Promise<void> {
    const archive = await packArchive(await readFolder(from));
    const path = `/release/${encodeURIComponent(remote)}/versions/${encodeURIComponent(version)}`;
    await this.printed(io, await this.call('POST', path, { archive }));
  }

  async command(io: Output, remote: string, command: 'canary' | 'percent' | 'promote' | 'rollback', body: Record<string, unknown>): Promise<void> {
    await this.printed(io, await this.call('POST', `/release/${encodeURIComponent(remote)}/${command}`, { json: body }));
  }

  async status(io: Output, json = false): Promise<void> {
    if (json) {
      const response = await fetch(`${this.base}/rollout.json`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      io.out(JSON.stringify(await response.json(), null, 2));
      return;
    }
    io.out(describeStatus(await this.call<ReleaseStatus>('GET', '/release/status')));
  }

  async history(io: Output, remote: string | undefined, limit: number | undefined): Promise<void> {
    const query = new URLSearchParams();
    if (remote) query.set('remote', remote);
    if (limit) query.set('limit', String(limit));
    const data = await this.call<{ items: ReleaseLogEntry[] }>('GET', `/release/history${query.size ? `?${query}` : ''}`);
    io.out(describeHistory(data.items));
  }
}

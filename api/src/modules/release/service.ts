/**
 * Running a release command against a store (docs/releasing.md): the one path for the release
 * tool on this machine (scripts/release, local) and for the release API (routes.ts, a team's CI),
 * and for the automatic stop of a failing canary (canary-guard.ts).
 *
 * Every command: read the state, apply the change (commands.ts), check the version it would put in
 * front of browsers (verify.ts, against the shell this node serves), write it if nobody wrote in
 * between (else read again and redo, a few times), tell the other nodes, and log it — refusals too.
 */
import type { RolloutManifest } from 'contracts';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import * as commands from './commands';
import { ReleaseRefusal } from './errors';
import { writeLog, type NewLogEntry } from './log';
import type { ReleaseStore } from './store/types';
import { compressedProblems, nameProblems, verifyVersion, type Problem, type VerifyOptions, type VersionFiles } from './verify';

export type ReleaseCommand =
  | { command: 'publish'; remote: string; version: string; files?: ReadonlyMap<string, Buffer> }
  | { command: 'canary'; remote: string; version: string; percent: string | number }
  | { command: 'percent'; remote: string; percent: string | number }
  | { command: 'promote'; remote: string; version?: string }
  | { command: 'rollback'; remote: string }
  | { command: 'auto-stop'; remote: string; version: string; reason: string };

/** Who runs a command: a deploy token's name, `local:<user>` for the tool on this machine, or `automatic`. */
export interface Actor {
  name: string;
  tokenId?: number | null;
}

export interface Outcome {
  manifest: RolloutManifest;
  message: string;
  /** False when the command found nothing to do (an automatic stop of a canary already gone). */
  changed: boolean;
}

export interface ReleaseServiceOptions {
  store: ReleaseStore;
  /** Where the release log goes. */
  db: Db;
  /** The shared versions of the shell this node serves (verify.ts sharedOfShell), read when needed. */
  shellShared: () => Promise<Map<string, string> | null>;
  /** Called after every change of the manifest (the other nodes are told: sync.ts). */
  changed?: () => Promise<void> | void;
  /** The contract version checked against (tests). */
  apiContract?: string;
  /** APP_URL: the one origin besides `auto` a version's publicPath may name (verify.ts). */
  appUrl?: string;
}

const WRITE_ATTEMPTS = 5;

const canaryText = (manifest: RolloutManifest, remote: string) => {
  const canary = manifest.remotes[remote]?.canary;
  return canary ? `${canary.version} at ${canary.percent} %` : null;
};

export class ReleaseService {
  constructor(readonly options: ReleaseServiceOptions) {}

  get store(): ReleaseStore {
    return this.options.store;
  }

  /** Problems of a stored version (empty: it may serve browsers). */
  async check(remote: string, version: string): Promise<Problem[]> {
    const named = nameProblems(remote, version);
    if (named.length) return named;
    const files = await this.store.versionFiles(remote, version);
    if (!files) return [{ key: 'not_published', params: { remote, version } }];
    return verifyVersion(files, remote, version, await this.verifyOptions());
  }

  private async requireValid(remote: string, version: string): Promise<void> {
    const named = nameProblems(remote, version);
    if (named.length) throw new ReleaseRefusal(422, 'refused', { remote, version }, named);
    const files = await this.store.versionFiles(remote, version);
    if (!files) throw new ReleaseRefusal(404, 'refused', { remote, version }, [{ key: 'not_published', params: { remote, version } }]);
    await this.requireServable(files, remote, version);
  }

  /**
   * The full check of a version about to be stored or put in front of browsers: verifyVersion and
   * its precompressed copies (which read every compressed file, so not on every status).
   */
  private async requireServable(files: VersionFiles, remote: string, version: string): Promise<void> {
    const problems = await verifyVersion(files, remote, version, await this.verifyOptions());
    problems.push(...(await compressedProblems(files)));
    if (problems.length) throw new ReleaseRefusal(422, 'refused', { remote, version }, problems);
  }

  private async verifyOptions(): Promise<VerifyOptions> {
    return {
      shell: await this.options.shellShared(),
      ...(this.options.apiContract ? { apiContract: this.options.apiContract } : {}),
      ...(this.options.appUrl ? { appUrl: this.options.appUrl } : {}),
    };
  }

  /** Checks an upload (or a folder's files) as a stored version is checked, then stores it whole. */
  private async storeUpload(remote: string, version: string, files: ReadonlyMap<string, Buffer>): Promise<void> {
    const named = nameProblems(remote, version);
    if (named.length) throw new ReleaseRefusal(422, 'refused', { remote, version }, named);
    if (await this.store.versionFiles(remote, version)) throw new ReleaseRefusal(409, 'exists', { remote, version });
    const view = { sizes: new Map([...files].map(([name, content]) => [name, content.length])), read: async (file: string) => files.get(file) ?? null };
    await this.requireServable(view, remote, version);
    if (!(await this.store.putVersion(remote, version, files))) throw new ReleaseRefusal(409, 'exists', { remote, version });
  }

  private transition(command: ReleaseCommand, manifest: RolloutManifest, now: string): commands.Transition | null {
    switch (command.command) {
      case 'publish':
        return commands.publish(manifest, command.remote, command.version, now);
      case 'canary':
        return commands.startCanary(manifest, command.remote, command.version, command.percent, now);
      case 'percent':
        return commands.setPercent(manifest, command.remote, command.percent, now);
      case 'promote':
        return commands.promote(manifest, command.remote, command.version, now);
      case 'rollback':
        return commands.rollback(manifest, command.remote, now);
      case 'auto-stop':
        return commands.stopCanary(manifest, command.remote, command.version, command.reason, now);
    }
  }

  /** Runs one command as `actor`; throws ReleaseRefusal (logged) when refused, nothing written. */
  async run(command: ReleaseCommand, actor: Actor): Promise<Outcome> {
    const version = 'version' in command ? command.version : undefined;
    let stableBefore: string | null = null;
    try {
      if (command.command === 'publish' && command.files) await this.storeUpload(command.remote, command.version, command.files);
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
        const state = await this.store.readState();
        stableBefore = state.manifest.remotes[command.remote]?.stable ?? null;
        const now = nowIso();
        const change = this.transition(command, state.manifest, now);
        if (!change) return { manifest: state.manifest, message: 'nothing to do', changed: false };
        if (change.serves) await this.requireValid(command.remote, change.serves);
        if (await this.store.writeState(change.manifest, state.revision)) {
          await this.options.changed?.();
          await this.log(actor, command, {
            version: version ?? change.serves ?? state.manifest.remotes[command.remote]?.canary?.version ?? null,
            stable_before: stableBefore,
            stable_after: change.manifest.remotes[command.remote]?.stable ?? null,
            canary_after: canaryText(change.manifest, command.remote),
            result: 'ok',
            message: change.message,
          });
          return { manifest: change.manifest, message: change.message, changed: true };
        }
      }
      throw new ReleaseRefusal(409, 'busy');
    } catch (error) {
      if (error instanceof ReleaseRefusal) {
        await this.log(actor, command, {
          version: version ?? null,
          stable_before: stableBefore,
          stable_after: stableBefore,
          canary_after: null,
          result: 'refused',
          message: error.toString(),
        });
      }
      throw error;
    }
  }

  private async log(
    actor: Actor,
    command: ReleaseCommand,
    entry: Pick<NewLogEntry, 'version' | 'stable_before' | 'stable_after' | 'canary_after' | 'result' | 'message'>,
  ) {
    await writeLog(this.options.db, {
      at: nowIso(),
      actor: actor.name.slice(0, 120),
      token_id: actor.tokenId ?? null,
      remote: command.remote.slice(0, 64),
      command: command.command,
      ...entry,
      version: entry.version?.slice(0, 64) ?? null,
      message: entry.message?.slice(0, 4000) ?? null,
    });
  }
}

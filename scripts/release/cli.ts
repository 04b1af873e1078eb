#!/usr/bin/env node
/**
 * npm run release -- <remote> <command> ...   (tsx scripts/release/cli.ts)
 *
 *   status                              the state of every remote (also: release status)
 *   <remote> publish <version> [--from <build dir>]
 *   <remote> canary <version> <percent>  start (or replace) a canary at N %
 *   <remote> percent <N>                 change the running canary's percentage
 *   <remote> promote [<version>]         the canary (or the version) becomes stable
 *   <remote> rollback                    stop the canary; without one, back to the previous stable
 *
 * Options: --deploy-dir <dir> (default DEPLOY_DIR or <repo>/dist), --json (print rollout.json).
 * Exit codes: 0 done, 1 refused (nothing written), 2 usage.
 */
import path from 'node:path';
import type { RolloutManifest } from '../../shell/src/rollout/manifest';
import { describe, promote, publish, rollback, setPercent, startCanary, type Context } from './commands';
import { ReleaseError, readManifest, withLock, writeManifest } from './state';

const ROOT = path.resolve(__dirname, '..', '..');

export const USAGE = `usage: npm run release -- <remote> <command> [args] [--deploy-dir <dir>] [--json]
  status
  <remote> publish <version> [--from <dir>/<remote>/<version>]
  <remote> canary <version> <percent>
  <remote> percent <N>
  <remote> promote [<version>]
  <remote> rollback
  <remote> status`;

interface Parsed {
  positional: string[];
  deployDir: string;
  from?: string;
  json: boolean;
}

function parseArgs(argv: string[], env: NodeJS.ProcessEnv): Parsed {
  const positional: string[] = [];
  let deployDir = env.DEPLOY_DIR || path.join(ROOT, 'dist');
  let from: string | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--deploy-dir' || arg === '--from') {
      const value = argv[i + 1];
      if (!value) throw new UsageError(`${arg} needs a folder`);
      if (arg === '--from') from = value;
      else deployDir = value;
      i += 1;
    } else if (arg === '--json') json = true;
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  return { positional, deployDir: path.resolve(deployDir), from, json };
}

class UsageError extends Error {}

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Runs one release command; returns the exit code. */
export function run(argv: string[], env: NodeJS.ProcessEnv = process.env, io: Output = { out: console.log, err: console.error }): number {
  let args: Parsed;
  try {
    args = parseArgs(argv, env);
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const ctx: Context = { deployDir: args.deployDir };
  const [first, command, ...rest] = args.positional;
  const show = (manifest: RolloutManifest) => io.out(args.json ? JSON.stringify(manifest, null, 2) : describe(ctx, manifest));
  try {
    if (!first || first === 'status' || command === 'status') {
      show(readManifest(ctx.deployDir));
      return 0;
    }
    const remote = first;
    const need = (count: number, max = count) => {
      if (rest.length < count || rest.length > max) throw new UsageError(`${command} takes ${count === max ? count : `${count} to ${max}`} argument(s)`);
    };
    let message = '';
    withLock(ctx.deployDir, () => {
      const manifest = readManifest(ctx.deployDir);
      let next: RolloutManifest;
      switch (command) {
        case 'publish':
          need(1);
          next = publish(ctx, manifest, remote, rest[0]!, args.from);
          message = `published ${remote}@${rest[0]}${next.remotes[remote]?.stable === rest[0] ? ' as stable (first version)' : ''}`;
          break;
        case 'canary':
          need(2);
          next = startCanary(ctx, manifest, remote, rest[0]!, rest[1]!);
          message = `canary ${remote}@${rest[0]} at ${next.remotes[remote]?.canary?.percent} %`;
          break;
        case 'percent':
          need(1);
          next = setPercent(ctx, manifest, remote, rest[0]!);
          message = `canary ${remote}@${next.remotes[remote]?.canary?.version} now at ${next.remotes[remote]?.canary?.percent} %`;
          break;
        case 'promote':
          need(0, 1);
          next = promote(ctx, manifest, remote, rest[0]);
          message = `promoted ${remote}@${next.remotes[remote]?.stable} to stable`;
          break;
        case 'rollback': {
          need(0);
          const result = rollback(ctx, manifest, remote);
          next = result.manifest;
          message = `${remote}: ${result.what}`;
          break;
        }
        default:
          throw new UsageError(`unknown command "${command ?? ''}"`);
      }
      writeManifest(ctx.deployDir, next);
    });
    io.out(message);
    show(readManifest(ctx.deployDir));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n${USAGE}`);
      return 2;
    }
    if (error instanceof ReleaseError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) process.exit(run(process.argv.slice(2)));

#!/usr/bin/env node
/**
 * npm run release -- <command> ...   (tsx scripts/release/cli.ts; docs/releasing.md)
 *
 *   status                                the state of every remote (also: <remote> status)
 *   history [--remote <remote>] [--limit N]   the release log, newest first
 *   <remote> publish <version> [--from <build dir>/<remote>/<version>]
 *   <remote> canary <version> <percent>   start (or replace) a canary at N %
 *   <remote> percent <N>                  change the running canary's percentage
 *   <remote> promote [<version>]          the canary (or the version) becomes stable
 *   <remote> rollback                     stop the canary; without one, back to the previous stable
 *   token create <remote> --name "<who>"  a deploy token for a team's CI (printed once)
 *   token list | token revoke <id>
 *
 * Where: with RELEASE_SERVER and RELEASE_TOKEN, on that server's release API (a team's CI);
 * otherwise on this machine — the shared database with DATABASE_URL, else the deploy folder
 * (--deploy-dir, DEPLOY_DIR or dist/). Deploy tokens are always made where the database is.
 * Exit codes: 0 done, 1 refused (nothing written), 2 usage.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ReleaseRefusal } from '../../api/src/modules/release/errors';
import { HttpRelease, RefusedError } from './http';
import { LocalRelease } from './local';
import type { Output } from './output';

const ROOT = path.resolve(__dirname, '..', '..');

export const USAGE = `usage: npm run release -- <command> [args] [--deploy-dir <dir>] [--json]
  status | <remote> status
  history [--remote <remote>] [--limit N]
  <remote> publish <version> [--from <dir>/<remote>/<version>]
  <remote> canary <version> <percent>
  <remote> percent <N>
  <remote> promote [<version>]
  <remote> rollback
  token create <remote> --name "<who>" | token list | token revoke <id>
With RELEASE_SERVER=<url> and RELEASE_TOKEN=<deploy token>, every command but token goes to that server.`;

class UsageError extends Error {}

const OPTIONS = {
  'deploy-dir': { type: 'string' },
  from: { type: 'string' },
  json: { type: 'boolean' },
  name: { type: 'string' },
  remote: { type: 'string' },
  limit: { type: 'string' },
} as const;

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

type Parsed = ReturnType<typeof parse>;

function need(args: string[], command: string, count: number, max = count): void {
  if (args.length < count || args.length > max) throw new UsageError(`${command} takes ${count === max ? count : `${count} to ${max}`} argument(s)`);
}

function limitOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 500) throw new UsageError('--limit takes a number from 1 to 500');
  return n;
}

/** `--from` names a build folder `<...>/<remote>/<version>` (what scripts/build.mjs writes with DEPLOY_DIR). */
function checkFrom(from: string, remote: string, version: string): string {
  const source = path.resolve(from);
  if (path.basename(source) !== version || path.basename(path.dirname(source)) !== remote) {
    throw new RefusedError(`refused: --from must be a build folder <...>/${remote}/${version} (node scripts/build.mjs with DEPLOY_DIR and REMOTE_VERSION)`);
  }
  return source;
}

function languageOf(env: NodeJS.ProcessEnv): 'id' | 'en' {
  return (env.RELEASE_LANG || env.LANG || '').toLowerCase().startsWith('id') ? 'id' : 'en';
}

async function overHttp(parsed: Parsed, env: NodeJS.ProcessEnv, io: Output): Promise<void> {
  const client = new HttpRelease(env.RELEASE_SERVER!, env.RELEASE_TOKEN ?? '', languageOf(env));
  const [first, command, ...rest] = parsed.positionals;
  if (!first || first === 'status' || command === 'status') return client.status(io, parsed.values.json);
  if (first === 'history') return client.history(io, parsed.values.remote, limitOf(parsed.values.limit));
  const remote = first;
  switch (command) {
    case 'publish': {
      need(rest, 'publish', 1);
      if (!parsed.values.from) throw new UsageError('publish over HTTP needs --from <build dir>/<remote>/<version> (the folder to upload)');
      return client.publish(io, remote, rest[0]!, checkFrom(parsed.values.from, remote, rest[0]!));
    }
    case 'canary':
      need(rest, 'canary', 2);
      return client.command(io, remote, 'canary', { version: rest[0], percent: rest[1] });
    case 'percent':
      need(rest, 'percent', 1);
      return client.command(io, remote, 'percent', { percent: rest[0] });
    case 'promote':
      need(rest, 'promote', 0, 1);
      return client.command(io, remote, 'promote', rest[0] ? { version: rest[0] } : {});
    case 'rollback':
      need(rest, 'rollback', 0);
      return client.command(io, remote, 'rollback', {});
    default:
      throw new UsageError(`unknown command "${command ?? ''}"`);
  }
}

async function onThisMachine(parsed: Parsed, env: NodeJS.ProcessEnv, io: Output): Promise<void> {
  const deployDir = path.resolve(parsed.values['deploy-dir'] ?? (env.DEPLOY_DIR || path.join(ROOT, 'dist')));
  const [first, command, ...rest] = parsed.positionals;
  if (first === 'token' && !['create', 'list', 'revoke'].includes(command ?? '')) throw new UsageError(`unknown token command "${command ?? ''}"`);
  const remote = first ?? '';
  const known = ['publish', 'canary', 'percent', 'promote', 'rollback', 'status', undefined];
  if (first && !['status', 'history', 'token'].includes(first) && !known.includes(command)) throw new UsageError(`unknown command "${command ?? ''}"`);
  if (command === 'publish') need(rest, 'publish', 1);
  if (command === 'canary') need(rest, 'canary', 2);
  if (command === 'percent') need(rest, 'percent', 1);
  if (command === 'promote') need(rest, 'promote', 0, 1);
  if (command === 'rollback') need(rest, 'rollback', 0);
  const from = command === 'publish' && parsed.values.from ? checkFrom(parsed.values.from, remote, rest[0]!) : undefined;
  const limit = limitOf(parsed.values.limit);

  const local = await LocalRelease.open(env, deployDir);
  try {
    if (!first || first === 'status' || command === 'status') return await local.status(io, command === 'status' ? remote : undefined, parsed.values.json);
    if (first === 'history') return await local.history(io, parsed.values.remote, limit);
    if (first === 'token') {
      if (command === 'create') need(rest, 'token create', 1);
      if (command === 'revoke') need(rest, 'token revoke', 1);
      return await local.token(io, command!, rest, parsed.values.name);
    }
    switch (command) {
      case 'publish':
        return await local.command({ command, remote, version: rest[0]! }, from, io);
      case 'canary':
        return await local.command({ command, remote, version: rest[0]!, percent: rest[1]! }, undefined, io);
      case 'percent':
        return await local.command({ command, remote, percent: rest[0]! }, undefined, io);
      case 'promote':
        return await local.command({ command, remote, ...(rest[0] ? { version: rest[0] } : {}) }, undefined, io);
      default:
        return await local.command({ command: 'rollback', remote }, undefined, io);
    }
  } finally {
    await local.close();
  }
}

/** Runs one release command; returns the exit code. */
export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env, io: Output = { out: console.log, err: console.error }): Promise<number> {
  try {
    const parsed = parse(argv);
    const remoteCommand = parsed.positionals[0] !== 'token';
    if (remoteCommand && env.RELEASE_SERVER) {
      if (!env.RELEASE_TOKEN)
        throw new UsageError('RELEASE_SERVER is set but RELEASE_TOKEN is not (a deploy token: npm run release -- token create <remote> --name "<who>")');
      await overHttp(parsed, env, io);
    } else {
      await onThisMachine(parsed, env, io);
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n${USAGE}`);
      return 2;
    }
    if (error instanceof ReleaseRefusal) {
      io.err(`refused: ${error.toString()}`);
      return 1;
    }
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

if (require.main === module) void run(process.argv.slice(2)).then((code) => process.exit(code));

/**
 * The release tool on the server's machine: the same service the release API runs
 * (api/src/modules/release), on the store this machine's environment names — the shared database
 * (and S3) with DATABASE_URL, else the deploy folder — and the same database for the log and the
 * deploy tokens. A change is announced to the nodes on Redis when REDIS_URL is set (else they see it
 * at their next poll).
 */
import { userInfo } from 'node:os';
import { sql } from 'kysely';
import { createClient } from 'redis';
import { databaseSettings, readEnv, releaseSettings } from '../../api/src/config';
import { appUrlOf } from '../../api/src/config/server';
import { createDb, type Db } from '../../api/src/db/database';
import { readFolder } from '../../api/src/modules/release/archive';
import { shellReader } from '../../api/src/modules/release/plugin';
import { readLog } from '../../api/src/modules/release/log';
import { ReleaseService, type ReleaseCommand } from '../../api/src/modules/release/service';
import { describeHistory, describeStatus, releaseStatus } from '../../api/src/modules/release/status';
import { DatabaseStore } from '../../api/src/modules/release/store/database';
import { FolderStore } from '../../api/src/modules/release/store/folder';
import { s3Blobs } from '../../api/src/modules/release/store/s3';
import { createToken, listTokens, revokeToken } from '../../api/src/modules/release/tokens';
import { redisPrefixFor } from '../../api/src/plugins/redis';
import type { Output } from './output';

export class LocalRelease {
  private constructor(
    readonly db: Db,
    readonly service: ReleaseService,
    private readonly announce: () => Promise<void>,
  ) {}

  /** Opens the database and the store the environment names (as the API would). */
  static async open(env: NodeJS.ProcessEnv, deployDir: string): Promise<LocalRelease> {
    const parsed = readEnv(env);
    const settings = databaseSettings(env);
    const { sqlitePath } = settings;
    const db = createDb(settings);
    try {
      await sql`select 1 from release_log where 1 = 0`.execute(db);
    } catch {
      await db.destroy();
      const where = parsed.DATABASE_URL ? 'the database of DATABASE_URL' : sqlitePath;
      throw new Error(`${where} has no release tables: run \`npm run migrate\` (or start the API once) with the same environment first`);
    }
    const s3 = releaseSettings(parsed).s3;
    const shared = parsed.DATABASE_URL && parsed.RELEASE_STORE !== 'folder';
    const store = shared ? new DatabaseStore(db, s3 ? s3Blobs(s3) : null, s3?.prefix) : new FolderStore(deployDir);
    const redisUrl = parsed.REDIS_URL;
    const announce = async () => {
      if (!redisUrl || store.kind === 'folder') return;
      const client = createClient({ url: redisUrl, socket: { connectTimeout: 2000, reconnectStrategy: false } });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.publish(
          `${redisPrefixFor({ redisPrefix: parsed.REDIS_PREFIX, databaseUrl: parsed.DATABASE_URL, pgSchema: parsed.PG_SCHEMA, sqlitePath }, db)}release`,
          'release-tool',
        );
      } catch {
        // The nodes poll the revision: they see the change within seconds anyway.
      } finally {
        client.destroy();
      }
    };
    const service = new ReleaseService({ store, db, shellShared: shellReader(parsed.STATIC_DIR || deployDir), appUrl: appUrlOf(parsed) });
    return new LocalRelease(db, service, announce);
  }

  close(): Promise<void> {
    return this.db.destroy();
  }

  private actor() {
    let user = 'unknown';
    try {
      user = userInfo().username;
    } catch {
      // no user name (a container without passwd entry)
    }
    return { name: `local:${user}` };
  }

  async command(command: ReleaseCommand, from: string | undefined, io: Output): Promise<void> {
    const withFiles = command.command === 'publish' && from ? { ...command, files: await readFolder(from) } : command;
    const outcome = await this.service.run(withFiles, this.actor());
    await this.announce();
    io.out(outcome.message);
    await this.status(io, command.remote);
  }

  async status(io: Output, only?: string, json = false): Promise<void> {
    if (json) {
      io.out(JSON.stringify((await this.service.store.readState()).manifest, null, 2));
      return;
    }
    io.out(describeStatus(await releaseStatus(this.service, null, this.db, 'en', only)));
  }

  async history(io: Output, remote: string | undefined, limit: number | undefined): Promise<void> {
    io.out(describeHistory(await readLog(this.db, { remote, limit })));
  }

  async token(io: Output, action: string, args: string[], name: string | undefined): Promise<void> {
    if (action === 'create') {
      const { token, record } = await createToken(this.db, args[0] ?? '', name ?? '');
      io.out(`deploy token ${record.id} for ${record.remote} ("${record.name}"); shown once, keep it in your CI's secrets as RELEASE_TOKEN:\n${token}`);
    } else if (action === 'list') {
      const tokens = await listTokens(this.db);
      io.out(
        tokens.length === 0
          ? 'no deploy token yet'
          : tokens
              .map(
                (t) =>
                  `${t.id}  ${t.remote}  "${t.name}"  created ${t.created_at}  last used ${t.last_used_at ?? 'never'}${t.revoked_at ? `  REVOKED ${t.revoked_at}` : ''}`,
              )
              .join('\n'),
      );
    } else if (action === 'revoke') {
      const id = Number(args[0]);
      if (!Number.isInteger(id) || !(await revokeToken(this.db, id)))
        throw new Error(`no live deploy token ${args[0] ?? ''} (see: npm run release -- token list)`);
      io.out(`deploy token ${id} revoked`);
    }
  }
}

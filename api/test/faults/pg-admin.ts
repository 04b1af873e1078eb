import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of a test's own on the server DATABASE_URL names, which the test can make
 * unreachable (connections refused, every backend terminated) and bring back, as a restart, a
 * fail-over or an administrator would, without touching anybody else's database.
 */
export interface OwnDatabase {
  name: string;
  url: string;
  /** Refuses new connections and terminates every open one (as `pg_terminate_backend` after a fail-over). */
  cutOff(): Promise<void>;
  /** Terminates every open connection, new ones still accepted (a restart's first moment, an idle time-out). */
  terminateBackends(): Promise<number>;
  restore(): Promise<void>;
  drop(): Promise<void>;
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function createOwnDatabase(serverUrl: string, label: string): Promise<OwnDatabase> {
  const name = `lpk_${label}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const terminate = () =>
    admin(serverUrl, async (c) => {
      const result = await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      return result.rowCount ?? 0;
    });
  return {
    name,
    url: url.toString(),
    async cutOff() {
      await admin(serverUrl, (c) => c.query(`alter database ${name} allow_connections false`));
      await terminate();
    },
    terminateBackends: terminate,
    async restore() {
      await admin(serverUrl, (c) => c.query(`alter database ${name} allow_connections true`));
    },
    async drop() {
      await admin(serverUrl, async (c) => {
        await c.query(`alter database ${name} allow_connections true`);
        await c.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

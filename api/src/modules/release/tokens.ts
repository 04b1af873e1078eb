/**
 * Deploy tokens (docs/releasing.md, "From a team's CI"): one remote each, made where the database
 * is (`npm run release -- token create <remote> --name "<who>"`) and shown once. Only the sha256
 * of a token is kept; a token is `lpkd_<id>_<43 random characters>` (the prefix lets secret
 * scanners and log redaction recognise it). Nothing logs a token: the log names the token's name.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Generated } from 'kysely';
import { REMOTE_NAME } from 'contracts';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';

export interface ReleaseTokensTable {
  id: Generated<number>;
  remote: string;
  name: string;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface DeployToken {
  id: number;
  remote: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

const TOKEN = /^lpkd_(\d{1,12})_([A-Za-z0-9_-]{43})$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const table = (db: Db) => db.withTables<{ release_tokens: ReleaseTokensTable }>();

/** Makes a token for `remote`; the returned secret is shown once and never stored. */
export async function createToken(db: Db, remote: string, name: string): Promise<{ token: string; record: DeployToken }> {
  if (!REMOTE_NAME.test(remote)) throw new Error(`"${remote}" is not a remote name (mf-...)`);
  const label = name.trim();
  if (label === '' || label.length > 100) throw new Error('--name must be 1 to 100 characters (who uses the token: "public team CI")');
  const now = nowIso();
  // The id is part of the token: the row is made first with a placeholder hash, then given the real one.
  const placeholder = `pending-${randomBytes(16).toString('hex')}`;
  const row = await table(db)
    .insertInto('release_tokens')
    .values({ remote, name: label, token_hash: placeholder, created_at: now, last_used_at: null, revoked_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  const token = `lpkd_${id}_${randomBytes(32).toString('base64url')}`;
  await table(db)
    .updateTable('release_tokens')
    .set({ token_hash: sha256(token) })
    .where('id', '=', id)
    .execute();
  return { token, record: { id, remote, name: label, created_at: now, last_used_at: null, revoked_at: null } };
}

export async function listTokens(db: Db): Promise<DeployToken[]> {
  const rows = await table(db)
    .selectFrom('release_tokens')
    .select(['id', 'remote', 'name', 'created_at', 'last_used_at', 'revoked_at'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Revokes a token by id; false when there is no such token (or it was revoked already). */
export async function revokeToken(db: Db, id: number): Promise<boolean> {
  const result = await table(db)
    .updateTable('release_tokens')
    .set({ revoked_at: nowIso() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The live token an `Authorization: Bearer lpkd_...` header carries, or null. */
export async function resolveToken(db: Db, header: string | undefined): Promise<DeployToken | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  const parsed = match ? TOKEN.exec(match[1]!) : null;
  if (!parsed) return null;
  const row = await table(db)
    .selectFrom('release_tokens')
    .select(['id', 'remote', 'name', 'token_hash', 'created_at', 'last_used_at', 'revoked_at'])
    .where('id', '=', Number(parsed[1]))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null) return null;
  const expected = Buffer.from(row.token_hash);
  const given = Buffer.from(sha256(match![1]!));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const now = nowIso();
  // Last use, at most once a minute (a publish is several requests).
  if (!row.last_used_at || Date.parse(now) - Date.parse(row.last_used_at) > 60_000) {
    await table(db).updateTable('release_tokens').set({ last_used_at: now }).where('id', '=', row.id).execute();
  }
  const { token_hash: _hash, ...token } = row;
  return { ...token, id: Number(row.id) };
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { nowIso } from '../../lib/time';

/** Sanctum-style personal access tokens: the client holds `{id}|{secret}`, we keep sha256(secret). */
const SECRET_BYTES = 30; // 40 base64url characters

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function issueToken(db: Db, userId: number, name = 'web'): Promise<string> {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  const row = await db
    .insertInto('personal_access_tokens')
    .values({ user_id: userId, name, token: sha256(secret), created_at: nowIso(), last_used_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `${row.id}|${secret}`;
}

/** Parses `Authorization: Bearer {id}|{secret}`; undefined when the header has another shape. */
export function parseBearer(header: string | undefined): { id: number; secret: string } | undefined {
  const match = /^Bearer\s+(\d{1,12})\|([A-Za-z0-9_-]{20,200})$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  return { id: Number(match[1]), secret: match[2]! };
}

const TOUCH_INTERVAL_MS = 60_000;

/** Finds the user a bearer token belongs to; records use at most once a minute. */
export async function resolveToken(db: Db, header: string | undefined): Promise<{ user: UserRow; tokenId: number } | undefined> {
  const parsed = parseBearer(header);
  if (!parsed) return undefined;
  const row = await db
    .selectFrom('personal_access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('u')
    .select(['t.id as token_id', 't.token as token_hash', 't.last_used_at as token_last_used_at'])
    .where('t.id', '=', parsed.id)
    .executeTakeFirst();
  if (!row) return undefined;
  const expected = Buffer.from(row.token_hash, 'hex');
  const actual = Buffer.from(sha256(parsed.secret), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  const last = row.token_last_used_at ? Date.parse(row.token_last_used_at) : 0;
  if (Date.now() - last > TOUCH_INTERVAL_MS) {
    await db.updateTable('personal_access_tokens').set({ last_used_at: nowIso() }).where('id', '=', row.token_id).execute();
  }
  const { token_id, token_hash: _hash, token_last_used_at: _last, ...user } = row;
  return { user, tokenId: token_id };
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.deleteFrom('personal_access_tokens').where('id', '=', tokenId).execute();
}

/** Deletes every token of the user except the one in use (after a password change). */
export async function revokeOtherTokens(db: Db, userId: number, keepTokenId: number): Promise<void> {
  await db.deleteFrom('personal_access_tokens').where('user_id', '=', userId).where('id', '!=', keepTokenId).execute();
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import Bowser from 'bowser';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { sanitiseText } from 'contracts';
import { nowIso } from '../../lib/time';

/**
 * Sanctum-style personal access tokens: the client holds `{id}|{secret}`, we keep sha256(secret).
 * A token is a session: it ends on logout, when the user ends it from their device list, when the
 * password or the login email changes (every other token of the user), with the account, and
 * when it expires: after `idle` without use, or `absolute` after sign-in, whichever comes first
 * (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_MINUTES). An expired token answers 401 like any
 * invalid one and is deleted.
 */
const SECRET_BYTES = 30; // 40 base64url characters

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface SessionPolicy {
  /** A token unused for this long is expired. */
  idleMs: number;
  /** A token older than this is expired, however much it is used. */
  absoluteMs: number;
}

const MINUTE = 60_000;

/** 14 days idle, 30 days at most (the defaults of config/accounts.ts). */
export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 14 * 24 * 60 * MINUTE, absoluteMs: 30 * 24 * 60 * MINUTE };

export function sessionPolicy(config: { sessionIdleMinutes: number; sessionAbsoluteMinutes: number }): SessionPolicy {
  return { idleMs: Math.max(1, config.sessionIdleMinutes) * MINUTE, absoluteMs: Math.max(1, config.sessionAbsoluteMinutes) * MINUTE };
}

/** When a token expires: the earlier of its idle and its absolute limit. */
export function expiresAt(token: { created_at: string; last_used_at: string | null }, policy: SessionPolicy): string {
  const created = Date.parse(token.created_at);
  const lastUsed = token.last_used_at ? Date.parse(token.last_used_at) : created;
  return new Date(Math.min(created + policy.absoluteMs, Math.max(created, lastUsed) + policy.idleMs)).toISOString();
}

export function isExpired(token: { created_at: string; last_used_at: string | null }, policy: SessionPolicy, now = Date.now()): boolean {
  return Date.parse(expiresAt(token, policy)) <= now;
}

/** Longest browser or system name kept (bowser falls back to text from the User-Agent itself). */
const DEVICE_NAME_MAX = 40;
/** Only so much of a User-Agent is parsed. */
const USER_AGENT_MAX = 512;

/**
 * The browser and operating system names of a User-Agent ("Chrome", "Android"), for the list of
 * signed-in devices. Nothing else of the request is kept (no IP address, no version numbers).
 */
export function deviceOf(userAgent: string | undefined): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent.slice(0, USER_AGENT_MAX));
  const clean = (name: string | undefined) => {
    const value = sanitiseText(name ?? '', DEVICE_NAME_MAX);
    return value === '' ? null : value;
  };
  return { browser: clean(parsed.browser.name), os: clean(parsed.os.name) };
}

export interface IssueOptions {
  /** The User-Agent of the sign-in request, for the device list. */
  userAgent?: string | undefined;
  name?: string;
}

export async function issueToken(db: Db, userId: number, options: IssueOptions = {}): Promise<string> {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  const device = deviceOf(options.userAgent);
  const row = await db
    .insertInto('personal_access_tokens')
    .values({
      user_id: userId,
      name: options.name ?? 'web',
      token: sha256(secret),
      created_at: nowIso(),
      last_used_at: null,
      device_browser: device.browser,
      device_os: device.os,
    })
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

export interface ResolveOptions {
  /** Expiry limits; the defaults when not given. */
  policy?: SessionPolicy;
  /** Told the ids of tokens deleted here (expired), to close their real-time sockets. */
  onRevoked?: (tokenIds: number[]) => Promise<void>;
}

/**
 * Finds the user a bearer token belongs to, and when the token was issued (its sign-in); records
 * use at most once a minute. An expired token
 * is deleted (and reported to `onRevoked`) and resolves to undefined, as an unknown one does.
 */
export async function resolveToken(
  db: Db,
  header: string | undefined,
  options: ResolveOptions = {},
): Promise<{ user: UserRow; tokenId: number; createdAt: string } | undefined> {
  const parsed = parseBearer(header);
  if (!parsed) return undefined;
  const row = await db
    .selectFrom('personal_access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('u')
    .select(['t.id as token_id', 't.token as token_hash', 't.last_used_at as token_last_used_at', 't.created_at as token_created_at'])
    .where('t.id', '=', parsed.id)
    .executeTakeFirst();
  if (!row) return undefined;
  const expected = Buffer.from(row.token_hash, 'hex');
  const actual = Buffer.from(sha256(parsed.secret), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  const now = Date.now();
  if (isExpired({ created_at: row.token_created_at, last_used_at: row.token_last_used_at }, options.policy ?? DEFAULT_SESSION_POLICY, now)) {
    await revokeToken(db, row.token_id);
    await options.onRevoked?.([row.token_id]);
    return undefined;
  }
  const last = row.token_last_used_at ? Date.parse(row.token_last_used_at) : 0;
  if (now - last > TOUCH_INTERVAL_MS) {
    await db.updateTable('personal_access_tokens').set({ last_used_at: nowIso() }).where('id', '=', row.token_id).execute();
  }
  const { token_id, token_hash: _hash, token_last_used_at: _last, token_created_at: createdAt, ...user } = row;
  return { user, tokenId: token_id, createdAt };
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.deleteFrom('personal_access_tokens').where('id', '=', tokenId).execute();
}

/**
 * Deletes every token of the user except the one in use (after a password or email change);
 * returns the ids deleted, whose real-time sockets the caller closes.
 */
export async function revokeOtherTokens(db: Db, userId: number, keepTokenId: number): Promise<number[]> {
  const rows = await db.deleteFrom('personal_access_tokens').where('user_id', '=', userId).where('id', '!=', keepTokenId).returning('id').execute();
  return rows.map((r) => r.id);
}

/** Deletes one of the user's tokens; false when the user has no token with that id. */
export async function revokeOwnToken(db: Db, userId: number, tokenId: number): Promise<boolean> {
  const rows = await db.deleteFrom('personal_access_tokens').where('id', '=', tokenId).where('user_id', '=', userId).returning('id').execute();
  return rows.length > 0;
}

/**
 * Deletes expired tokens (of one user, or everyone's) and returns their ids. Tokens are also
 * deleted when they are next presented; this clears the ones that never are.
 */
export async function purgeExpiredTokens(db: Db, policy: SessionPolicy, userId?: number): Promise<number[]> {
  const now = Date.now();
  const createdBefore = new Date(now - policy.absoluteMs).toISOString();
  const idleBefore = new Date(now - policy.idleMs).toISOString();
  let query = db
    .deleteFrom('personal_access_tokens')
    .where((eb) => eb.or([eb('created_at', '<=', createdBefore), eb(eb.fn.coalesce('last_used_at', 'created_at'), '<=', idleBefore)]));
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

export interface SessionRow {
  id: number;
  created_at: string;
  last_used_at: string | null;
  device_browser: string | null;
  device_os: string | null;
}

/** The user's live tokens, most recently used first (never the hashes). */
export async function listSessions(db: Db, userId: number): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom('personal_access_tokens')
    .select(['id', 'created_at', 'last_used_at', 'device_browser', 'device_os'])
    .where('user_id', '=', userId)
    .execute();
  const activity = (r: SessionRow) => Date.parse(r.last_used_at ?? r.created_at);
  return rows.sort((a, b) => activity(b) - activity(a) || b.id - a.id);
}

/**
 * Of these token ids, those that are still valid sessions (the row exists and has not expired).
 * The real-time server asks it about the tokens behind its open sockets (realtime/local-sockets.ts).
 */
export async function liveTokenIds(db: Db, ids: readonly number[], policy: SessionPolicy, now = Date.now()): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('personal_access_tokens')
    .select(['id', 'created_at', 'last_used_at'])
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.filter((row) => !isExpired(row, policy, now)).map((row) => row.id));
}

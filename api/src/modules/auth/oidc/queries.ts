import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database';
import type { NewUser, UserRow } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

/**
 * What Google sign-in keeps server-side between the browser's trips: each started flow (by the
 * hash of its `state`, used once, a few minutes at most), each signup ticket of a new user and
 * each link ticket of an identity waiting for an existing account's password (by the hash of the
 * ticket), and the link between an account and a provider's `sub`.
 */

export const FLOW_TTL_MS = 10 * 60_000;
export const TICKET_TTL_MS = 15 * 60_000;
export const LINK_TICKET_TTL_MS = 10 * 60_000;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

export interface StartedFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectTo: string | null;
  /** The value the starting tab keeps (SIGN_IN_BINDING_PATTERN); only its hash is stored. */
  binding: string | undefined;
}

/** Whether the callback presents the value the flow's starting tab kept (compared in constant time, as hashes). */
export function bindingMatches(bindingHash: string | null, presented: string | undefined): boolean {
  if (!bindingHash || !presented) return false;
  const a = Buffer.from(bindingHash, 'hex');
  const b = Buffer.from(sha256(presented), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function saveFlow(db: Db, provider: string, flow: StartedFlow): Promise<void> {
  await db
    .insertInto('oidc_flows')
    .values({
      state_hash: sha256(flow.state),
      provider,
      nonce: flow.nonce,
      code_verifier: flow.codeVerifier,
      redirect_to: flow.redirectTo,
      binding_hash: flow.binding ? sha256(flow.binding) : null,
      created_at: nowIso(),
      expires_at: inMs(FLOW_TTL_MS),
    })
    .execute();
}

export type Taken<T> = { found: false } | { found: true; expired: boolean; row: T };

/**
 * Takes the flow a `state` belongs to out of the store: one delete, so of two requests presenting
 * the same state only one gets it; a replay finds nothing. An expired flow is taken too (and
 * reported as such).
 */
export async function takeFlow(
  db: Db,
  provider: string,
  state: string,
): Promise<Taken<{ nonce: string; code_verifier: string; redirect_to: string | null; binding_hash: string | null }>> {
  const row = await db
    .deleteFrom('oidc_flows')
    .where('state_hash', '=', sha256(state))
    .where('provider', '=', provider)
    .returning(['nonce', 'code_verifier', 'redirect_to', 'binding_hash', 'expires_at'])
    .executeTakeFirst();
  if (!row) return { found: false };
  return { found: true, expired: Date.parse(row.expires_at) <= Date.now(), row };
}

/** Deletes flows and tickets whose time is up (they are also refused when presented late). */
export async function purgeExpired(db: Db): Promise<void> {
  const now = nowIso();
  await db.deleteFrom('oidc_flows').where('expires_at', '<=', now).execute();
  await db.deleteFrom('oidc_signup_tickets').where('expires_at', '<=', now).execute();
  await db.deleteFrom('oidc_link_tickets').where('expires_at', '<=', now).execute();
}

/** Who the provider says signed in (from a verified ID token). */
export interface ProviderIdentity {
  provider: string;
  subject: string;
  /** Lower-cased; verified by the provider. */
  email: string;
  /** The name the provider gave, possibly empty. */
  fullName: string;
}

/** A ticket for a new user to finish registering with; the browser gets `ticket`, we keep its hash. */
export async function createTicket(db: Db, identity: ProviderIdentity, redirectTo: string | null): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db
    .insertInto('oidc_signup_tickets')
    .values({
      ticket_hash: sha256(ticket),
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      full_name: identity.fullName,
      redirect_to: redirectTo,
      created_at: nowIso(),
      expires_at: inMs(TICKET_TTL_MS),
    })
    .execute();
  return ticket;
}

export interface TicketRow {
  provider: string;
  subject: string;
  email: string;
  full_name: string;
  redirect_to: string | null;
}

/** Takes a signup ticket out of the store (once, as takeFlow does). */
export async function takeTicket(db: Db, ticket: string): Promise<Taken<TicketRow>> {
  const row = await db
    .deleteFrom('oidc_signup_tickets')
    .where('ticket_hash', '=', sha256(ticket))
    .returning(['provider', 'subject', 'email', 'full_name', 'redirect_to', 'expires_at'])
    .executeTakeFirst();
  if (!row) return { found: false };
  const { expires_at: expiresAt, ...rest } = row;
  return { found: true, expired: Date.parse(expiresAt) <= Date.now(), row: rest };
}

/** The account a provider identity is linked to, if any; records the sign-in. */
export async function userByIdentity(db: Db, provider: string, subject: string): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom('user_identities as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .selectAll('u')
    .select('i.id as identity_id')
    .where('i.provider', '=', provider)
    .where('i.subject', '=', subject)
    .executeTakeFirst();
  if (!row) return undefined;
  const { identity_id: identityId, ...user } = row;
  await db.updateTable('user_identities').set({ last_used_at: nowIso() }).where('id', '=', identityId).execute();
  return user;
}

/**
 * Links a provider identity to an account. False when the identity is linked already (to this
 * account or, after a race, to another one).
 */
export async function linkIdentity(db: Db, userId: number, identity: ProviderIdentity): Promise<boolean> {
  const now = nowIso();
  try {
    await db
      .insertInto('user_identities')
      .values({ user_id: userId, provider: identity.provider, subject: identity.subject, email: identity.email, created_at: now, last_used_at: now })
      .execute();
    return true;
  } catch (error) {
    if (/unique|duplicate/i.test(String(error))) return false;
    throw error;
  }
}

/**
 * A ticket for linking `identity` to the password account `userId` once its password is given;
 * the browser gets `ticket`, we keep its hash.
 */
export async function createLinkTicket(db: Db, userId: number, identity: ProviderIdentity, redirectTo: string | null): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db
    .insertInto('oidc_link_tickets')
    .values({
      ticket_hash: sha256(ticket),
      user_id: userId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      redirect_to: redirectTo,
      created_at: nowIso(),
      expires_at: inMs(LINK_TICKET_TTL_MS),
    })
    .execute();
  return ticket;
}

export interface LinkTicketRow {
  user_id: number;
  provider: string;
  subject: string;
  email: string;
  redirect_to: string | null;
}

/**
 * The link ticket, left in the store: a wrong password may be corrected (the login throttle
 * bounds the tries). An expired one is removed here.
 */
export async function findLinkTicket(db: Db, ticket: string): Promise<Taken<LinkTicketRow>> {
  const row = await db
    .selectFrom('oidc_link_tickets')
    .select(['id', 'user_id', 'provider', 'subject', 'email', 'redirect_to', 'expires_at'])
    .where('ticket_hash', '=', sha256(ticket))
    .executeTakeFirst();
  if (!row) return { found: false };
  const { id, expires_at: expiresAt, ...rest } = row;
  const expired = Date.parse(expiresAt) <= Date.now();
  if (expired) await db.deleteFrom('oidc_link_tickets').where('id', '=', id).execute();
  return { found: true, expired, row: rest };
}

/** Takes a link ticket out of the store once its password was right: of two requests with it, one gets it. */
export async function takeLinkTicket(db: Db, ticket: string): Promise<boolean> {
  const row = await db.deleteFrom('oidc_link_tickets').where('ticket_hash', '=', sha256(ticket)).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** A new user and the provider identity linked to it, together (a unique index refusing either rejects the promise). */
export function createUserWithIdentity(db: Db, values: NewUser, identity: ProviderIdentity): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const created = await trx.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
    const now = nowIso();
    await trx
      .insertInto('user_identities')
      .values({ user_id: created.id, provider: identity.provider, subject: identity.subject, email: identity.email, created_at: now, last_used_at: now })
      .execute();
    return created;
  });
}

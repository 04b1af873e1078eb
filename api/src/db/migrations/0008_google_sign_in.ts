import type { Kysely } from 'kysely';
import { idColumn, timestampType } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * Google sign-in (modules/auth/oidc):
 * - user_identities: an account signed in with an outside provider, matched by the provider's
 *   `sub` (never again by email once linked); removed with the account;
 * - oidc_flows: one started sign-in (state, nonce, PKCE verifier, where to go afterwards), keyed
 *   by the sha256 of its `state`, used once and kept at most a few minutes;
 * - oidc_signup_tickets: a new Google user who still has to give what registration needs (phone,
 *   agreement) before the account exists, keyed by the sha256 of the ticket.
 */
export async function up(db: AnyDb): Promise<void> {
  const id = idColumn(db);
  const ts = timestampType(db);

  await db.schema
    .createTable('user_identities')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_used_at', ts, (c) => c.notNull())
    .addUniqueConstraint('user_identities_provider_subject_uq', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_id').execute();

  await db.schema
    .createTable('oidc_flows')
    .addColumn('id', 'integer', id)
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('redirect_to', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_flows_expires_idx').on('oidc_flows').column('expires_at').execute();

  await db.schema
    .createTable('oidc_signup_tickets')
    .addColumn('id', 'integer', id)
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('redirect_to', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_signup_tickets_expires_idx').on('oidc_signup_tickets').column('expires_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('oidc_signup_tickets').execute();
  await db.schema.dropTable('oidc_flows').execute();
  await db.schema.dropTable('user_identities').execute();
}

import { sql, type Kysely } from 'kysely';
import { idColumn, timestampType } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * Google sign-in, second step (modules/auth/oidc):
 * - users.has_password: 0 for an account created through Google, whose password is random and
 *   known to nobody, until its owner sets one; 1 otherwise. Accounts created through Google
 *   before this column are found by their identity, stored in the same instant as the account.
 * - oidc_link_tickets: a Google identity whose verified email belongs to an existing password
 *   account, waiting for that account's password before it is linked; keyed by the sha256 of
 *   the ticket, used once, kept a few minutes; removed with the account.
 */
export async function up(db: AnyDb): Promise<void> {
  const id = idColumn(db);
  const ts = timestampType(db);

  await db.schema
    .alterTable('users')
    .addColumn('has_password', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update users set has_password = 0 where exists (
    select 1 from user_identities i where i.user_id = users.id and i.created_at = users.created_at
  )`.execute(db);

  await db.schema
    .createTable('oidc_link_tickets')
    .addColumn('id', 'integer', id)
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('redirect_to', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_link_tickets_expires_idx').on('oidc_link_tickets').column('expires_at').execute();
  await db.schema.createIndex('oidc_link_tickets_user_idx').on('oidc_link_tickets').column('user_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('oidc_link_tickets').execute();
  await db.schema.alterTable('users').dropColumn('has_password').execute();
}

import { sql, type Kysely } from 'kysely';
import { idColumn, timestampType } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * Mail (modules/mail, docs/mail.md):
 * - users.email_verified_at: when the owner proved the address (a link we mailed, or Google saying
 *   so); null until then. Accounts linked to Google with the same address count as verified from
 *   the link's time.
 * - mail_outbox: every mail, written in the transaction of the event that causes it and sent by
 *   the worker with retries (status pending -> sending -> sent | failed). `message_id` is fixed at
 *   enqueue, so a retry after a lost answer is the same mail, not a second one. `data` holds what
 *   the template needs, never a secret (a link's token is derived at send time, links.ts).
 *   `waits_for_server`: its last try found no SMTP server (retried as soon as one answers).
 * - mail_links: one-use links (verify an address, reset a password; invitations later), kept by
 *   the sha256 of their token, with expiry and use.
 * - mail_preferences: which notification mails a user turned off (a missing row is on).
 * - mail_thread_notices: per thread and recipient, the last unread-message mail (at most one an
 *   hour, never twice for the same message).
 * - messages_unread_idx: the worker's scan for messages unread after ten minutes.
 */
export async function up(db: AnyDb): Promise<void> {
  const id = idColumn(db);
  const ts = timestampType(db);

  await db.schema.alterTable('users').addColumn('email_verified_at', ts).execute();
  // An address Google verified, linked to the account that has it, counts as verified.
  await sql`update users set email_verified_at = (
      select min(i.created_at) from user_identities i where i.user_id = users.id and i.email = users.email
    ) where email_verified_at is null and exists (select 1 from user_identities i where i.user_id = users.id and i.email = users.email)`.execute(db);

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', id)
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, (c) => c.notNull())
    .addColumn('locked_until', ts)
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('waits_for_server', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('sent_at', ts)
    .execute();
  // The worker's claim: due mails in order (pending, or sending with an expired lease).
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at', 'id']).execute();
  await db.schema.createIndex('mail_outbox_user_idx').on('mail_outbox').columns(['user_id', 'template', 'created_at']).execute();

  await db.schema
    .createTable('mail_links')
    .addColumn('id', 'integer', id)
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema.createIndex('mail_links_user_idx').on('mail_links').columns(['user_id', 'purpose', 'created_at']).execute();
  await db.schema.createIndex('mail_links_expires_idx').on('mail_links').column('expires_at').execute();

  await db.schema
    .createTable('mail_preferences')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_preferences_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('mail_thread_notices')
    .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_message_id', 'integer', (c) => c.notNull())
    .addColumn('last_sent_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_thread_notices_pk', ['registration_id', 'user_id'])
    .execute();

  await db.schema.createIndex('messages_unread_idx').on('messages').columns(['created_at', 'registration_id']).where(sql.ref('read_at'), 'is', null).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('messages_unread_idx').ifExists().execute();
  await db.schema.dropTable('mail_thread_notices').ifExists().execute();
  await db.schema.dropTable('mail_preferences').ifExists().execute();
  await db.schema.dropTable('mail_links').ifExists().execute();
  await db.schema.dropTable('mail_outbox').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}

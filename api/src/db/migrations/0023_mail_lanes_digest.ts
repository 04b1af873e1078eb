import { sql, type Kysely } from 'kysely';
import { timestampType } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * Mail that keeps up (modules/mail, modules/notifications, docs/mail.md):
 * - mail_outbox_account_due_idx: the worker's claim of account mails (kind `account`: a reset, a
 *   verification, an invitation), which go ahead of notifications; partial, so it holds only
 *   the few account mails, however many notifications wait.
 * - mail_digest_items: a new registration waiting for the next digest of one staff member
 *   (written in the registration's transaction; deleted when a digest takes it).
 * - mail_digests: per staff member, when their last digest was written (at most one every
 *   MAIL_DIGEST_MINUTES; the conditional upsert of this row is what nodes scanning at once agree on).
 * Portable DDL (SQLite and PostgreSQL); independent of migrations 0021 and 0022.
 */
export async function up(db: AnyDb): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createIndex('mail_outbox_account_due_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at', 'id'])
    .where(sql.ref('kind'), '=', sql.lit('account'))
    .execute();

  await db.schema
    .createTable('mail_digest_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_digest_items_pk', ['user_id', 'registration_id'])
    .execute();
  // Foreign-key deletes of a registration.
  await db.schema.createIndex('mail_digest_items_registration_idx').on('mail_digest_items').column('registration_id').execute();

  await db.schema
    .createTable('mail_digests')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_sent_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mail_digests').ifExists().execute();
  await db.schema.dropTable('mail_digest_items').ifExists().execute();
  await db.schema.dropIndex('mail_outbox_account_due_idx').ifExists().execute();
}

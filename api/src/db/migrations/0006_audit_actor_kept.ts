import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres, timestampType } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * The audit log outlives staff accounts: each row keeps the actor's name and role and the
 * LPK's name as they were at the read, and `actor_user_id` becomes nullable with
 * ON DELETE SET NULL (it cascaded, so deleting a staff account erased the caregivers' record of
 * that person's reads). Existing rows are backfilled from users and institutes.
 *
 * SQLite cannot change a foreign key in place: audit_logs is rebuilt (create, copy, drop,
 * rename; nothing references it). PostgreSQL alters the constraint.
 */
export async function up(db: AnyDb): Promise<void> {
  for (const column of ['actor_name', 'actor_role', 'lpk_name']) {
    await db.schema.alterTable('audit_logs').addColumn(column, 'text').execute();
  }
  await sql`
    update audit_logs set
      actor_name = (select u.full_name from users u where u.id = audit_logs.actor_user_id),
      actor_role = (select u.role from users u where u.id = audit_logs.actor_user_id),
      lpk_name = (select i.name from institutes i where i.id = audit_logs.lpk_id)
  `.execute(db);

  if (isPostgres(db)) {
    const { rows } = await sql<{ name: string }>`
      select con.conname as name
      from pg_constraint con
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any (con.conkey)
      where con.conrelid = 'audit_logs'::regclass and con.contype = 'f' and att.attname = 'actor_user_id'
    `.execute(db);
    for (const { name } of rows) await db.schema.alterTable('audit_logs').dropConstraint(name).execute();
    await db.schema
      .alterTable('audit_logs')
      .alterColumn('actor_user_id', (c) => c.dropNotNull())
      .execute();
    await db.schema
      .alterTable('audit_logs')
      .addForeignKeyConstraint('audit_logs_actor_user_id_fkey', ['actor_user_id'], 'users', ['id'], (c) => c.onDelete('set null'))
      .execute();
    return;
  }

  const ts = timestampType(db);
  await db.schema
    .createTable('audit_logs_next')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('subject_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('lpk_id', 'integer', (c) => c.references('institutes.id').onDelete('set null'))
    .addColumn('registration_id', 'integer', (c) => c.references('registrations.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('actor_name', 'text')
    .addColumn('actor_role', 'text')
    .addColumn('lpk_name', 'text')
    .execute();
  await sql`
    insert into audit_logs_next (id, subject_user_id, actor_user_id, lpk_id, registration_id, action, created_at, actor_name, actor_role, lpk_name)
    select id, subject_user_id, actor_user_id, lpk_id, registration_id, action, created_at, actor_name, actor_role, lpk_name from audit_logs
  `.execute(db);
  await db.schema.dropTable('audit_logs').execute();
  await db.schema.alterTable('audit_logs_next').renameTo('audit_logs').execute();
  await db.schema.createIndex('audit_subject_idx').on('audit_logs').column('subject_user_id').execute();
  await db.schema.createIndex('audit_actor_idx').on('audit_logs').column('actor_user_id').execute();
}

/**
 * Back to a required, cascading actor: rows whose actor account is gone are deleted (they
 * cannot satisfy NOT NULL), as they were before this migration.
 */
export async function down(db: AnyDb): Promise<void> {
  await db.deleteFrom('audit_logs').where('actor_user_id', 'is', null).execute();
  if (isPostgres(db)) {
    await db.schema.alterTable('audit_logs').dropConstraint('audit_logs_actor_user_id_fkey').execute();
    await db.schema
      .alterTable('audit_logs')
      .alterColumn('actor_user_id', (c) => c.setNotNull())
      .execute();
    await db.schema
      .alterTable('audit_logs')
      .addForeignKeyConstraint('audit_logs_actor_user_id_fkey', ['actor_user_id'], 'users', ['id'], (c) => c.onDelete('cascade'))
      .execute();
    for (const column of ['actor_name', 'actor_role', 'lpk_name']) await db.schema.alterTable('audit_logs').dropColumn(column).execute();
  } else {
    const ts = timestampType(db);
    await db.schema
      .createTable('audit_logs_prev')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('subject_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('actor_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lpk_id', 'integer', (c) => c.references('institutes.id').onDelete('set null'))
      .addColumn('registration_id', 'integer', (c) => c.references('registrations.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await sql`
      insert into audit_logs_prev (id, subject_user_id, actor_user_id, lpk_id, registration_id, action, created_at)
      select id, subject_user_id, actor_user_id, lpk_id, registration_id, action, created_at from audit_logs
    `.execute(db);
    await db.schema.dropTable('audit_logs').execute();
    await db.schema.alterTable('audit_logs_prev').renameTo('audit_logs').execute();
    await db.schema.createIndex('audit_subject_idx').on('audit_logs').column('subject_user_id').execute();
    await db.schema.createIndex('audit_actor_idx').on('audit_logs').column('actor_user_id').execute();
  }
}

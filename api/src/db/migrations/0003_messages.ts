import type { Kysely } from 'kysely';
import { idColumn, timestampType } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/** Messages between a caregiver and LPK staff, threaded by registration (docs/architecture.md section 2). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('sender_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('read_at', timestampType(db))
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_registration_idx').on('messages').columns(['registration_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('messages').ifExists().execute();
}

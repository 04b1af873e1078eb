import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * At most one live registration (status neither rejected nor withdrawn) per caregiver and LPK,
 * guaranteed by the database so two simultaneous requests cannot both succeed. A partial
 * unique index works the same in SQLite and PostgreSQL.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('registrations_live_uq')
    .on('registrations')
    .columns(['user_id', 'lpk_id'])
    .unique()
    .where(sql<boolean>`status not in ('rejected', 'withdrawn')`)
    .execute();
  await db.schema.createIndex('audit_actor_idx').on('audit_logs').column('actor_user_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('audit_actor_idx').ifExists().execute();
  await db.schema.dropIndex('registrations_live_uq').ifExists().execute();
}

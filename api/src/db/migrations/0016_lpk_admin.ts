import type { Kysely } from 'kysely';
import { idColumn, timestampType } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * The LPK admin area (modules/institution, docs/institution.md):
 * - jobs.closed_at: a vacancy its LPK closed (null while open); public pages show it closed.
 * - institute_photos: up to 6 photos of an institute's listing, in order, re-encoded WebP files
 *   under the public upload folder `institutes`.
 * - staff_invitations: who an LPK invited as staff, by whom, and what became of it. The one-use
 *   link itself is a mail_links row (only the sha256 of its token; purpose `staff_invitation`).
 */
export async function up(db: AnyDb): Promise<void> {
  const id = idColumn(db);
  const ts = timestampType(db);

  await db.schema.alterTable('jobs').addColumn('closed_at', ts).execute();

  await db.schema
    .createTable('institute_photos')
    .addColumn('id', 'integer', id)
    .addColumn('lpk_id', 'integer', (c) => c.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('institute_photos_lpk_idx').on('institute_photos').columns(['lpk_id', 'position']).execute();

  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'integer', id)
    .addColumn('lpk_id', 'integer', (c) => c.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('link_id', 'integer', (c) => c.references('mail_links.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('accepted_at', ts)
    .addColumn('accepted_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema.createIndex('staff_invitations_lpk_idx').on('staff_invitations').columns(['lpk_id', 'created_at']).execute();
  await db.schema.createIndex('staff_invitations_link_idx').on('staff_invitations').column('link_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('staff_invitations').ifExists().execute();
  await db.schema.dropTable('institute_photos').ifExists().execute();
  await db.schema.alterTable('jobs').dropColumn('closed_at').execute();
}

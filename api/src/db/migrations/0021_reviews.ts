import { sql, type Kysely } from 'kysely';
import { idColumn, timestampType } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * Verified alumni reviews (issue 34; modules/reviews, docs/trust.md "Reviews"):
 * - reviews: one per caregiver and LPK (unique user_id, lpk_id): the ratings 1-5 (teaching, fee
 *   honesty, documents; the dormitory only where the LPK has one), the text, the month of the
 *   registration that made the author alumni, until when the author may edit it, the operator's
 *   moderation (state visible / hidden / resubmitted, reason, when, by whom) and the LPK's one public
 *   reply (text, its admin, when). The author's account going takes the review with it; a staff or
 *   operator account going keeps the reply and the moderation without the person.
 * - reviews_lpk_list_idx: the public list of an LPK's visible reviews, newest first (and its count
 *   and averages); reviews_moderation_idx: the operator's queue by state, newest change first.
 * - institutes.review_count / review_average / self_rating: the visible reviews' count and mean,
 *   kept in the transaction of every change to them; from 3 visible reviews `rating` is that mean
 *   (search sorts and shows it) and `self_rating` keeps the LPK's own figure, else `self_rating`
 *   is null and `rating` is the LPK's own figure (migrations before this one wrote only that).
 * - operator_audit.review_id: the review an operator hid or restored (no foreign key: the audit
 *   row outlives the review).
 */
export async function up(db: AnyDb): Promise<void> {
  const id = idColumn(db);
  const ts = timestampType(db);

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', id)
    .addColumn('lpk_id', 'integer', (c) => c.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('registration_id', 'integer', (c) => c.references('registrations.id').onDelete('set null'))
    .addColumn('registered_month', 'text', (c) => c.notNull())
    .addColumn('rating_teaching', 'integer', (c) => c.notNull())
    .addColumn('rating_fee_honesty', 'integer', (c) => c.notNull())
    .addColumn('rating_documents', 'integer', (c) => c.notNull())
    .addColumn('rating_dormitory', 'integer')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('visible'))
    .addColumn('hidden_reason', 'text')
    .addColumn('hidden_at', ts)
    .addColumn('hidden_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reply_body', 'text')
    .addColumn('reply_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reply_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('editable_until', ts, (c) => c.notNull())
    .addUniqueConstraint('reviews_user_lpk_unique', ['user_id', 'lpk_id'])
    .addCheckConstraint(
      'reviews_ratings_range',
      sql`rating_teaching between 1 and 5 and rating_fee_honesty between 1 and 5 and rating_documents between 1 and 5 and (rating_dormitory is null or rating_dormitory between 1 and 5)`,
    )
    .addCheckConstraint('reviews_state_known', sql`state in ('visible', 'hidden', 'resubmitted')`)
    .execute();
  await db.schema.createIndex('reviews_lpk_list_idx').on('reviews').columns(['lpk_id', 'state', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('reviews_moderation_idx').on('reviews').columns(['state', 'updated_at desc', 'id desc']).execute();

  await db.schema
    .alterTable('institutes')
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('institutes').addColumn('review_average', 'real').execute();
  await db.schema.alterTable('institutes').addColumn('self_rating', 'real').execute();

  await db.schema.alterTable('operator_audit').addColumn('review_id', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('operator_audit').dropColumn('review_id').execute();
  // The LPK's own figure back where it was.
  await sql`update institutes set rating = self_rating where self_rating is not null`.execute(db);
  await db.schema.alterTable('institutes').dropColumn('self_rating').execute();
  await db.schema.alterTable('institutes').dropColumn('review_average').execute();
  await db.schema.alterTable('institutes').dropColumn('review_count').execute();
  await db.schema.dropTable('reviews').ifExists().execute();
}

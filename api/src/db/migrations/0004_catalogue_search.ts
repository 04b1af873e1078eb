import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/** Every column the institute filters read (see modules/catalogue/search.ts). */
const FILTER_COLUMNS = ['has_dormitory', 'prog_titp', 'prog_ssw', 'prog_kaigo_fukushishi', 'prog_language'] as const;

/**
 * Covering indexes of the institute search. Each holds every column a filter or an order reads,
 * so COUNT(*) and the ordered page of ids are answered from a narrow index, never from the wide
 * rows (descriptions, JSON details):
 * - rating order (the default: rating desc, id asc) walked from the top, stopping after a page;
 * - fee order (price_asc forward, price_desc backward);
 * - province first, for the province filter.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('institutes_rating_cover_idx')
    .on('institutes')
    .columns(['rating desc', 'id', ...FILTER_COLUMNS, 'registration_fee', 'province_key', 'search_text'])
    .execute();
  await db.schema
    .createIndex('institutes_fee_cover_idx')
    .on('institutes')
    .columns(['registration_fee', 'id', ...FILTER_COLUMNS, 'rating', 'province_key', 'search_text'])
    .execute();
  await db.schema
    .createIndex('institutes_province_cover_idx')
    .on('institutes')
    .columns(['province_key', ...FILTER_COLUMNS, 'registration_fee', 'rating', 'search_text'])
    .execute();
  await db.schema.createIndex('jobs_deadline_idx').on('jobs').columns(['deadline', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of ['jobs_deadline_idx', 'institutes_province_cover_idx', 'institutes_fee_cover_idx', 'institutes_rating_cover_idx']) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}

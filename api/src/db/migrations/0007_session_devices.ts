import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * Sessions: each personal access token records the browser and operating system it was issued
 * to (parsed from the User-Agent; nothing derived from the IP address is kept), for the user's
 * list of signed-in devices (GET /sessions). Tokens issued before have neither (shown as an
 * unknown device).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('personal_access_tokens').addColumn('device_browser', 'varchar(64)').execute();
  await db.schema.alterTable('personal_access_tokens').addColumn('device_os', 'varchar(64)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('personal_access_tokens').dropColumn('device_os').execute();
  await db.schema.alterTable('personal_access_tokens').dropColumn('device_browser').execute();
}

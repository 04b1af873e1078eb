import type { Kysely } from 'kysely';
import { idColumn, timestampType } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const id = idColumn(db);
  const ts = timestampType(db);

  await db.schema
    .createTable('institutes')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('programs', 'text', (c) => c.notNull())
    .addColumn('prog_titp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prog_ssw', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prog_kaigo_fukushishi', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prog_language', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('registration_fee', 'integer', (c) => c.notNull())
    .addColumn('fee_level', 'text', (c) => c.notNull())
    .addColumn('has_dormitory', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('training_months', 'integer', (c) => c.notNull())
    .addColumn('licence_number', 'text', (c) => c.notNull())
    .addColumn('sending_org_status', 'text', (c) => c.notNull())
    .addColumn('accreditation', 'text', (c) => c.notNull())
    .addColumn('pass_rate', 'real', (c) => c.notNull())
    .addColumn('rating', 'real', (c) => c.notNull())
    .addColumn('description_id', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('province_key', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('institutes_fee_idx').on('institutes').columns(['registration_fee', 'id']).execute();
  await db.schema.createIndex('institutes_rating_idx').on('institutes').columns(['rating', 'id']).execute();
  await db.schema.createIndex('institutes_province_idx').on('institutes').column('province_key').execute();
  await db.schema.createIndex('institutes_fee_level_idx').on('institutes').column('fee_level').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('caregiver'))
    .addColumn('lpk_id', 'integer', (c) => c.references('institutes.id').onDelete('set null'))
    .addColumn('avatar', 'text')
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('referred_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('personal_access_tokens')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('last_used_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tokens_user_idx').on('personal_access_tokens').column('user_id').execute();

  await db.schema
    .createTable('profile_sections')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addUniqueConstraint('profile_sections_user_section_uq', ['user_id', 'section'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', id)
    .addColumn('lpk_id', 'integer', (c) => c.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('facility_type', 'text', (c) => c.notNull())
    .addColumn('prefecture', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('monthly_salary_jpy', 'integer', (c) => c.notNull())
    .addColumn('experience', 'text', (c) => c.notNull())
    .addColumn('pathway', 'text', (c) => c.notNull())
    .addColumn('jlpt_required', 'text', (c) => c.notNull())
    .addColumn('deadline', 'text', (c) => c.notNull())
    .addColumn('openings', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_lpk_idx').on('jobs').column('lpk_id').execute();
  await db.schema.createIndex('jobs_experience_idx').on('jobs').columns(['experience', 'pathway']).execute();

  await db.schema
    .createTable('registrations')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lpk_id', 'integer', (c) => c.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('consent_at', ts, (c) => c.notNull())
    .addColumn('consent_scope', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registrations_user_idx').on('registrations').column('user_id').execute();
  await db.schema.createIndex('registrations_lpk_idx').on('registrations').columns(['lpk_id', 'status']).execute();

  await db.schema
    .createTable('registration_events')
    .addColumn('id', 'integer', id)
    .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registration_events_reg_idx').on('registration_events').column('registration_id').execute();

  await db.schema
    .createTable('certificates')
    .addColumn('id', 'integer', id)
    .addColumn('registration_id', 'integer', (c) => c.notNull().unique().references('registrations.id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('verification_code', 'text', (c) => c.notNull().unique())
    .addColumn('issued_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_logs')
    .addColumn('id', 'integer', id)
    .addColumn('subject_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lpk_id', 'integer', (c) => c.references('institutes.id').onDelete('set null'))
    .addColumn('registration_id', 'integer', (c) => c.references('registrations.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_subject_idx').on('audit_logs').column('subject_user_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'audit_logs',
    'certificates',
    'registration_events',
    'registrations',
    'jobs',
    'profile_sections',
    'personal_access_tokens',
    'users',
    'institutes',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

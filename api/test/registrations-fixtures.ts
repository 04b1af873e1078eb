import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { hashPassword } from '../src/modules/auth/passwords';
import { nowIso } from '../src/lib/time';
import { call } from './helpers';

/** Shared set-up for the registration, institution and account tests. */

export async function insertJob(app: FastifyInstance, lpkId: number, title = 'Perawat Lansia'): Promise<number> {
  const row = await app.db
    .insertInto('jobs')
    .values({
      lpk_id: lpkId,
      title_id: title,
      title_en: 'Elderly caregiver',
      facility_type: 'tokuyou',
      prefecture: 'Osaka',
      city: 'Osaka',
      monthly_salary_jpy: 210_000,
      experience: 'inexperienced',
      pathway: 'ssw',
      jlpt_required: 'N4',
      deadline: '2026-12-31',
      openings: 3,
      details: '{}',
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A staff account of `lpkId` created straight in the database; returns its token. */
export async function createStaff(app: FastifyInstance, lpkId: number, email: string, password = 'Staff#Baru2026'): Promise<{ token: string; id: number }> {
  const now = nowIso();
  const row = await app.db
    .insertInto('users')
    .values({
      full_name: 'Agus Wijaya',
      email,
      phone: '+6281311112222',
      password_hash: await hashPassword(password),
      role: 'lpk_staff',
      lpk_id: lpkId,
      avatar: null,
      referral_code: `S${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
      referred_by: null,
      locale: 'id',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await call(app, 'POST', '/api/lpk/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`staff login failed ${res.status}`);
  return { token: res.body.data.token as string, id: row.id };
}

export async function putSection(app: FastifyInstance, userId: number, section: string, data: unknown): Promise<void> {
  await app.db
    .insertInto('profile_sections')
    .values({ user_id: userId, section, data: JSON.stringify(data), updated_at: nowIso() })
    .execute();
}

type Counted = 'users' | 'registrations' | 'registration_events' | 'certificates' | 'audit_logs' | 'profile_sections' | 'personal_access_tokens';

/** Rows of `table`, optionally where `column` = value. */
export async function countRows(app: FastifyInstance, table: Counted, column?: string, value?: number): Promise<number> {
  const where = column === undefined ? sql`` : sql` where ${sql.ref(column)} = ${value}`;
  const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}${where}`.execute(app.db);
  return Number(result.rows[0]?.n ?? 0);
}

export async function register(app: FastifyInstance, token: string, body: Record<string, unknown>, lang?: string) {
  return call(app, 'POST', '/api/lpk/registrations', { token, body, ...(lang ? { lang } : {}) });
}

export async function move(app: FastifyInstance, token: string, id: number, status: string, note?: string, lang?: string) {
  return call(app, 'POST', `/api/lpk/applicants/${id}/status`, {
    token,
    body: note === undefined ? { status } : { status, note },
    ...(lang ? { lang } : {}),
  });
}

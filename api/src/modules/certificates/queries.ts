import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CertificatesTable } from '../../db/schema';

/** The Kysely of the certificates module. */
export type CertificateRow = Selectable<CertificatesTable>;

export function certificateOf(db: Db, registrationId: number): Promise<CertificateRow | undefined> {
  return db.selectFrom('certificates').selectAll().where('registration_id', '=', registrationId).executeTakeFirst();
}

/** Stores a certificate with a temporary number (unique) and the given code; returns its id. */
export async function insertCertificate(db: Db, registrationId: number, temporaryNumber: string, verificationCode: string, issuedAt: string): Promise<number> {
  const inserted = await db
    .insertInto('certificates')
    .values({ registration_id: registrationId, number: temporaryNumber, verification_code: verificationCode, issued_at: issuedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function setCertificateNumber(db: Db, id: number, number: string): Promise<CertificateRow> {
  return db.updateTable('certificates').set({ number }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function lpkSummary(db: Db, lpkId: number): Promise<{ id: number; name: string; city: string; province: string } | undefined> {
  return db.selectFrom('institutes').select(['id', 'name', 'city', 'province']).where('id', '=', lpkId).executeTakeFirst();
}

export function lpkWithLicence(db: Db, lpkId: number): Promise<{ name: string; city: string; province: string; licence_number: string } | undefined> {
  return db.selectFrom('institutes').select(['name', 'city', 'province', 'licence_number']).where('id', '=', lpkId).executeTakeFirst();
}

/** The certificate of a verification code, with its registration's status, holder and LPK. */
export function certificateByCode(db: Db, code: string) {
  return db
    .selectFrom('certificates as c')
    .innerJoin('registrations as r', 'r.id', 'c.registration_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('institutes as i', 'i.id', 'r.lpk_id')
    .select(['c.number', 'c.issued_at', 'r.id as registration_id', 'r.status', 'u.full_name', 'i.id as lpk_id', 'i.name as lpk_name', 'i.city', 'i.province'])
    .where('c.verification_code', '=', code)
    .executeTakeFirst();
}

/** When a registration last reached `status` (its latest history event with it). */
export async function lastReached(db: Db, registrationId: number, status: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('registration_events')
    .select('created_at')
    .where('registration_id', '=', registrationId)
    .where('status', '=', status)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.created_at;
}

import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Selectable } from 'kysely';
import type { CertificatesTable } from '../../db/schema';

/**
 * Registration certificates. One is issued when the LPK accepts a caregiver (pending ->
 * registered: "the LPK approves, and the caregiver is then registered at the LPK"); it stays
 * valid through learning, documents_submitted and approved, and reads as revoked once the
 * caregiver withdraws. The revocation is derived from the registration's status, so a
 * certificate can never disagree with its registration.
 */
export type CertificateRow = Selectable<CertificatesTable>;

export type CertificateStatus = 'valid' | 'revoked';

export interface CertificateJson {
  number: string;
  verification_code: string;
  issued_at: string;
  status: CertificateStatus;
  /** The public page that checks this certificate. */
  verification_url: string;
}

/** Unambiguous characters (no 0/O, 1/I/L), so a code typed from paper works. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 16 characters of 31 symbols: about 79 bits, not guessable. */
export const CODE_LENGTH = 16;

export function randomVerificationCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** "abcd-efgh ijkl mnop" -> "ABCDEFGHIJKLMNOP"; undefined when it cannot be a code. */
export function normaliseVerificationCode(input: string): string | undefined {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : undefined;
}

/** LPK-2026-000123: the issue year and a sequence (the row id), six digits at least. */
export function certificateNumber(id: number, issuedAt: string): string {
  return `LPK-${issuedAt.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

export function certificateStatus(registrationStatus: string): CertificateStatus {
  return registrationStatus === 'withdrawn' ? 'revoked' : 'valid';
}

export function verificationUrl(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, '')}/registration-certificate?code=${code}`;
}

export function presentCertificate(row: CertificateRow, registrationStatus: string, appUrl: string): CertificateJson {
  return {
    number: row.number,
    verification_code: row.verification_code,
    issued_at: row.issued_at,
    status: certificateStatus(registrationStatus),
    verification_url: verificationUrl(appUrl, row.verification_code),
  };
}

/**
 * Issues the certificate of a registration (call inside the transaction that moves it to
 * `registered`). The number comes from the row id, so it is unique without a counter table.
 * Idempotent: an existing certificate is returned unchanged.
 */
export async function issueCertificate(db: Db, registrationId: number, issuedAt: string): Promise<CertificateRow> {
  const existing = await db.selectFrom('certificates').selectAll().where('registration_id', '=', registrationId).executeTakeFirst();
  if (existing) return existing;
  const inserted = await db
    .insertInto('certificates')
    .values({
      registration_id: registrationId,
      number: `tmp-${randomBytes(12).toString('hex')}`,
      verification_code: randomVerificationCode(),
      issued_at: issuedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .updateTable('certificates')
    .set({ number: certificateNumber(inserted.id, issuedAt) })
    .where('id', '=', inserted.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * "Siti Nurhaliza" -> "Siti N."; "Rina Kartika Dewi" -> "Rina K. D."; one word stays as is.
 * What the public verification page shows instead of the full name.
 */
export function maskName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const [first, ...rest] = words;
  const initials = rest.map((w) => `${(Array.from(w)[0] ?? '').toLocaleUpperCase('id')}.`);
  return [first, ...initials].join(' ');
}

/**
 * A NIK as the certificate prints it: the first four digits (province and regency) and the last
 * four, the rest hidden: "3201015708950001" -> "3201••••••••0001". Anything that is not a NIK of
 * at least 12 digits is hidden whole, so a typing mistake never prints a full number.
 */
export function maskNik(nik: unknown): string | null {
  if (typeof nik !== 'string' && typeof nik !== 'number') return null;
  const digits = String(nik).replace(/\D/g, '');
  if (digits.length === 0) return null;
  if (digits.length < 12) return '•'.repeat(digits.length);
  return `${digits.slice(0, 4)}${'•'.repeat(digits.length - 8)}${digits.slice(-4)}`;
}

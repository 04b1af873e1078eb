import { randomInt } from 'node:crypto';
import type { CertificateStatus } from 'contracts';

/**
 * Registration certificates. One is issued when the LPK accepts a caregiver (pending ->
 * registered: "the LPK approves, and the caregiver is then registered at the LPK"); it stays
 * valid through learning, documents_submitted and approved, and reads as revoked once the
 * caregiver withdraws. The revocation is derived from the registration's status, so a
 * certificate can never disagree with its registration. The pure rules: codes, numbers, status,
 * what is masked.
 */

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

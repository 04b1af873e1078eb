import { randomBytes } from 'node:crypto';
import type { CertificateVerification, OwnCertificate } from 'contracts';
import type { Db } from '../../db/database';
import type { RegistrationRow, UserRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { loadCertificateDocument } from './document';
import { renderCertificatePdf } from './pdf';
import { presentOwnCertificate, presentVerification } from './present';
import { certificateByCode, certificateOf, insertCertificate, lastReached, lpkSummary, setCertificateNumber, type CertificateRow } from './queries';
import { certificateNumber, certificateStatus, normaliseVerificationCode, randomVerificationCode } from './rules';

/** The certificate use cases: issue (with the move to `registered`), read one's own, print it, check it publicly. */
export { presentCertificate } from './present';
export type { CertificateRow } from './queries';
export {
  CODE_LENGTH,
  certificateNumber,
  certificateStatus,
  maskName,
  maskNik,
  normaliseVerificationCode,
  randomVerificationCode,
  verificationUrl,
} from './rules';

/**
 * Issues the certificate of a registration (call inside the transaction that moves it to
 * `registered`). The number comes from the row id, so it is unique without a counter table.
 * Idempotent: an existing certificate is returned unchanged.
 */
export async function issueCertificate(db: Db, registrationId: number, issuedAt: string): Promise<CertificateRow> {
  const existing = await certificateOf(db, registrationId);
  if (existing) return existing;
  const id = await insertCertificate(db, registrationId, `tmp-${randomBytes(12).toString('hex')}`, randomVerificationCode(), issuedAt);
  return setCertificateNumber(db, id, certificateNumber(id, issuedAt));
}

/**
 * The certificate of one of the user's own registrations (the caller found it with
 * `findOwnRegistration`). Without a certificate (pending, rejected, or withdrawn before the LPK
 * accepted it) it is a 404 with its own message (certificates.not_issued).
 */
export async function ownCertificate(db: Db, appUrl: string, user: Pick<UserRow, 'id' | 'full_name'>, registration: RegistrationRow): Promise<OwnCertificate> {
  const cert = await certificateOf(db, registration.id);
  if (!cert) throw notFound('certificates.not_issued');
  const lpk = await lpkSummary(db, registration.lpk_id);
  return presentOwnCertificate(cert, registration, user.full_name, lpk ?? null, appUrl);
}

/** The owner's certificate as a PDF, once the registration is approved; its number names the file. */
export async function ownCertificatePdf(
  db: Db,
  appUrl: string,
  user: Pick<UserRow, 'id' | 'full_name'>,
  registration: RegistrationRow,
): Promise<{ pdf: Buffer; number: string }> {
  const document = await loadCertificateDocument(db, appUrl, user, registration);
  return { pdf: await renderCertificatePdf(document), number: document.number };
}

/** The public check of a verification code (spaces, dashes and case ignored); 404 when there is no such certificate. */
export async function verifyCertificate(db: Db, input: string): Promise<CertificateVerification> {
  const code = normaliseVerificationCode(input);
  if (!code) throw notFound('certificates.not_found');
  const row = await certificateByCode(db, code);
  if (!row) throw notFound('certificates.not_found');
  const revokedAt = certificateStatus(row.status) === 'revoked' ? await lastReached(db, row.registration_id, 'withdrawn') : undefined;
  return presentVerification(row, revokedAt ?? null);
}

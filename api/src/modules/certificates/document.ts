import { LAST_STAGE } from 'contracts';
import type { Db } from '../../db/database';
import type { RegistrationRow, UserRow } from '../../db/schema';
import { nowIso } from '../../lib/time';
import { notFound } from '../../lib/http-error';
import { getSections } from '../profile';
import type { CertificateDocument } from './pdf';
import { certificateOf, lastReached, lpkWithLicence } from './queries';
import { maskNik, verificationUrl } from './rules';

/** The registration status whose caregiver may download the certificate as a PDF: the last stage. */
export const PDF_STATUS = LAST_STAGE;

/**
 * What the PDF of an approved registration holds, read from the database: the certificate, the
 * LPK with its licence, the approval date, and the NIK of the caregiver's KTP section (masked).
 * The registration must be the caller's own (service.ts checks) and approved; otherwise a 404.
 */
export async function loadCertificateDocument(
  db: Db,
  appUrl: string,
  user: Pick<UserRow, 'id' | 'full_name'>,
  registration: RegistrationRow,
): Promise<CertificateDocument> {
  if (registration.status !== PDF_STATUS) throw notFound('certificates.pdf_not_available');
  const [cert, lpk, approvedAt, sections] = await Promise.all([
    certificateOf(db, registration.id),
    lpkWithLicence(db, registration.lpk_id),
    lastReached(db, registration.id, PDF_STATUS),
    getSections(db, user.id),
  ]);
  if (!cert) throw notFound('certificates.not_issued');
  if (!lpk) throw notFound('certificates.not_found');
  return {
    number: cert.number,
    verificationCode: cert.verification_code,
    verificationUrl: verificationUrl(appUrl, cert.verification_code),
    holderName: user.full_name,
    maskedNik: maskNik(sections.ktp?.data.nik),
    lpk: { name: lpk.name, city: lpk.city, province: lpk.province, licenceNumber: lpk.licence_number },
    registeredAt: registration.created_at,
    approvedAt: approvedAt ?? registration.updated_at,
    issuedAt: cert.issued_at,
    generatedAt: nowIso(),
  };
}

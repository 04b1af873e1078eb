import type { Db } from '../../db/database';
import type { RegistrationRow, UserRow } from '../../db/schema';
import { nowIso } from '../../lib/time';
import { notFound } from '../../lib/http-error';
import { getSections } from '../profile';
import type { CertificateDocument } from './pdf';
import { maskNik, verificationUrl } from './service';

/** The registration status whose caregiver may download the certificate as a PDF. */
export const PDF_STATUS = 'approved';

/**
 * What the PDF of an approved registration holds, read from the database: the certificate, the
 * LPK with its licence, the approval date, and the NIK of the caregiver's KTP section (masked).
 * The registration must be the caller's own (routes.ts checks) and approved; otherwise a 404.
 */
export async function loadCertificateDocument(db: Db, appUrl: string, user: Pick<UserRow, 'id' | 'full_name'>, registration: RegistrationRow): Promise<CertificateDocument> {
  if (registration.status !== PDF_STATUS) throw notFound('certificates.pdf_not_available');
  const [cert, lpk, approved, sections] = await Promise.all([
    db.selectFrom('certificates').selectAll().where('registration_id', '=', registration.id).executeTakeFirst(),
    db.selectFrom('institutes').select(['name', 'city', 'province', 'licence_number']).where('id', '=', registration.lpk_id).executeTakeFirst(),
    db
      .selectFrom('registration_events')
      .select('created_at')
      .where('registration_id', '=', registration.id)
      .where('status', '=', PDF_STATUS)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
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
    approvedAt: approved?.created_at ?? registration.updated_at,
    issuedAt: cert.issued_at,
    generatedAt: nowIso(),
  };
}

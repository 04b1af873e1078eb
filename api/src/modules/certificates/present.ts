import type { CertificateSummary, CertificateVerification, OwnCertificate, RegistrationStatus } from 'contracts';
import type { RegistrationRow } from '../../db/schema';
import type { CertificateRow } from './queries';
import { certificateStatus, maskName, verificationUrl } from './rules';

/** A certificate as a registration carries it; revoked once the registration is withdrawn. */
export function presentCertificate(row: CertificateRow, registrationStatus: string, appUrl: string): CertificateSummary {
  return {
    number: row.number,
    verification_code: row.verification_code,
    issued_at: row.issued_at,
    status: certificateStatus(registrationStatus),
    verification_url: verificationUrl(appUrl, row.verification_code),
  };
}

/** The owner's certificate with its registration, their name and the LPK. */
export function presentOwnCertificate(
  row: CertificateRow,
  registration: RegistrationRow,
  applicantName: string,
  lpk: OwnCertificate['lpk'],
  appUrl: string,
): OwnCertificate {
  return {
    ...presentCertificate(row, registration.status, appUrl),
    registration_id: registration.id,
    registration_status: registration.status as RegistrationStatus,
    applicant_name: applicantName,
    lpk,
  };
}

/** The public check: only what proves the certificate genuine (the holder's name masked). */
export function presentVerification(
  row: { number: string; issued_at: string; status: string; full_name: string; lpk_id: number; lpk_name: string; city: string; province: string },
  revokedAt: string | null,
): CertificateVerification {
  return {
    number: row.number,
    issued_at: row.issued_at,
    status: certificateStatus(row.status),
    revoked_at: revokedAt,
    applicant_name: maskName(row.full_name),
    lpk: { id: row.lpk_id, name: row.lpk_name, city: row.city, province: row.province },
  };
}

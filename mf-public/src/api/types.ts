/**
 * Answer shapes the public screens read besides the catalogue's (the catalogue's are the
 * contracts' answer types: contracts/src/http/catalogue.ts).
 */
export type CertificateStatus = 'valid' | 'revoked';

/** GET /certificates/{code}: only what proves a certificate genuine. */
export interface CertificateCheck {
  number: string;
  issued_at: string;
  status: CertificateStatus;
  revoked_at: string | null;
  /** Masked by the API: the first name and initials, e.g. "Siti N.". */
  applicant_name: string;
  lpk: { id: number; name: string; city: string; province: string };
}

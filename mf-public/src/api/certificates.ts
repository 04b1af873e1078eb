import { getData } from './http';
import type { CertificateCheck } from './types';

/** GET /certificates/{code}; a 404 (unknown code) rejects with an ApiError of status 404, no toast. */
export function checkCertificate(code: string): Promise<CertificateCheck> {
  return getData<CertificateCheck>(`/api/lpk/certificates/${encodeURIComponent(code)}`, {}, { silent: true });
}

import { getFile } from 'mf-shared';
import type { FileToSave } from '../components/saveFile';

export type CertificateFile = FileToSave;

/** The path of the PDF of one of my approved registrations. */
export const certificatePdfPath = (registrationId: number) => `/api/lpk/registrations/${registrationId}/certificate.pdf`;

/**
 * GET /api/lpk/registrations/{id}/certificate.pdf through mf-shared's client, as every call (the
 * bearer token, time-out, the server's message as a toast for 5000 ms, a 401 ending the session:
 * docs/product.md section 8). Saved under the name the API gives.
 */
export function fetchCertificatePdf(registrationId: number): Promise<CertificateFile> {
  return getFile(certificatePdfPath(registrationId), `certificate-${registrationId}.pdf`, 'application/pdf, application/json');
}

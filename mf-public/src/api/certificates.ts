import { getData, type QueryDefinition } from 'mf-shared';
import type { CertificateCheck } from './types';

/** GET /certificates/{code}; a 404 (unknown code) rejects with an ApiError of status 404, no toast. */
export function checkCertificate(code: string, signal?: AbortSignal): Promise<CertificateCheck> {
  return getData<CertificateCheck>(`/api/lpk/certificates/${encodeURIComponent(code)}`, {}, { silent: true, signal });
}

/** The check of one certificate code (its key and fetcher together). */
export const certificateQuery = (code: string): QueryDefinition<CertificateCheck> => ({
  key: ['certificate', code],
  fetch: (signal) => checkCertificate(code, signal),
});

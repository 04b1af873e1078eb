import { getData, type QueryDefinition } from 'mf-shared';
import type { CertificateCheck } from './types';

/** GET /certificates/{code}; a 404 (unknown code) rejects with an ApiError of status 404, no toast. */
export const certificateQuery = (code: string): QueryDefinition<CertificateCheck> => ({
  key: ['certificate', code],
  fetch: (signal) => getData(`/api/lpk/certificates/${encodeURIComponent(code)}`, {}, { silent: true, signal }),
});

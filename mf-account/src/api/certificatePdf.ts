import { api } from 'mf-shared';
import type { FileToSave } from '../components/saveFile';

export type CertificateFile = FileToSave;

/** The path of the PDF of one of my approved registrations. */
export const certificatePdfPath = (registrationId: number) => `/api/lpk/registrations/${registrationId}/certificate.pdf`;

/** The file name of a `Content-Disposition: attachment; filename="..."` header (plain names only). */
export function filenameOf(header: unknown): string | undefined {
  const match = /filename="?([^";]+)"?/i.exec(typeof header === 'string' ? header : '');
  const name = match?.[1]?.trim();
  return name && /^[\w.-]+$/.test(name) ? name : undefined;
}

/**
 * GET /api/lpk/registrations/{id}/certificate.pdf through mf-shared's client, as every call (the
 * bearer token, time-out, the server's message as a toast for 5000 ms, a 401 ending the session:
 * docs/product.md section 8); asked as bytes, which the client lets through (a refusal is read
 * from its JSON envelope). Saved under the name the API gives.
 */
export async function fetchCertificatePdf(registrationId: number): Promise<CertificateFile> {
  const response = await api.get<ArrayBuffer>(certificatePdfPath(registrationId), {
    responseType: 'arraybuffer',
    headers: { Accept: 'application/pdf, application/json' },
  });
  const type = response.headers['content-type'];
  return {
    blob: new Blob([response.data], typeof type === 'string' ? { type } : undefined),
    filename: filenameOf(response.headers['content-disposition']) ?? `certificate-${registrationId}.pdf`,
  };
}

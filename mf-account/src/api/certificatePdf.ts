import {
  ApiError,
  ERROR_TOAST_MS,
  REQUEST_TIMEOUT_MS,
  clear,
  disconnectRealtime,
  getConfig,
  getLanguage,
  getToken,
  isLoginPath,
  loginUrl,
  navigate,
  t,
  toast,
  type Envelope,
} from 'mf-shared';
import type { FileToSave } from '../components/saveFile';

export type CertificateFile = FileToSave;

/** The path of the PDF of one of my approved registrations. */
export const certificatePdfPath = (registrationId: number) => `/api/lpk/registrations/${registrationId}/certificate.pdf`;

function envelopeOf(body: unknown): Envelope | undefined {
  return body !== null && typeof body === 'object' && 'status' in body ? (body as Envelope) : undefined;
}

/** The file name of a `Content-Disposition: attachment; filename="..."` header. */
export function filenameOf(header: string | null): string | undefined {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  const name = match?.[1]?.trim();
  return name && /^[\w.-]+$/.test(name) ? name : undefined;
}

/**
 * GET /api/lpk/registrations/{id}/certificate.pdf with the bearer token. Not through the shared
 * axios client: its success rule expects a JSON envelope and this answer is a PDF. Failures
 * behave as that client's do (docs/product.md section 8): a toast with the server's message for
 * 5000 ms, and a 401 ends the session and goes to /login.
 */
export async function fetchCertificatePdf(registrationId: number): Promise<CertificateFile> {
  const headers: Record<string, string> = { Accept: 'application/pdf, application/json', 'Accept-Language': getLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${getConfig().apiBaseUrl}${certificatePdfPath(registrationId)}`, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return fail(new ApiError(timedOut ? 'timeout' : 'network', t('errors.network'), undefined, undefined, error));
  }
  if (!response.ok) {
    const body = envelopeOf(await response.json().catch(() => undefined));
    if (response.status === 401) {
      const error = new ApiError('http', t('errors.session_expired'), 401, body);
      if (isLoginPath()) throw error;
      clear();
      disconnectRealtime();
      navigate(loginUrl());
      return fail(error);
    }
    const message = body?.message?.trim() || t(response.status >= 500 ? 'errors.server' : 'errors.request_failed');
    return fail(new ApiError('http', message, response.status, body));
  }
  const blob = await response.blob();
  return { blob, filename: filenameOf(response.headers.get('Content-Disposition')) ?? `certificate-${registrationId}.pdf` };
}

function fail(error: ApiError): never {
  toast.error(error.message, ERROR_TOAST_MS);
  throw error;
}

import { zodResolver } from '@hookform/resolvers/zod';
import { issueKind, withFormMessages, type FormMessages } from 'mf-shared';
import { z } from 'zod/mini';

/**
 * What the certificate check asks before looking a code up: the path parameter of
 * GET /certificates/{code} (contracts/src/http/certificates.ts: a string), given. The API ignores
 * spaces, dashes and case, and answers an unknown code with a 404 (the result panel says so).
 * zod/mini, as mf-public's other forms: taking the route's classic-zod params here put classic zod
 * in a chunk /login and /register load too (+6 KB gzip on each, measured 2026-11-29).
 */
export const certificateForm = z.object({ code: z.string().check(z.trim(), z.minLength(1)) });

const MESSAGES: FormMessages = { code: { required: 'certificate.code_required', default: 'certificate.code_required' } };

export const certificateResolver = withFormMessages(zodResolver(certificateForm, { error: issueKind }), MESSAGES);

export type CertificateFormValues = z.output<typeof certificateForm>;

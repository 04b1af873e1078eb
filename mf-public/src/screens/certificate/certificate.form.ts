import { zodResolver } from '@hookform/resolvers/zod';
import { certificateVerifyRoute } from 'contracts';
import { issueKind, withFormMessages, type FormMessages } from 'mf-shared';
import type { z } from 'zod';

/**
 * What the certificate check asks before looking a code up: the path parameter of
 * GET /certificates/{code} (contracts/src/http/certificates.ts), given. The API ignores spaces,
 * dashes and case, and answers an unknown code with a 404 (the result panel says so).
 */
const { params } = certificateVerifyRoute;
export const certificateForm = params.extend({ code: params.shape.code.trim().min(1) });

const MESSAGES: FormMessages = { code: { required: 'certificate.code_required', default: 'certificate.code_required' } };

export const certificateResolver = withFormMessages(zodResolver(certificateForm, { error: issueKind }), MESSAGES);

export type CertificateFormValues = z.output<typeof certificateForm>;

import { z } from 'zod';
import { REGISTRATION_STATUSES } from '../registration/states';
import { envelope, errorAnswers } from './envelope';
import { registrationIdParams } from './ids';

/**
 * Registration certificates (api/src/modules/certificates): issued when the LPK accepts a
 * caregiver, valid until the caregiver withdraws (then revoked).
 */
export const certificateStatus = z.enum(['valid', 'revoked']);

/** A certificate as a registration carries it. */
export const certificateSummary = z
  .object({
    number: z.string().describe('LPK-YYYY-NNNNNN'),
    verification_code: z.string().describe('16 characters; what the public verification page checks'),
    issued_at: z.string(),
    status: certificateStatus,
    verification_url: z.string().describe('The public page that checks this certificate'),
  })
  .meta({ id: 'CertificateSummary' });

/** The LPK a certificate names. */
export const certificateLpk = z.object({ id: z.number().int(), name: z.string(), city: z.string(), province: z.string() }).meta({ id: 'CertificateLpk' });

/** GET /registrations/{id}/certificate: the owner's certificate with its registration. */
export const ownCertificate = certificateSummary
  .extend({
    registration_id: z.number().int(),
    registration_status: z.enum(REGISTRATION_STATUSES),
    applicant_name: z.string(),
    lpk: certificateLpk.nullable(),
  })
  .meta({ id: 'OwnCertificate' });

/** GET /certificates/{code}: only what proves a certificate genuine (the name masked). */
export const certificateVerification = z
  .object({
    number: z.string(),
    issued_at: z.string(),
    status: certificateStatus,
    revoked_at: z.string().nullable(),
    applicant_name: z.string().describe('Masked: "Siti N."'),
    lpk: certificateLpk,
  })
  .meta({ id: 'CertificateVerification' });

export const certificateGetRoute = {
  summary: 'The certificate of one of my registrations (404 until the LPK accepts it)',
  tags: ['certificates'],
  security: [{ bearer: [] }],
  params: registrationIdParams,
  response: { 200: envelope(ownCertificate), ...errorAnswers(401, 404) },
};

export const certificatePdfRoute = {
  summary: 'The certificate of one of my approved registrations as a PDF to keep, print or share',
  tags: ['certificates'],
  security: [{ bearer: [] }],
  params: registrationIdParams,
  response: {
    200: {
      description: 'The certificate (A4, both languages, with a QR code to verify it)',
      content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...errorAnswers(401, 404, 429),
  },
};

export const certificateVerifyRoute = {
  summary: 'Checks a certificate by its verification code (public)',
  tags: ['certificates'],
  params: z.object({ code: z.string().describe('The verification code; spaces, dashes and case are ignored') }),
  response: { 200: envelope(certificateVerification), ...errorAnswers(404, 429) },
};

export type CertificateStatus = z.infer<typeof certificateStatus>;
export type CertificateSummary = z.infer<typeof certificateSummary>;
export type OwnCertificate = z.infer<typeof ownCertificate>;
export type CertificateVerification = z.infer<typeof certificateVerification>;

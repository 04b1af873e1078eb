import { certificateGetRoute, certificatePdfRoute, certificateVerifyRoute } from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../plugins/envelope';
import { parseIdParam } from '../registrations/schemas';
import { findOwnRegistration } from '../registrations/service';
import { ownCertificate, ownCertificatePdf, verifyCertificate } from './service';

/**
 * GET /registrations/{id}/certificate: the owner's certificate (404 for another user's
 * registration, and for the owner's before the LPK accepted it).
 *
 * GET /registrations/{id}/certificate.pdf: the owner's certificate as a PDF to keep, print or
 * share, once the registration is approved (certificates.pdf_not_available before, and after a
 * withdrawal, which revokes it). Another user's registration is a 404 as above.
 *
 * GET /certificates/{code}: public, no token. Shows only what proves the certificate genuine:
 * the masked name, the LPK, number, issue date and whether it is still valid.
 * Schemas: contracts/src/http/certificates.ts.
 */
const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/registrations/:id/certificate', { schema: certificateGetRoute, preValidation: app.authenticate }, async (request) => {
    const user = request.user!;
    const registration = await findOwnRegistration(app.db, user.id, parseIdParam(request.params.id));
    return success(await ownCertificate(app.db, app.config.appUrl, user, registration), request.t('certificates.found'));
  });

  app.get('/registrations/:id/certificate.pdf', { schema: certificatePdfRoute, preValidation: app.authenticate }, async (request, reply) => {
    const user = request.user!;
    const registration = await findOwnRegistration(app.db, user.id, parseIdParam(request.params.id));
    const { pdf, number } = await ownCertificatePdf(app.db, app.config.appUrl, user, registration);
    request.log.info({ userId: user.id, registrationId: registration.id }, 'certificate pdf');
    // The name holds only [A-Za-z0-9-] (the number is LPK-YYYY-NNNNNN), so it needs no quoting rules.
    const filename = request.t('certificates.pdf.filename', { number }).replace(/[^A-Za-z0-9._-]/g, '-');
    return (
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        // A front end on another origin reads the file name from this header (CORS hides it otherwise).
        .header('Access-Control-Expose-Headers', 'Content-Disposition')
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        // The bytes as they are (Fastify sends a Buffer unserialised); the schema documents them as a binary string.
        .send(pdf as unknown as string)
    );
  });

  app.get('/certificates/:code', { schema: certificateVerifyRoute }, async (request, reply) => {
    const verification = await verifyCertificate(app.db, request.params.code);
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Robots-Tag', 'noindex');
    return success(verification, request.t(verification.status === 'valid' ? 'certificates.genuine' : 'certificates.revoked'));
  });
};

export default certificateRoutes;

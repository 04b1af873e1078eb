import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-error';
import { success } from '../../plugins/envelope';
import { parseIdParam } from '../registrations/schemas';
import { findOwnRegistration } from '../registrations/service';
import { loadCertificateDocument } from './document';
import { renderCertificatePdf } from './pdf';
import { certificateStatus, maskName, normaliseVerificationCode, presentCertificate } from './service';

/**
 * GET /registrations/{id}/certificate: the owner's certificate. Another user's registration is
 * a 404 (registrations.not_found); the owner's registration without a certificate (pending,
 * rejected, or withdrawn before the LPK accepted it) is also a 404, with its own message
 * (certificates.not_issued): the certificate resource does not exist yet.
 *
 * GET /registrations/{id}/certificate.pdf: the owner's certificate as a PDF to keep, print or
 * share, once the registration is approved (certificates.pdf_not_available before, and after a
 * withdrawal, which revokes it). Another user's registration is a 404 as above.
 *
 * GET /certificates/{code}: public, no token. Shows only what proves the certificate genuine:
 * the masked name, the LPK, number, issue date and whether it is still valid.
 */
const certificateRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/registrations/:id/certificate', { preHandler: app.authenticate }, async (request) => {
    const user = request.user!;
    const registration = await findOwnRegistration(app.db, user.id, parseIdParam(request.params.id));
    const cert = await app.db.selectFrom('certificates').selectAll().where('registration_id', '=', registration.id).executeTakeFirst();
    if (!cert) throw notFound('certificates.not_issued');
    const lpk = await app.db.selectFrom('institutes').select(['id', 'name', 'city', 'province']).where('id', '=', registration.lpk_id).executeTakeFirst();
    return success(
      {
        ...presentCertificate(cert, registration.status, app.config.appUrl),
        registration_id: registration.id,
        registration_status: registration.status,
        applicant_name: user.full_name,
        lpk: lpk ?? null,
      },
      request.t('certificates.found'),
    );
  });

  app.get<{ Params: { id: string } }>('/registrations/:id/certificate.pdf', { preHandler: app.authenticate }, async (request, reply) => {
    const user = request.user!;
    const registration = await findOwnRegistration(app.db, user.id, parseIdParam(request.params.id));
    const document = await loadCertificateDocument(app.db, app.config.appUrl, user, registration);
    const pdf = await renderCertificatePdf(document);
    request.log.info({ userId: user.id, registrationId: registration.id }, 'certificate pdf');
    // The name holds only [A-Za-z0-9-] (the number is LPK-YYYY-NNNNNN), so it needs no quoting rules.
    const filename = request.t('certificates.pdf.filename', { number: document.number }).replace(/[^A-Za-z0-9._-]/g, '-');
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      // A front end on another origin reads the file name from this header (CORS hides it otherwise).
      .header('Access-Control-Expose-Headers', 'Content-Disposition')
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf);
  });

  app.get<{ Params: { code: string } }>('/certificates/:code', async (request, reply) => {
    const code = normaliseVerificationCode(request.params.code);
    if (!code) throw notFound('certificates.not_found');
    const row = await app.db
      .selectFrom('certificates as c')
      .innerJoin('registrations as r', 'r.id', 'c.registration_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('institutes as i', 'i.id', 'r.lpk_id')
      .select(['c.number', 'c.issued_at', 'r.id as registration_id', 'r.status', 'u.full_name', 'i.id as lpk_id', 'i.name as lpk_name', 'i.city', 'i.province'])
      .where('c.verification_code', '=', code)
      .executeTakeFirst();
    if (!row) throw notFound('certificates.not_found');
    const status = certificateStatus(row.status);
    const revoked =
      status === 'revoked'
        ? await app.db
            .selectFrom('registration_events')
            .select('created_at')
            .where('registration_id', '=', row.registration_id)
            .where('status', '=', 'withdrawn')
            .orderBy('id', 'desc')
            .executeTakeFirst()
        : undefined;
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Robots-Tag', 'noindex');
    return success(
      {
        number: row.number,
        issued_at: row.issued_at,
        status,
        revoked_at: revoked?.created_at ?? null,
        applicant_name: maskName(row.full_name),
        lpk: { id: row.lpk_id, name: row.lpk_name, city: row.city, province: row.province },
      },
      request.t(status === 'valid' ? 'certificates.genuine' : 'certificates.revoked'),
    );
  });
};

export default certificateRoutes;

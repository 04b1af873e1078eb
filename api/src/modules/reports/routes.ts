import multipart from '@fastify/multipart';
import {
  createReportRoute,
  myReportsRoute,
  operatorReportNoteRoute,
  operatorReportRoute,
  operatorReportsRoute,
  operatorReportStatusRoute,
  reportAttachmentRoute,
} from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddressOf } from '../../lib/client-address';
import { notFound } from '../../lib/http-error';
import { success } from '../../plugins/envelope';
import { readReportForm, REPORT_MULTIPART_LIMITS } from './form';
import { addNote, changeStatus, createReport, myReports, operatorQueue, readAttachment, readReport, type ReportDeps } from './service';

/**
 * Reports of abuse about an LPK (issue 34, part 3; docs/trust.md "Reports"):
 * - POST /reports (signed in; multipart with an optional `attachment`, or JSON): a report, 201;
 *   rate-limited per account (`lpk_report`, plugins/rate-limit.ts);
 * - GET /reports/mine: the reporter's reports with their status;
 * - GET /reports/{id}/attachment: the private attachment, to its reporter or the operator (audited);
 * - GET /operator/reports, GET /operator/reports/{id} (audited), POST .../status, POST .../notes:
 *   the operator's queue (operator only; 403 for everyone else).
 * Every answer here is personal data: never cached (the auth plugin's no-store, and the
 * attachment's own header). No route of an LPK's staff or admin reads reports.
 */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: REPORT_MULTIPART_LIMITS });
  const deps: ReportDeps = { db: app.db, mail: app.mail, uploads: app.uploads, broadcaster: app.broadcaster };
  const operator = [app.authenticate, app.requireRole('operator')];
  const actorOf = (request: FastifyRequest) => ({ id: request.user!.id, full_name: request.user!.full_name, address: clientAddressOf(request) });
  const idOf = (value: string) => {
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) throw notFound('reports.not_found');
    return Number(value);
  };

  app.post('/reports', { schema: createReportRoute, preValidation: app.authenticate }, async (request, reply) => {
    const form = await readReportForm(request);
    const report = await createReport(deps, request.user!, form, request.lang);
    // Who reported whom stays out of the logs: the report's id only.
    request.log.info({ reportId: report.id }, 'report of an LPK received');
    return reply.code(201).send(success({ report }, request.t('reports.created')));
  });

  app.get('/reports/mine', { schema: myReportsRoute, preValidation: app.authenticate }, async (request) =>
    success({ items: await myReports(app.db, request.user!.id) }, request.t('reports.mine')),
  );

  app.get('/reports/:id/attachment', { schema: reportAttachmentRoute, preValidation: app.authenticate }, async (request, reply) => {
    const { file, type } = await readAttachment(deps, request.user!, actorOf(request), idOf(request.params.id));
    return (
      reply
        .header('Content-Type', type)
        .header('Content-Disposition', `attachment; filename="report-${request.params.id}.${type === 'application/pdf' ? 'pdf' : 'webp'}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'no-store')
        .header('Content-Length', String(file.length))
        // The stored bytes, streamed (Fastify sends a stream unserialised); the schema documents them as a binary string.
        .send(file.body as unknown as string)
    );
  });

  app.get('/operator/reports', { schema: operatorReportsRoute, preValidation: operator }, async (request) =>
    success(await operatorQueue(app.db, { status: request.query.status, lpkId: request.query.lpk_id }), request.t('reports.queue')),
  );

  app.get('/operator/reports/:id', { schema: operatorReportRoute, preValidation: operator }, async (request) =>
    success(await readReport(app.db, actorOf(request), idOf(request.params.id)), request.t('reports.found')),
  );

  app.post('/operator/reports/:id/status', { schema: operatorReportStatusRoute, preValidation: operator }, async (request) => {
    const report = await changeStatus(deps, actorOf(request), idOf(request.params.id), request.body.status, request.body.note);
    request.log.info({ reportId: report.id, status: report.status, operatorId: request.user!.id }, 'report status changed');
    return success(report, request.t('reports.status_changed'));
  });

  app.post('/operator/reports/:id/notes', { schema: operatorReportNoteRoute, preValidation: operator }, async (request) =>
    success(await addNote(app.db, actorOf(request), idOf(request.params.id), request.body.note), request.t('reports.noted')),
  );
};

export default reportRoutes;

import { registrationCreateRoute, registrationGetRoute, registrationListRoute, registrationWithdrawRoute, type RegistrationStatus } from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/http-error';
import { success } from '../../plugins/envelope';
import { emitRegistrationEvent } from './events';
import { presentRegistration, presentRegistrations, type PresentContext } from './present';
import { parseIdParam } from './schemas';
import { createRegistration, findOwnRegistration, listOwnRegistrations, withdrawRegistration } from './service';

/** Only caregivers register with an LPK; staff accounts get a 403. */
async function requireCaregiver(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'caregiver') throw forbidden('labels.registrations.caregivers_only');
}

/**
 * The caregiver's side (docs/architecture.md section 2): register with an LPK after explicit consent,
 * list and read their own registrations, withdraw. Nobody can read another user's registration
 * (404, as if it did not exist). Schemas: contracts/src/http/registrations.ts.
 */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): PresentContext => ({ db: app.db, lang: request.lang, appUrl: app.config.appUrl });

  app.post('/registrations', { schema: registrationCreateRoute, preValidation: [app.authenticate, requireCaregiver] }, async (request, reply) => {
    const user = request.user!;
    const row = await createRegistration(app.db, app.mail, user.id, request.body);
    app.mail.wake();
    const registration = await presentRegistration(context(request), row);
    request.log.info({ registrationId: row.id, lpkId: row.lpk_id, userId: user.id }, 'registration created');
    emitRegistrationEvent(request.log, 'registration.status_changed', {
      registration,
      userId: user.id,
      lpkId: row.lpk_id,
      previousStatus: null,
      actorUserId: user.id,
    });
    return reply.code(201).send(success(registration, request.t('registrations.created')));
  });

  app.get('/registrations', { schema: registrationListRoute, preValidation: app.authenticate }, async (request) => {
    const { page, per_page } = request.query;
    const { rows, total } = await listOwnRegistrations(app.db, request.user!.id, page, per_page);
    const items = await presentRegistrations(context(request), rows);
    return success({ items, meta: { page, per_page, total } }, request.t('registrations.list'));
  });

  app.get('/registrations/:id', { schema: registrationGetRoute, preValidation: app.authenticate }, async (request) => {
    const row = await findOwnRegistration(app.db, request.user!.id, parseIdParam(request.params.id));
    return success(await presentRegistration(context(request), row), request.t('registrations.found'));
  });

  /** Withdraw: the status becomes `withdrawn`, and the LPK loses access to the data at once. */
  app.delete('/registrations/:id', { schema: registrationWithdrawRoute, preValidation: app.authenticate }, async (request) => {
    const user = request.user!;
    const { before, after } = await withdrawRegistration(app.db, user.id, parseIdParam(request.params.id), request.t);
    const registration = await presentRegistration(context(request), after);
    request.log.info({ registrationId: after.id, lpkId: after.lpk_id, userId: user.id }, 'registration withdrawn');
    emitRegistrationEvent(request.log, 'registration.status_changed', {
      registration,
      userId: user.id,
      lpkId: after.lpk_id,
      previousStatus: before.status as RegistrationStatus,
      actorUserId: user.id,
    });
    return success(registration, request.t('registrations.withdrawn'));
  });
};

export default registrationRoutes;

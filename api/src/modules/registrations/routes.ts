import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/http-error';
import { validate } from '../../lib/validation';
import { success } from '../../plugins/envelope';
import { emitRegistrationEvent } from './events';
import { presentRegistration, presentRegistrations, type PresentContext } from './present';
import { createRegistrationSchema, pagingSchema, parseIdParam } from './schemas';
import { createRegistration, findOwnRegistration, withdrawRegistration } from './service';
import type { RegistrationStatus } from './states';

/** Only caregivers register with an LPK; staff accounts get a 403. */
async function requireCaregiver(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'caregiver') throw forbidden('registrations.caregiver_only');
}

/**
 * The caregiver's side (docs/architecture.md section 2): register with an LPK after explicit consent,
 * list and read their own registrations, withdraw. Nobody can read another user's registration
 * (404, as if it did not exist).
 */
const registrationRoutes: FastifyPluginAsync = async (app) => {
  const context = (request: FastifyRequest): PresentContext => ({ db: app.db, lang: request.lang, appUrl: app.config.appUrl });

  app.post('/registrations', { preHandler: [app.authenticate, requireCaregiver] }, async (request, reply) => {
    const input = validate(createRegistrationSchema, request.body);
    const user = request.user!;
    const row = await createRegistration(app.db, user.id, input);
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

  app.get('/registrations', { preHandler: app.authenticate }, async (request) => {
    const { page, per_page } = validate(pagingSchema, request.query);
    const userId = request.user!.id;
    const [rows, count] = await Promise.all([
      app.db
        .selectFrom('registrations')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(per_page)
        .offset((page - 1) * per_page)
        .execute(),
      app.db.selectFrom('registrations').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    ]);
    const items = await presentRegistrations(context(request), rows);
    return success({ items, meta: { page, per_page, total: Number(count.n) } }, request.t('registrations.list'));
  });

  app.get<{ Params: { id: string } }>('/registrations/:id', { preHandler: app.authenticate }, async (request) => {
    const row = await findOwnRegistration(app.db, request.user!.id, parseIdParam(request.params.id));
    return success(await presentRegistration(context(request), row), request.t('registrations.found'));
  });

  /** Withdraw: the status becomes `withdrawn`, and the LPK loses access to the data at once. */
  app.delete<{ Params: { id: string } }>('/registrations/:id', { preHandler: app.authenticate }, async (request) => {
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

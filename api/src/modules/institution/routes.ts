import multipart from '@fastify/multipart';
import {
  invitationAcceptFields,
  invitationAcceptRoute,
  invitationCheckRoute,
  invitationJoinRoute,
  LPK_JOIN_EVENTS,
  listingGetRoute,
  listingPhotoAddRoute,
  listingPhotoDeleteRoute,
  listingPublishRoute,
  listingUpdateRoute,
  ownLpkRoute,
  staffInvitationRevokeRoute,
  staffInviteRoute,
  staffListRoute,
  staffRemoveRoute,
  vacancyCloseRoute,
  vacancyCreateRoute,
  vacancyListRoute,
  vacancyReopenRoute,
  vacancyUpdateRoute,
} from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../plugins/envelope';
import { clientOf } from '../auth/routes';
import { presentAuthSession } from '../auth/present';
import { strongPassword } from '../auth/schemas';
import { loginThrottleFor } from '../auth/throttle';
import { sessionPolicy } from '../auth/tokens';
import { invalidateCatalogue } from '../catalogue/cache';
import { channels } from '../../realtime/broadcaster';
import { parseIdParam } from '../registrations/schemas';
import { multipartOptions, readSingleFile } from '../uploads/multipart';
import { presentUser } from '../users/present';
import { accessHooks, memberOf } from './access';
import { acceptIntoAccount, acceptWithNewAccount, checkInvitation, type InvitationDeps } from './invitation';
import { saveListing } from './listing';
import { ownLpkOf } from './own-lpk';
import { listingWithStatus, publishListing } from './publish';
import { addPhoto, removePhoto } from './photos';
import { invite, removeStaff, revokeInvitation, staffOverview } from './staff';
import { closeVacancy, createVacancy, listVacancies, reopenVacancy, updateVacancy } from './vacancies';

/**
 * The LPK admin area (docs/institution.md; schemas: contracts/src/http/institution.ts):
 * /institution/lpk (the LPK's standing), /institution/listing (+ /photos), /institution/vacancies, /institution/staff for the signed-in
 * LPK admin (staff read only; while the operator has suspended the LPK, nothing that adds to what it
 * shows or who works for it: access.ts), and the public /staff-invitation/* of the invitation
 * link. Every change to the listing or a vacancy invalidates the catalogue on every node
 * (catalogue/cache.ts), so search, detail, jobs and the pages' pre-rendered heads show it at once.
 */
const institutionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, multipartOptions);
  const access = accessHooks(app);
  const changed = async (request: FastifyRequest, what: string, details: object) => {
    await invalidateCatalogue(app.db);
    request.log.info({ userId: request.user?.id, lpkId: request.user?.lpk_id, ...details }, what);
  };
  listingRoutes(app, access, changed);
  vacancyRoutes(app, access, changed);
  staffRoutes(app, access);
  invitationRoutes(app);
};

type App = Parameters<FastifyPluginAsyncZod>[0];
type Access = ReturnType<typeof accessHooks>;
/** A change to what the catalogue shows: invalidated on every node, and logged. */
type Changed = (request: FastifyRequest, what: string, details: object) => Promise<void>;

/** The LPK and its standing with the operator (staff and admin); the listing and its photos; publishing a draft. */
function listingRoutes(app: App, access: Access, changed: Changed) {
  app.get('/institution/lpk', { ...access.read, schema: ownLpkRoute }, async (request) =>
    success(await ownLpkOf(app.db, memberOf(request).lpkId), request.t('institution.lpk')),
  );

  app.get('/institution/listing', { ...access.read, schema: listingGetRoute }, async (request) =>
    success(await listingWithStatus(app.db, memberOf(request)), request.t('institution.listing')),
  );

  app.put('/institution/listing', { ...access.publish, schema: listingUpdateRoute }, async (request) => {
    const admin = memberOf(request);
    await saveListing(app.db, admin, request.body);
    await changed(request, 'listing changed', {});
    const listing = await listingWithStatus(app.db, admin);
    // Saving a draft does not publish it (issue 33): the message says what is still to do.
    return success(listing, request.t(listing.listing_status === 'draft' ? 'institution.listing_saved_draft' : 'institution.listing_saved'));
  });

  // A draft goes public only complete, and only when its admin says so (publish.ts).
  app.post('/institution/listing/publish', { ...access.publish, schema: listingPublishRoute }, async (request) => {
    const admin = memberOf(request);
    const { changed: published, standing } = await publishListing(app.db, admin);
    if (published) {
      await changed(request, 'listing published', {});
      // The LPK's staff and admins: the console shows the LPK public, live.
      await app.broadcaster.event(LPK_JOIN_EVENTS.lpkStatus, channels.lpk(admin.lpkId), standing);
    }
    return success(await listingWithStatus(app.db, admin), request.t(published ? 'institution.published' : 'institution.already_public'));
  });

  app.post('/institution/listing/photos', { ...access.publish, schema: listingPhotoAddRoute }, async (request, reply) => {
    const admin = memberOf(request);
    const file = await readSingleFile(request, 'photo');
    await addPhoto(app.db, app.uploads, admin, file.bytes, request.log);
    await changed(request, 'listing photo added', { bytes: file.bytes.length });
    return reply.code(201).send(success(await listingWithStatus(app.db, admin), request.t('institution.photo_added')));
  });

  app.delete('/institution/listing/photos/:id', { ...access.publish, schema: listingPhotoDeleteRoute }, async (request) => {
    const admin = memberOf(request);
    const id = parseIdParam(request.params.id);
    await removePhoto(app.db, app.uploads, admin, id);
    await changed(request, 'listing photo removed', { photoId: id });
    return success(await listingWithStatus(app.db, admin), request.t('institution.photo_removed'));
  });
}

/** The LPK's vacancies: listed, published, changed, closed and reopened. */
function vacancyRoutes(app: App, access: Access, changed: Changed) {
  app.get('/institution/vacancies', { ...access.read, schema: vacancyListRoute }, async (request) =>
    success({ items: await listVacancies(app.db, memberOf(request)) }, request.t('institution.vacancies')),
  );

  app.post('/institution/vacancies', { ...access.publish, schema: vacancyCreateRoute }, async (request, reply) => {
    const vacancy = await createVacancy(app.db, memberOf(request), request.body);
    await changed(request, 'vacancy published', { jobId: vacancy.id });
    return reply.code(201).send(success(vacancy, request.t('institution.vacancy_published')));
  });

  app.put('/institution/vacancies/:id', { ...access.publish, schema: vacancyUpdateRoute }, async (request) => {
    const admin = memberOf(request);
    const vacancy = await updateVacancy(app.db, admin, parseIdParam(request.params.id), request.body);
    await changed(request, 'vacancy changed', { jobId: vacancy.id });
    return success(vacancy, request.t('institution.vacancy_saved'));
  });

  app.post('/institution/vacancies/:id/close', { ...access.manage, schema: vacancyCloseRoute }, async (request) => {
    const admin = memberOf(request);
    const vacancy = await closeVacancy(app.db, admin, parseIdParam(request.params.id));
    await changed(request, 'vacancy closed', { jobId: vacancy.id });
    return success(vacancy, request.t('institution.vacancy_closed'));
  });

  app.post('/institution/vacancies/:id/reopen', { ...access.publish, schema: vacancyReopenRoute }, async (request) => {
    const admin = memberOf(request);
    const vacancy = await reopenVacancy(app.db, admin, parseIdParam(request.params.id));
    await changed(request, 'vacancy reopened', { jobId: vacancy.id });
    return success(vacancy, request.t('institution.vacancy_reopened'));
  });
}

/** The LPK's staff: the overview, invitations sent and revoked, members removed. */
function staffRoutes(app: App, access: Access) {
  app.get('/institution/staff', { ...access.read, schema: staffListRoute }, async (request) =>
    success(await staffOverview(app.db, memberOf(request), app.mail.now()), request.t('institution.staff')),
  );

  app.post('/institution/staff/invitations', { ...access.publish, schema: staffInviteRoute }, async (request, reply) => {
    const admin = memberOf(request);
    await invite(app.db, app.mail, app.config.mail.appKey, admin, { email: request.body.email, locale: request.body.locale ?? request.lang });
    request.log.info({ userId: admin.userId, lpkId: admin.lpkId }, 'staff invited');
    const overview = await staffOverview(app.db, admin, app.mail.now());
    return reply.code(201).send(success(overview, request.t('institution.invited', { email: request.body.email })));
  });

  app.delete('/institution/staff/invitations/:id', { ...access.manage, schema: staffInvitationRevokeRoute }, async (request) => {
    const admin = memberOf(request);
    await revokeInvitation(app.db, app.mail, admin, parseIdParam(request.params.id));
    return success(await staffOverview(app.db, admin, app.mail.now()), request.t('institution.invitation_revoked'));
  });

  app.delete('/institution/staff/:id', { ...access.manage, schema: staffRemoveRoute }, async (request) => {
    const admin = memberOf(request);
    const userId = parseIdParam(request.params.id);
    const sessionsEnded = await removeStaff(app.db, app.broadcaster, admin, userId);
    request.log.info({ userId: admin.userId, lpkId: admin.lpkId, removedUserId: userId, sessionsEnded }, 'staff member removed');
    return success(await staffOverview(app.db, admin, app.mail.now()), request.t('institution.staff_removed'));
  });
}

/** The invitation link (public): checked, accepted with a new account, or joined from one's own account. */
function invitationRoutes(app: App) {
  const auth = { preValidation: app.authenticate };
  const throttle = loginThrottleFor(app);
  const policy = sessionPolicy(app.config);
  const deps = (request: FastifyRequest): InvitationDeps => ({ db: app.db, broadcaster: app.broadcaster, throttle, policy, log: request.log, mail: app.mail });
  app.post('/staff-invitation/check', { schema: invitationCheckRoute }, async (request) =>
    success(await checkInvitation(deps(request), request.body.token), request.t('institution.invitation')),
  );

  const acceptBody = invitationAcceptFields
    .extend({ password: strongPassword })
    .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'auth.password_mismatch' });
  app.post('/staff-invitation/accept', { schema: { ...invitationAcceptRoute, body: acceptBody } }, async (request, reply) => {
    const { token, user, lpkName } = await acceptWithNewAccount(deps(request), request.body, clientOf(request));
    return reply.code(201).send(success(presentAuthSession(token, user), request.t('institution.invitation_accepted', { lpk: lpkName })));
  });

  app.post('/staff-invitation/join', { ...auth, schema: invitationJoinRoute }, async (request) => {
    const { user, lpkName } = await acceptIntoAccount(deps(request), request.user!, request.body.token);
    return success({ user: presentUser(user) }, request.t('institution.invitation_accepted', { lpk: lpkName }));
  });
}

export default institutionRoutes;

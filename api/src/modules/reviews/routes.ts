import {
  institutionReviewsRoute,
  operatorReviewsRoute,
  ownReviewRoute,
  reviewCreateRoute,
  reviewEditRoute,
  reviewHideRoute,
  reviewListRoute,
  reviewReplyRoute,
  reviewRestoreRoute,
} from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddressOf } from '../../lib/client-address';
import { forbidden } from '../../lib/http-error';
import { ownLpkId } from '../../plugins/access';
import { success } from '../../plugins/envelope';
import { parseIdParam } from '../registrations/schemas';
import { createReview, editReview, eligibility, institutionPage, moderate, operatorPage, publicPage, replyToReview, type ReviewDeps } from './service';

/** Only caregivers write reviews; other roles get a 403 that says so. */
async function requireCaregiver(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'caregiver') throw forbidden('reviews.caregivers_only');
}

/**
 * Verified alumni reviews (issue 34; schemas: contracts/src/http/reviews.ts; rules: service.ts and
 * docs/trust.md "Reviews"). The public list needs no login (not cached: one indexed query, and it
 * changes with every review); everything signed in is `no-store` (plugins/auth.ts). Writes of
 * review and reply text count in the `message` rate limit, the public list in `search`
 * (plugins/rate-limit.ts). Who may do what: plugins/access.ts (`requireOwnLpk`, `requireRole`).
 */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const caregiver = [app.authenticate, requireCaregiver];
  const operator = [app.authenticate, app.requireRole('operator')];
  const deps: ReviewDeps = { db: app.db, mail: app.mail };

  app.get('/institutes/:id/reviews', { schema: reviewListRoute }, async (request) => {
    const { page, per_page } = request.query;
    return success(await publicPage(app.db, parseIdParam(request.params.id), page, per_page), request.t('reviews.list'));
  });

  app.get('/reviews/own', { schema: ownReviewRoute, preValidation: caregiver }, async (request) =>
    success(await eligibility(app.db, request.user!.id, request.query.lpk_id), request.t('reviews.own')),
  );

  app.post('/reviews', { schema: reviewCreateRoute, preValidation: caregiver }, async (request, reply) => {
    const user = request.user!;
    const review = await createReview(deps, user.id, request.body.lpk_id, request.body);
    request.log.info({ reviewId: review.id, lpkId: review.lpk_id, userId: user.id }, 'review written');
    return reply.code(201).send(success(review, request.t('reviews.created')));
  });

  app.put('/reviews/:id', { schema: reviewEditRoute, preValidation: caregiver }, async (request) => {
    const user = request.user!;
    const { review, resubmitted } = await editReview(deps, user.id, parseIdParam(request.params.id), request.body);
    request.log.info({ reviewId: review.id, lpkId: review.lpk_id, userId: user.id, resubmitted }, 'review edited');
    return success(review, request.t(resubmitted ? 'reviews.resubmitted' : 'reviews.saved'));
  });

  app.get('/institution/reviews', { schema: institutionReviewsRoute, preValidation: [app.authenticate, app.requireOwnLpk()] }, async (request) => {
    const { page, per_page } = request.query;
    return success(await institutionPage(app.db, ownLpkId(request), page, per_page), request.t('reviews.institution_list'));
  });

  // The LPK admin of a listed LPK (staff 403, a suspended LPK 403 with the operator's reason).
  app.post(
    '/institution/reviews/:id/reply',
    { schema: reviewReplyRoute, preValidation: [app.authenticate, app.requireOwnLpk({ publish: true })] },
    async (request, reply) => {
      const member = { userId: request.user!.id, lpkId: ownLpkId(request) };
      const review = await replyToReview(app.db, member, parseIdParam(request.params.id), request.body.body);
      request.log.info({ reviewId: review.id, ...member }, 'review replied to');
      return reply.code(201).send(success(review, request.t('reviews.replied')));
    },
  );

  const actorOf = (request: FastifyRequest) => ({ id: request.user!.id, full_name: request.user!.full_name, address: clientAddressOf(request) });

  app.get('/operator/reviews', { schema: operatorReviewsRoute, preValidation: operator }, async (request) => {
    const { state, page, per_page } = request.query;
    return success(await operatorPage(app.db, state, page, per_page), request.t('reviews.operator_list'));
  });

  app.post('/operator/reviews/:id/hide', { schema: reviewHideRoute, preValidation: operator }, async (request) => {
    const review = await moderate(deps, actorOf(request), parseIdParam(request.params.id), true, request.body.reason);
    request.log.info({ reviewId: review.id, operatorId: request.user!.id }, 'review hidden');
    return success(review, request.t('reviews.hidden'));
  });

  app.post('/operator/reviews/:id/restore', { schema: reviewRestoreRoute, preValidation: operator }, async (request) => {
    const review = await moderate(deps, actorOf(request), parseIdParam(request.params.id), false, request.body.reason);
    request.log.info({ reviewId: review.id, operatorId: request.user!.id }, 'review restored');
    return success(review, request.t('reviews.restored'));
  });
};

export default reviewRoutes;

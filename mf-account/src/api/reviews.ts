import type { ManagedReview, ManagedReviewPage, OwnReview, ReviewCreateInput, ReviewEditInput, ReviewEligibility, ReviewState } from 'contracts';
import { getData, request, type QueryDefinition } from 'mf-shared';

/**
 * Verified alumni reviews (contracts/src/http/reviews.ts): the caregiver's own review of an LPK,
 * the LPK's list and reply, the operator's moderation. One function per endpoint; writes answer the
 * changed review and the server’s message. The GETs are silent: each section shows its own failure.
 */

export interface Saved<T> {
  data: T;
  message: string | undefined;
}

/** GET /api/lpk/reviews/own?lpk_id=: may I review this LPK, and my review of it. */
export const ownReviewQuery = (lpkId: number): QueryDefinition<ReviewEligibility> => ({
  key: ['reviews', 'own', lpkId],
  fetch: (signal) => getData('/api/lpk/reviews/own', { lpk_id: lpkId }, { silent: true, signal }),
});

/** POST /api/lpk/reviews. */
export function createReview(body: ReviewCreateInput): Promise<Saved<OwnReview>> {
  return request<OwnReview>({ method: 'post', url: '/api/lpk/reviews', data: body });
}

/** PUT /api/lpk/reviews/{id}. */
export function editReview(id: number, body: ReviewEditInput): Promise<Saved<OwnReview>> {
  return request<OwnReview>({ method: 'put', url: `/api/lpk/reviews/${id}`, data: body });
}

/** GET /api/lpk/institution/reviews: the LPK's visible reviews, newest first. */
export const institutionReviewsQuery = (page: number): QueryDefinition<ManagedReviewPage> => ({
  key: ['reviews', 'institution', page],
  fetch: (signal) => getData('/api/lpk/institution/reviews', { page }, { silent: true, signal }),
});

/** POST /api/lpk/institution/reviews/{id}/reply: the LPK's one public reply. */
export function replyToReview(id: number, body: string): Promise<Saved<ManagedReview>> {
  return request<ManagedReview>({ method: 'post', url: `/api/lpk/institution/reviews/${id}/reply`, data: { body } });
}

/** GET /api/lpk/operator/reviews: the moderation queue, of one state or all. */
export const operatorReviewsQuery = (state: ReviewState | '', page: number): QueryDefinition<ManagedReviewPage> => ({
  key: ['reviews', 'operator', state, page],
  fetch: (signal) => getData('/api/lpk/operator/reviews', { page, ...(state ? { state } : {}) }, { silent: true, signal }),
});

/** POST /api/lpk/operator/reviews/{id}/hide or /restore, with the reason. */
export function moderateReview(id: number, hide: boolean, reason: string): Promise<Saved<ManagedReview>> {
  return request<ManagedReview>({ method: 'post', url: `/api/lpk/operator/reviews/${id}/${hide ? 'hide' : 'restore'}`, data: { reason } });
}

import { z } from 'zod';
import {
  containsContactDetails,
  containsLink,
  RATING_SOURCES,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_STATES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEWS_PER_PAGE,
} from '../rules/reviews';
import { envelope, errorAnswers } from './envelope';
import { freeText, fields } from './fields';
import { pageMeta } from './paging';

/**
 * Verified alumni reviews (issue 34; api/src/modules/reviews; docs/trust.md, "Reviews"):
 * - public: GET /institutes/{id}/reviews, the visible reviews of a public LPK, newest first, with
 *   their averages; authors as first name and initial;
 * - a caregiver: GET /reviews/own?lpk_id= (may I review, and my review), POST /reviews, PUT /reviews/{id};
 * - the LPK (staff read, its admin replies once per review): GET /institution/reviews,
 *   POST /institution/reviews/{id}/reply;
 * - the operator: GET /operator/reviews, POST /operator/reviews/{id}/hide and /restore (audited; the
 *   author is mailed).
 * Messages are i18n keys worded in the request language: the API's (`reviews.*`), the schemas'
 * (`labels.reviews.*`, contracts/src/i18n/reviews.ts) and `validation.*`.
 */

const TAGS = ['reviews'];
const BEARER = [{ bearer: [] }];
const int = () => z.number().int();

const rating = () =>
  z
    .number({ message: 'labels.reviews.rating_range' })
    .int('labels.reviews.rating_range')
    .min(REVIEW_RATING_MIN, 'labels.reviews.rating_range')
    .max(REVIEW_RATING_MAX, 'labels.reviews.rating_range');

/** Review text: the text rule (control characters, bidi overrides: `validation.text_invalid`), 30-2,000 characters, no links, no contact details. */
export const reviewText = freeText('multiline')
  .min(REVIEW_TEXT_MIN, 'labels.reviews.text_length')
  .max(REVIEW_TEXT_MAX, 'labels.reviews.text_length')
  .refine((v) => !containsLink(v), 'labels.reviews.no_links')
  .refine((v) => !containsContactDetails(v), 'labels.reviews.no_contact');

/** The ratings (1-5 stars each); `dormitory` only where the LPK has a dormitory (null or absent otherwise). */
export const reviewRatings = z.object({
  teaching: rating(),
  fee_honesty: rating(),
  documents: rating(),
  dormitory: rating().nullable().optional(),
});

/** PUT /reviews/{id}: what the author may change. */
export const reviewEditBody = z.object({ ratings: reviewRatings, body: reviewText });

/** POST /reviews: the LPK, the ratings and the text. */
export const reviewCreateBody = reviewEditBody.extend({ lpk_id: int().positive() });

/** POST /institution/reviews/{id}/reply: the LPK's one public answer. */
export const reviewReplyBody = z.object({
  body: freeText('multiline')
    .min(1, 'labels.reviews.reply_required')
    .max(REVIEW_REPLY_MAX, 'labels.reviews.reply_length')
    .refine((v) => !containsLink(v), 'labels.reviews.no_links')
    .refine((v) => !containsContactDetails(v), 'labels.reviews.no_contact'),
});

/** POST /operator/reviews/{id}/hide and /restore: the operator's reason (shown to the author). */
export const reviewModerationBody = z.object({ reason: fields.text(500, 3) });

export const reviewRatingsAnswer = z.object({ teaching: int(), fee_honesty: int(), documents: int(), dormitory: int().nullable() });

export const reviewReply = z
  .object({
    body: z.string(),
    at: z.string().describe('When the LPK replied'),
    lpk_name: z.string().describe('The reply is signed by the LPK, not by a person'),
  })
  .meta({ id: 'ReviewReply' });

/** A review as the public page shows it. */
export const publicReview = z
  .object({
    id: int(),
    lpk_id: int(),
    author: z.string().describe('First name and the initial of the last name ("Siti R.")'),
    verified_alumni: z.literal(true).describe('Only alumni of this LPK can write a review (docs/trust.md)'),
    registered_month: z.string().describe('YYYY-MM of the registration at this LPK'),
    ratings: reviewRatingsAnswer,
    overall: z.number().describe('Mean of the ratings given, one decimal'),
    body: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    reply: reviewReply.nullable(),
  })
  .meta({ id: 'PublicReview' });

export const reviewAverages = z
  .object({
    teaching: z.number(),
    fee_honesty: z.number(),
    documents: z.number(),
    dormitory: z.number().nullable().describe('null: no review rated the dormitory'),
    overall: z.number(),
  })
  .meta({ id: 'ReviewAverages' });

/** What the page says about an LPK's reviews and its rating. */
export const reviewSummary = z
  .object({
    count: int().describe('Visible reviews'),
    averages: reviewAverages.nullable().describe('null without a visible review'),
    rating: z.number().describe('The rating shown for the LPK'),
    rating_source: z.enum(RATING_SOURCES).describe('`reviews` from 3 visible reviews on (their average), else `self_declared` (the LPK’s own figure)'),
    threshold: int().describe('Visible reviews from which the rating is theirs'),
  })
  .meta({ id: 'ReviewSummary' });

export const publicReviewPage = z.object({ items: z.array(publicReview), meta: pageMeta, summary: reviewSummary });

export const reviewListQuery = z.object({
  page: fields.queryInt(1, 100_000).default(1),
  per_page: fields.queryInt(1, 50).default(REVIEWS_PER_PAGE),
});

/** The author's own review, with its moderation state. */
export const ownReview = publicReview
  .omit({ verified_alumni: true })
  .extend({
    state: z.enum(REVIEW_STATES),
    hidden_reason: z.string().nullable().describe("The operator's reason while hidden or resubmitted"),
    hidden_at: z.string().nullable(),
    editable_until: z.string(),
    can_edit: z.boolean(),
  })
  .meta({ id: 'OwnReview' });

/** GET /reviews/own?lpk_id=: whether the signed-in caregiver may review this LPK, and their review. */
export const reviewEligibility = z
  .object({
    lpk_id: int(),
    lpk_name: z.string(),
    has_dormitory: z.boolean(),
    eligible: z.boolean().describe('Alumni: a registration here reached `approved`, or was `registered` for at least 90 days'),
    registered_month: z.string().nullable().describe('YYYY-MM of the registration that makes them alumni'),
    review: ownReview.nullable(),
  })
  .meta({ id: 'ReviewEligibility' });

export const ownReviewQuery = z.object({ lpk_id: fields.queryInt(1, 2_147_483_647) });

/** A review as its LPK (staff and admin) and the operator see it. */
export const managedReview = ownReview
  .omit({ editable_until: true, can_edit: true })
  .extend({
    lpk_name: z.string(),
    can_reply: z.boolean().describe('The LPK admin may reply (none yet, the LPK not suspended)'),
  })
  .meta({ id: 'ManagedReview' });

export const managedReviewPage = z.object({ items: z.array(managedReview), meta: pageMeta });

export const operatorReviewQuery = reviewListQuery.extend({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REVIEW_STATES).optional()),
});

const idParams = z.object({ id: z.string().describe('A positive integer (anything else: 404)') });

export const reviewListRoute = {
  summary: "A public LPK's visible reviews, newest first, with their averages and the rating shown",
  tags: TAGS,
  params: idParams,
  querystring: reviewListQuery,
  response: { 200: envelope(publicReviewPage), ...errorAnswers(404, 422, 429) },
};

export const ownReviewRoute = {
  summary: 'May I review this LPK, and my review of it (caregiver)',
  tags: TAGS,
  security: BEARER,
  querystring: ownReviewQuery,
  response: { 200: envelope(reviewEligibility), ...errorAnswers(401, 403, 404, 422) },
};

export const reviewCreateRoute = {
  summary: 'Write my review of an LPK I am alumni of (caregiver; one per LPK)',
  tags: TAGS,
  security: BEARER,
  body: reviewCreateBody,
  response: { 201: envelope(ownReview), ...errorAnswers(401, 403, 404, 409, 422, 429) },
};

export const reviewEditRoute = {
  summary: 'Edit my review (within 30 days of writing it, or of the operator hiding it: then it goes back to the operator)',
  tags: TAGS,
  security: BEARER,
  params: idParams,
  body: reviewEditBody,
  response: { 200: envelope(ownReview), ...errorAnswers(401, 403, 404, 422, 429) },
};

export const institutionReviewsRoute = {
  summary: "My LPK's visible reviews, newest first (staff and admin)",
  tags: TAGS,
  security: BEARER,
  querystring: reviewListQuery,
  response: { 200: envelope(managedReviewPage), ...errorAnswers(401, 403, 422) },
};

export const reviewReplyRoute = {
  summary: "Post my LPK's one public reply to a review (LPK admin; not while suspended)",
  tags: TAGS,
  security: BEARER,
  params: idParams,
  body: reviewReplyBody,
  response: { 201: envelope(managedReview), ...errorAnswers(401, 403, 404, 409, 422, 429) },
};

export const operatorReviewsRoute = {
  summary: 'Reviews to moderate, newest change first, optionally of one state (operator)',
  tags: TAGS,
  security: BEARER,
  querystring: operatorReviewQuery,
  response: { 200: envelope(managedReviewPage), ...errorAnswers(401, 403, 422) },
};

export const reviewHideRoute = {
  summary: 'Hide a review with a reason (operator; audited; the author is mailed and may edit and ask again)',
  tags: TAGS,
  security: BEARER,
  params: idParams,
  body: reviewModerationBody,
  response: { 200: envelope(managedReview), ...errorAnswers(401, 403, 404, 409, 422) },
};

export const reviewRestoreRoute = {
  ...reviewHideRoute,
  summary: 'Show a hidden or resubmitted review again, with a reason (operator; audited; the author is mailed)',
};

export type ReviewRatings = z.infer<typeof reviewRatingsAnswer>;
export type PublicReview = z.infer<typeof publicReview>;
export type ReviewAverages = z.infer<typeof reviewAverages>;
export type ReviewSummary = z.infer<typeof reviewSummary>;
export type PublicReviewPage = z.infer<typeof publicReviewPage>;
export type OwnReview = z.infer<typeof ownReview>;
export type ReviewEligibility = z.infer<typeof reviewEligibility>;
export type ManagedReview = z.infer<typeof managedReview>;
export type ManagedReviewPage = z.infer<typeof managedReviewPage>;
export type ReviewEditInput = z.input<typeof reviewEditBody>;
export type ReviewCreateInput = z.input<typeof reviewCreateBody>;

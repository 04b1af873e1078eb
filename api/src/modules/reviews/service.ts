import {
  isAlumni,
  REVIEW_EDIT_DAYS,
  type ManagedReview,
  type OwnReview,
  type ReviewEligibility,
  type ReviewSummary,
  type ReviewState,
  REVIEW_RATING_THRESHOLD,
  type PublicReviewPage,
  type ManagedReviewPage,
} from 'contracts';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { ReviewRow } from '../../db/schema';
import { HttpError, fieldError, forbidden, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { lockActiveLpk } from '../../plugins/access';
import { invalidateCatalogue } from '../catalogue/cache';
import type { MailService } from '../mail';
import { recordOperatorAction } from '../operator/queries';
import { presentManaged, presentOwn, presentPublic } from './present';
import {
  findLpk,
  findReview,
  findReviewOf,
  findWithNames,
  lockLpkReviews,
  pageForOperator,
  pageOfLpk,
  refreshLpkRating,
  registrationSpans,
  reviewsByAuthor,
  visibleStats,
  type RegistrationSpan,
} from './queries';

/**
 * The review use cases (issue 34; docs/trust.md "Reviews"):
 * - who may write: a caregiver whose registration at the LPK reached `approved`, or was
 *   `registered` there (and on: learning, documents) for at least 90 days until now or until it
 *   ended; checked again inside the write's transaction. One review per LPK (unique index).
 * - editing: by its author while `editable_until` (30 days from writing it) has not passed. When
 *   the operator hides a review the author gets 30 days from then: an edit of a hidden review
 *   makes it `resubmitted`, off the public page until the operator restores it (or hides it again
 *   with a new reason), so a hidden text never comes back without a person looking at it.
 * - the LPK's admin replies once per visible review (not while the operator has suspended the LPK:
 *   checked before and, locked, inside the write's transaction).
 * - the operator hides (with a reason) and restores; each is audited in operator_audit and mails
 *   the author (outbox, same transaction).
 * Every change to what is visible puts the LPK's rating right in the same transaction (queries.ts,
 * refreshLpkRating) and then invalidates the catalogue on every node (a reply too): the cached
 * search answers and the public pages' pre-rendered first screens, which hold the reviews.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const plusDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

export interface ReviewInput {
  ratings: { teaching: number; fee_honesty: number; documents: number; dormitory?: number | null | undefined };
  body: string;
}

export interface ReviewDeps {
  db: Db;
  mail: Pick<MailService, 'enqueue' | 'wake'>;
}

type Actor = { id: number; full_name: string; address?: string | null };

/** The registration that makes the caregiver alumni of the LPK (the newest such; contracts' isAlumni), or undefined. */
export function alumniRegistration(spans: readonly RegistrationSpan[], now: string): RegistrationSpan | undefined {
  return spans.find((span) => isAlumni(span, now));
}

const monthOf = (iso: string) => iso.slice(0, 7);

function ratingColumns(input: ReviewInput) {
  return {
    rating_teaching: input.ratings.teaching,
    rating_fee_honesty: input.ratings.fee_honesty,
    rating_documents: input.ratings.documents,
    rating_dormitory: input.ratings.dormitory ?? null,
  };
}

/** A dormitory rating of an LPK without a dormitory: a 422 on the field. */
function checkDormitory(input: ReviewInput, hasDormitory: boolean): void {
  if (!hasDormitory && input.ratings.dormitory != null) throw fieldError('ratings.dormitory', 'reviews.no_dormitory');
}

async function publicLpk(db: Db, lpkId: number) {
  const lpk = await findLpk(db, lpkId);
  // A draft takes no registrations and has no public page: as if it did not exist.
  if (!lpk || lpk.listing_status === 'draft') throw notFound('reviews.lpk_unknown');
  return lpk;
}

async function withNames(db: Db, id: number) {
  const row = await findWithNames(db, id);
  if (!row) throw notFound('reviews.not_found');
  return row;
}

/** GET /reviews/own: may the caregiver review this LPK, and their review. */
export async function eligibility(db: Db, userId: number, lpkId: number): Promise<ReviewEligibility> {
  const lpk = await publicLpk(db, lpkId);
  const now = nowIso();
  const [spans, own] = await Promise.all([registrationSpans(db, userId, lpkId), findReviewOf(db, userId, lpkId)]);
  const alumni = alumniRegistration(spans, now);
  return {
    lpk_id: lpk.id,
    lpk_name: lpk.name,
    has_dormitory: lpk.has_dormitory === 1,
    eligible: alumni !== undefined,
    registered_month: alumni ? monthOf(alumni.created_at) : null,
    review: own ? presentOwn(await withNames(db, own.id), now) : null,
  };
}

/** POST /reviews: the caregiver writes their one review of an LPK they are alumni of. */
export async function createReview(deps: ReviewDeps, userId: number, lpkId: number, input: ReviewInput): Promise<OwnReview> {
  const { db } = deps;
  const lpk = await publicLpk(db, lpkId);
  checkDormitory(input, lpk.has_dormitory === 1);
  const now = nowIso();
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      await lockLpkReviews(trx, lpkId);
      // Checked here, in the transaction: a registration withdrawn a moment ago counts as it is now.
      const alumni = alumniRegistration(await registrationSpans(trx, userId, lpkId), now);
      if (!alumni) throw forbidden('reviews.not_eligible');
      if (await findReviewOf(trx, userId, lpkId)) throw new HttpError(409, 'reviews.already_reviewed');
      const row = await trx
        .insertInto('reviews')
        .values({
          lpk_id: lpkId,
          user_id: userId,
          registration_id: alumni.id,
          registered_month: monthOf(alumni.created_at),
          ...ratingColumns(input),
          body: input.body,
          state: 'visible',
          created_at: now,
          updated_at: now,
          editable_until: plusDays(now, REVIEW_EDIT_DAYS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await refreshLpkRating(trx, lpkId);
      return row.id;
    });
  } catch (error) {
    // Two requests at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw new HttpError(409, 'reviews.already_reviewed');
    throw error;
  }
  await invalidateCatalogue(db);
  return presentOwn(await withNames(db, id), now);
}

/** PUT /reviews/{id}: the author edits within the editing period; a hidden review goes back to the operator. */
export async function editReview(deps: ReviewDeps, userId: number, id: number, input: ReviewInput): Promise<{ review: OwnReview; resubmitted: boolean }> {
  const { db } = deps;
  const current = await findReview(db, id);
  if (!current || current.user_id !== userId) throw notFound('reviews.not_found');
  const lpk = await findLpk(db, current.lpk_id);
  checkDormitory(input, lpk?.has_dormitory === 1);
  const now = nowIso();
  const resubmitted = await db.transaction().execute(async (trx) => {
    await lockLpkReviews(trx, current.lpk_id);
    const row = await findReview(trx, id);
    if (!row || row.user_id !== userId) throw notFound('reviews.not_found');
    if (row.editable_until <= now) throw forbidden('reviews.edit_window_over');
    const state: ReviewState = row.state === 'visible' ? 'visible' : 'resubmitted';
    await trx
      .updateTable('reviews')
      .set({ ...ratingColumns(input), body: input.body, state, updated_at: now })
      .where('id', '=', id)
      .execute();
    await refreshLpkRating(trx, row.lpk_id);
    return state === 'resubmitted';
  });
  await invalidateCatalogue(db);
  return { review: presentOwn(await withNames(db, id), now), resubmitted };
}

/** What the page says about the rating: the reviews' average from 3 visible reviews, else the LPK's own figure. */
function summaryOf(stats: Awaited<ReturnType<typeof visibleStats>>, lpk: { rating: number; self_rating: number | null }): ReviewSummary {
  const fromReviews = stats.count >= REVIEW_RATING_THRESHOLD && stats.averages !== null;
  return {
    count: stats.count,
    averages: stats.averages,
    rating: fromReviews ? stats.averages!.overall : (lpk.self_rating ?? lpk.rating),
    rating_source: fromReviews ? 'reviews' : 'self_declared',
    threshold: REVIEW_RATING_THRESHOLD,
  };
}

/** The reviews a user wrote, newest first, as their author sees them (the data export). */
export async function reviewsOf(db: Db, userId: number): Promise<OwnReview[]> {
  const now = nowIso();
  const rows = await reviewsByAuthor(db, userId);
  return rows.map((row) => presentOwn(row, now));
}

/** GET /institutes/{id}/reviews: a public LPK's visible reviews, newest first, with the summary. */
export async function publicPage(db: Db, lpkId: number, page: number, perPage: number): Promise<PublicReviewPage> {
  const lpk = await findLpk(db, lpkId);
  if (!lpk || lpk.listing_status !== 'listed') throw notFound('reviews.lpk_unknown');
  const [{ rows, total }, stats] = await Promise.all([pageOfLpk(db, lpkId, ['visible'], page, perPage), visibleStats(db, lpkId)]);
  return {
    items: rows.map(presentPublic),
    meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
    summary: summaryOf(stats, lpk),
  };
}

/** GET /institution/reviews: the LPK's visible reviews for its staff and admin (a hidden one is the operator's and its author's business). */
export async function institutionPage(db: Db, lpkId: number, page: number, perPage: number): Promise<ManagedReviewPage> {
  const { rows, total } = await pageOfLpk(db, lpkId, ['visible'], page, perPage);
  return { items: rows.map(presentManaged), meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}

/** POST /institution/reviews/{id}/reply: the LPK admin's one reply, not while the LPK is suspended. */
export async function replyToReview(db: Db, member: { userId: number; lpkId: number }, id: number, body: string): Promise<ManagedReview> {
  const current = await findReview(db, id);
  // Another LPK's review is not found, as if it did not exist (plugins/access.ts).
  if (!current || current.lpk_id !== member.lpkId) throw notFound('reviews.not_found');
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    // A suspension committed since the route's guard is caught here (issue 32).
    await lockActiveLpk(trx, member.lpkId);
    const changed = await trx
      .updateTable('reviews')
      .set({ reply_body: body, reply_by: member.userId, reply_at: now })
      .where('id', '=', id)
      .where('lpk_id', '=', member.lpkId)
      .where('state', '=', 'visible')
      .where('reply_body', 'is', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) {
      const row = (await findReview(trx, id))!;
      throw new HttpError(409, row.reply_body !== null ? 'reviews.reply_exists' : 'reviews.reply_not_visible');
    }
  });
  // The public page shows it: its pre-rendered first screen (with the reviews) is dropped on every node.
  await invalidateCatalogue(db);
  return presentManaged(await withNames(db, id));
}

/** GET /operator/reviews. */
export async function operatorPage(db: Db, state: ReviewState | undefined, page: number, perPage: number): Promise<ManagedReviewPage> {
  const { rows, total } = await pageForOperator(db, state, page, perPage);
  return { items: rows.map(presentManaged), meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}

async function mailAuthor(
  trx: Db,
  mail: ReviewDeps['mail'],
  row: ReviewRow,
  lpkName: string,
  decision: 'hidden' | 'restored',
  reason: string,
  editableUntil: string | null,
) {
  const author = await trx.selectFrom('users').select(['id', 'full_name', 'email', 'locale']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
  await mail.enqueue(trx, {
    template: 'review_moderated',
    to: author.email,
    locale: author.locale,
    userId: author.id,
    data: { name: author.full_name, lpk_name: lpkName, decision, reason, editable_until: editableUntil },
  });
}

/**
 * The operator hides a visible or resubmitted review (`hide`) or shows a hidden or resubmitted one
 * again, with a reason: audited (operator_audit, review.hidden / review.restored) and mailed to the
 * author in the same transaction. Hiding gives the author 30 days from now to edit and ask again.
 */
export async function moderate(deps: ReviewDeps, actor: Actor, id: number, hide: boolean, reason: string): Promise<ManagedReview> {
  const { db } = deps;
  const current = await findReview(db, id);
  if (!current) throw notFound('reviews.not_found');
  const lpk = await findLpk(db, current.lpk_id);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await lockLpkReviews(trx, current.lpk_id);
    const row = await findReview(trx, id);
    if (!row) throw notFound('reviews.not_found');
    if (hide && row.state === 'hidden') throw new HttpError(409, 'reviews.already_hidden');
    if (!hide && row.state === 'visible') throw new HttpError(409, 'reviews.not_hidden');
    const editableUntil = hide
      ? row.editable_until > plusDays(now, REVIEW_EDIT_DAYS)
        ? row.editable_until
        : plusDays(now, REVIEW_EDIT_DAYS)
      : row.editable_until;
    await trx
      .updateTable('reviews')
      .set(
        hide
          ? { state: 'hidden', hidden_reason: reason, hidden_at: now, hidden_by: actor.id, editable_until: editableUntil, updated_at: now }
          : { state: 'visible', hidden_reason: null, hidden_at: null, hidden_by: null, updated_at: now },
      )
      .where('id', '=', id)
      .execute();
    await recordOperatorAction(trx, { actor, action: hide ? 'review.hidden' : 'review.restored', lpkId: row.lpk_id, reviewId: id, reason, at: now });
    await mailAuthor(trx, deps.mail, row, lpk?.name ?? '', hide ? 'hidden' : 'restored', reason, hide ? editableUntil : null);
    await refreshLpkRating(trx, row.lpk_id);
  });
  deps.mail.wake();
  await invalidateCatalogue(db);
  return presentManaged(await withNames(db, id));
}

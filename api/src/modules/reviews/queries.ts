import { REVIEW_RATING_THRESHOLD, type ReviewState } from 'contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ReviewRow } from '../../db/schema';

/** The Kysely of the reviews module: every read and write of `reviews` and of the review columns of `institutes`. */

/** The LPK a review is about: its name, whether it has a dormitory, its listing status and rating columns. */
export function findLpk(db: Db, lpkId: number) {
  return db
    .selectFrom('institutes')
    .select(['id', 'name', 'has_dormitory', 'listing_status', 'rating', 'self_rating', 'review_count'])
    .where('id', '=', lpkId)
    .executeTakeFirst();
}

/**
 * A caregiver's registrations at an LPK with the moments that decide whether they are alumni:
 * when it first became `registered`, reached `approved`, and ended (withdrawn or rejected).
 */
export function registrationSpans(db: Db, userId: number, lpkId: number) {
  return db
    .selectFrom('registrations as r')
    .select(['r.id', 'r.status', 'r.created_at'])
    .select((eb) => {
      const first = (statuses: string[]) =>
        eb
          .selectFrom('registration_events as e')
          .select((e) => e.fn.min<string>('e.created_at').as('at'))
          .whereRef('e.registration_id', '=', 'r.id')
          .where('e.status', 'in', statuses);
      return [first(['registered']).as('registered_at'), first(['approved']).as('approved_at'), first(['withdrawn', 'rejected']).as('ended_at')];
    })
    .where('r.user_id', '=', userId)
    .where('r.lpk_id', '=', lpkId)
    .orderBy('r.id', 'desc')
    .execute();
}

export type RegistrationSpan = Awaited<ReturnType<typeof registrationSpans>>[number];

export function findReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findReviewOf(db: Db, userId: number, lpkId: number): Promise<ReviewRow | undefined> {
  return db.selectFrom('reviews').selectAll().where('user_id', '=', userId).where('lpk_id', '=', lpkId).executeTakeFirst();
}

/**
 * Serialises the review writes of one LPK: the first statement of each such transaction. It
 * updates the institute row without changing it, which takes its row lock on PostgreSQL (a second
 * writer waits, then counts what the first committed) and the write lock on SQLite.
 */
export async function lockLpkReviews(trx: Db, lpkId: number): Promise<void> {
  await trx
    .updateTable('institutes')
    .set({ review_count: sql<number>`review_count` })
    .where('id', '=', lpkId)
    .execute();
}

/** A review's overall mark as SQL: the mean of its ratings, the dormitory counted only when given. */
const overallSql = sql<number>`(rating_teaching + rating_fee_honesty + rating_documents + coalesce(rating_dormitory, 0)) * 1.0 / (case when rating_dormitory is null then 3 else 4 end)`;

const oneDecimal = (value: number | string | null): number | null => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** The count and averages of an LPK's visible reviews. */
export async function visibleStats(db: Db, lpkId: number) {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.avg<number>('rating_teaching').as('teaching'),
      eb.fn.avg<number>('rating_fee_honesty').as('fee_honesty'),
      eb.fn.avg<number>('rating_documents').as('documents'),
      eb.fn.avg<number>('rating_dormitory').as('dormitory'),
      eb.fn.avg<number>(overallSql).as('overall'),
    ])
    .where('lpk_id', '=', lpkId)
    .where('state', '=', 'visible')
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  return {
    count,
    averages:
      count === 0
        ? null
        : {
            teaching: oneDecimal(row.teaching)!,
            fee_honesty: oneDecimal(row.fee_honesty)!,
            documents: oneDecimal(row.documents)!,
            dormitory: oneDecimal(row.dormitory),
            overall: oneDecimal(row.overall)!,
          },
  };
}

/**
 * Writes the visible reviews' count and mean on the institute (call in the transaction of the
 * change, after `lockLpkReviews`): from REVIEW_RATING_THRESHOLD reviews the shown `rating` is the
 * mean and `self_rating` keeps the LPK's own figure; below it the LPK's own figure is back in `rating`.
 */
export async function refreshLpkRating(trx: Db, lpkId: number): Promise<void> {
  const { count, averages } = await visibleStats(trx, lpkId);
  const average = averages?.overall ?? null;
  const useReviews = count >= REVIEW_RATING_THRESHOLD && average !== null;
  await trx
    .updateTable('institutes')
    .set({
      review_count: count,
      review_average: average,
      rating: useReviews ? average : sql<number>`coalesce(self_rating, rating)`,
      self_rating: useReviews ? sql<number>`coalesce(self_rating, rating)` : null,
    })
    .where('id', '=', lpkId)
    .execute();
}

/** One page of an LPK's reviews in `states`, newest first, with the author's name and the LPK's. */
export async function pageOfLpk(db: Db, lpkId: number, states: readonly ReviewState[], page: number, perPage: number) {
  const [rows, count] = await Promise.all([
    withNames(db)
      .where('reviews.lpk_id', '=', lpkId)
      .where('reviews.state', 'in', states)
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lpk_id', '=', lpkId)
      .where('state', 'in', states)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The operator's queue: reviews of one state (or all), the most recently changed first. */
export async function pageForOperator(db: Db, state: ReviewState | undefined, page: number, perPage: number) {
  let rows = withNames(db);
  let count = db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('n'));
  if (state) {
    rows = rows.where('reviews.state', '=', state);
    count = count.where('state', '=', state);
  }
  const [items, total] = await Promise.all([
    rows
      .orderBy('reviews.updated_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: items, total: Number(total.n) };
}

/** Reviews with their author's full name (shown as first name and initial only) and their LPK's name and status. */
export function withNames(db: Db) {
  return db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .innerJoin('institutes', 'institutes.id', 'reviews.lpk_id')
    .selectAll('reviews')
    .select(['users.full_name as author_full_name', 'institutes.name as lpk_name', 'institutes.listing_status as lpk_status']);
}

export type ReviewWithNames = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

export function findWithNames(db: Db, id: number): Promise<ReviewWithNames | undefined> {
  return withNames(db).where('reviews.id', '=', id).executeTakeFirst();
}

/** Every review a user wrote, newest first. */
export function reviewsByAuthor(db: Db, userId: number): Promise<ReviewWithNames[]> {
  return withNames(db).where('reviews.user_id', '=', userId).orderBy('reviews.created_at', 'desc').orderBy('reviews.id', 'desc').execute();
}

/** The LPKs whose reviews a user wrote (their ratings change when the account goes). */
export async function lpksReviewedBy(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('reviews').select('lpk_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.lpk_id);
}

/**
 * Deletes a user's reviews with their account (account deletion; call in its transaction) and
 * puts each LPK's rating right. Returns whether any LPK's visible reviews changed.
 */
export async function deleteReviewsOf(trx: Db, userId: number): Promise<boolean> {
  // In id order: two deletions locking the same LPKs never wait on each other in a circle.
  const lpkIds = [...new Set(await lpksReviewedBy(trx, userId))].sort((a, b) => a - b);
  if (!lpkIds.length) return false;
  for (const lpkId of lpkIds) await lockLpkReviews(trx, lpkId);
  await trx.deleteFrom('reviews').where('user_id', '=', userId).execute();
  for (const lpkId of lpkIds) await refreshLpkRating(trx, lpkId);
  return true;
}

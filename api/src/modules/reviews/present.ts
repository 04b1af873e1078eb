import { reviewerName, reviewOverall, type ManagedReview, type OwnReview, type PublicReview, type ReviewState } from 'contracts';
import type { ReviewRow } from '../../db/schema';
import type { ReviewWithNames } from './queries';

/**
 * Reviews as each reader sees them. Nobody but the operator's database sees who wrote a review:
 * the public, the LPK and the operator console get the author's first name and initial
 * (`reviewerName`), never the account, its e-mail or the registration; the LPK's reply is signed
 * by the LPK, not by the admin who wrote it.
 */

function ratingsOf(row: ReviewRow) {
  return { teaching: row.rating_teaching, fee_honesty: row.rating_fee_honesty, documents: row.rating_documents, dormitory: row.rating_dormitory };
}

function replyOf(row: ReviewRow, lpkName: string) {
  return row.reply_body !== null && row.reply_at !== null ? { body: row.reply_body, at: row.reply_at, lpk_name: lpkName } : null;
}

export function presentPublic(row: ReviewWithNames): PublicReview {
  const ratings = ratingsOf(row);
  return {
    id: row.id,
    lpk_id: row.lpk_id,
    author: reviewerName(row.author_full_name),
    verified_alumni: true,
    registered_month: row.registered_month,
    ratings,
    overall: reviewOverall(ratings),
    body: row.body,
    created_at: row.created_at,
    updated_at: row.updated_at,
    reply: replyOf(row, row.lpk_name),
  };
}

/** Whether the author may still edit it (its editing period runs). */
export function canEdit(row: Pick<ReviewRow, 'editable_until'>, now: string): boolean {
  return row.editable_until > now;
}

export function presentOwn(row: ReviewWithNames, now: string): OwnReview {
  const { verified_alumni: _verified, ...pub } = presentPublic(row);
  return {
    ...pub,
    state: row.state as ReviewState,
    hidden_reason: row.state === 'visible' ? null : row.hidden_reason,
    hidden_at: row.state === 'visible' ? null : row.hidden_at,
    editable_until: row.editable_until,
    can_edit: canEdit(row, now),
  };
}

export function presentManaged(row: ReviewWithNames): ManagedReview {
  const { verified_alumni: _verified, ...pub } = presentPublic(row);
  return {
    ...pub,
    state: row.state as ReviewState,
    hidden_reason: row.state === 'visible' ? null : row.hidden_reason,
    hidden_at: row.state === 'visible' ? null : row.hidden_at,
    lpk_name: row.lpk_name,
    can_reply: row.reply_body === null && row.state === 'visible' && row.lpk_status !== 'suspended',
  };
}

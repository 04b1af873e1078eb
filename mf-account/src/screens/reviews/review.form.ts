import { reviewCreateBody, type OwnReview, type ReviewCreateInput } from 'contracts';
import { numeric } from 'mf-shared/forms';

/** POST /api/lpk/reviews and PUT /api/lpk/reviews/{id}: the review form (rules: contracts' reviewCreateBody). */

export const reviewSchema = reviewCreateBody;

/** Each rating is a radio group's value ("1".."5"; "" while none is chosen; the dormitory's "" is "no rating"). */
export interface ReviewValues {
  teaching: string;
  fee_honesty: string;
  documents: string;
  dormitory: string;
  body: string;
}

export const RATED = ['teaching', 'fee_honesty', 'documents'] as const;

export function reviewValues(review: OwnReview | null): ReviewValues {
  const r = review?.ratings;
  const str = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return { teaching: str(r?.teaching), fee_honesty: str(r?.fee_honesty), documents: str(r?.documents), dormitory: str(r?.dormitory), body: review?.body ?? '' };
}

/** The body as sent: numbers as chosen (the schema words a missing one), the dormitory only where the LPK has one. */
export function reviewPayload(values: ReviewValues, lpkId: number, hasDormitory: boolean): ReviewCreateInput {
  return {
    lpk_id: lpkId,
    ratings: {
      teaching: numeric(values.teaching) as number,
      fee_honesty: numeric(values.fee_honesty) as number,
      documents: numeric(values.documents) as number,
      dormitory: hasDormitory && values.dormitory !== '' ? (numeric(values.dormitory) as number) : null,
    },
    body: values.body,
  };
}

/** The form field of a body path: `ratings.teaching` is the `teaching` group; anything else is the text. */
export const reviewFieldOf = (path: string): string => {
  const rating = /^ratings\.(\w+)/.exec(path);
  return rating ? rating[1]! : 'body';
};

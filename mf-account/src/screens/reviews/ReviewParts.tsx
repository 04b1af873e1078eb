import { REVIEW_ASPECTS, type ReviewAspect } from 'contracts';
import { useTranslation } from 'react-i18next';
import './i18n';

/** What every view of a review in the account area shows of it: ratings, text, the LPK's reply. */
interface ReviewContent {
  ratings: Record<ReviewAspect, number | null>;
  body: string;
  reply: { lpk_name: string; body: string } | null;
}

/** The ratings given (an aspect without one, the dormitory of an LPK without, is left out), the text and the reply. */
export function ReviewBody({ review, ratingsClass, ratingsLabel }: { review: ReviewContent; ratingsClass: string; ratingsLabel?: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <dl className={ratingsClass} aria-label={ratingsLabel}>
        {REVIEW_ASPECTS.map((aspect) =>
          review.ratings[aspect] === null ? null : (
            <div key={aspect}>
              <dt>{t(`labels.reviews.aspect.${aspect}`)}</dt>
              <dd>{t('reviews.out_of', { value: review.ratings[aspect] })}</dd>
            </div>
          ),
        )}
      </dl>
      <p className="review-own__body">{review.body}</p>
      {review.reply && (
        <div className="review-own__reply">
          <strong>{t('reviews.reply', { lpk: review.reply.lpk_name })}</strong>
          <p className="review-own__body">{review.reply.body}</p>
        </div>
      )}
    </>
  );
}

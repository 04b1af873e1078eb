import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_ASPECTS, type InstituteDetail, type PublicReview, type ReviewAverages, type ReviewSummary } from 'contracts';
import { ReviewPages, useQuery } from 'mf-shared';
import { reviewsQuery } from '../../../api/reviews';
import { formatDate, formatFactDate, formatNumber } from '../../../components/catalogue/format';
import { ErrorState, LoadingState } from '../../../components/catalogue/StateViews';
import './i18n';
import './reviews.css';

/**
 * The verified alumni reviews of /lpk/{id} (issue 34; docs/trust.md "Reviews"): who may write one,
 * the averages, where the rating shown comes from (the reviews' average from 3 reviews, else the
 * LPK's own figure, labelled self-declared), then the reviews newest first, a page at a time, each
 * marked "alumni terverifikasi" with the LPK's reply under it.
 */
export function ReviewsSection({ institute }: { institute: Pick<InstituteDetail, 'id' | 'name'> }) {
  const { t } = useTranslation('public');
  const [page, setPage] = useState(1);
  const reviews = useQuery(reviewsQuery(institute.id, page));

  return (
    <section className="section lpk-reviews" aria-labelledby="lpk-reviews">
      <h2 id="lpk-reviews">{t('reviews.heading')}</h2>
      <p className="catalogue-muted">{t('reviews.intro')}</p>
      {reviews.status === 'loading' && <LoadingState />}
      {reviews.status === 'error' && <ErrorState message={t('reviews.error')} onRetry={reviews.reload} />}
      {reviews.status === 'success' && (
        <>
          <Summary summary={reviews.data.summary} />
          {reviews.data.items.length > 0 && (
            <>
              <h3 className="visually-hidden">{t('reviews.list')}</h3>
              <ol className="lpk-reviews__list">
                {reviews.data.items.map((review) => (
                  <li key={review.id}>
                    <ReviewCard review={review} />
                  </li>
                ))}
              </ol>
              <ReviewPages page={page} lastPage={reviews.data.meta.last_page} onPage={setPage} />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** The count, the averages per aspect and where the LPK's rating comes from. */
function Summary({ summary }: { summary: ReviewSummary }) {
  const { t, i18n } = useTranslation('public');
  const rating = formatNumber(summary.rating, i18n.language, 1);
  return (
    <div className="lpk-reviews__summary">
      {summary.count === 0 ? <p>{t('reviews.none')}</p> : <p>{t('reviews.count', { count: summary.count })}</p>}
      {summary.averages && <Averages averages={summary.averages} />}
      <p className="lpk-reviews__source">
        {summary.rating_source === 'reviews'
          ? t('reviews.rating_from_reviews', { count: summary.count })
          : t('reviews.rating_self_declared', { rating, threshold: summary.threshold })}
      </p>
    </div>
  );
}

function Averages({ averages }: { averages: ReviewAverages }) {
  const { t, i18n } = useTranslation('public');
  const out = (value: number) => t('reviews.out_of', { value: formatNumber(value, i18n.language, 1) });
  return (
    <dl className="catalogue-facts lpk-reviews__averages" aria-label={t('reviews.averages')}>
      <div>
        <dt>{t('reviews.overall')}</dt>
        <dd>
          <strong>{out(averages.overall)}</strong>
        </dd>
      </div>
      {REVIEW_ASPECTS.map((aspect) => {
        const value = averages[aspect];
        return value === null ? null : (
          <div key={aspect}>
            <dt>{t(`labels.reviews.aspect.${aspect}`)}</dt>
            <dd>{out(value)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** "★★★★☆" for the eye, "4 out of 5" for everyone. */
function Stars({ value }: { value: number }) {
  const { t } = useTranslation('public');
  return (
    <span className="lpk-reviews__stars">
      <span aria-hidden="true">{'★'.repeat(value) + '☆'.repeat(5 - value)}</span> <span>{t('reviews.out_of', { value })}</span>
    </span>
  );
}

function ReviewCard({ review }: { review: PublicReview }) {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  const edited = review.updated_at.slice(0, 10) !== review.created_at.slice(0, 10);
  return (
    <article className="card lpk-review" aria-labelledby={`review-${review.id}`}>
      <header className="lpk-review__head">
        <h4 id={`review-${review.id}`}>{review.author}</h4>
        <span className="badge badge--verified">
          <span aria-hidden="true">✓ </span>
          {t('labels.reviews.verified_alumni')}
        </span>
        <span className="catalogue-muted">{t('reviews.registered', { month: formatFactDate(review.registered_month, lang) })}</span>
      </header>
      <dl className="lpk-review__ratings">
        {REVIEW_ASPECTS.map((aspect) => {
          const value = review.ratings[aspect];
          return value === null ? null : (
            <div key={aspect}>
              <dt>{t(`labels.reviews.aspect.${aspect}`)}</dt>
              <dd>
                <Stars value={value} />
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="lpk-review__body">{review.body}</p>
      <p className="catalogue-muted">
        {t('reviews.written', { date: formatDate(review.created_at, lang) })}
        {edited ? `, ${t('reviews.edited', { date: formatDate(review.updated_at, lang) })}` : ''}
      </p>
      {review.reply && (
        <div className="lpk-review__reply">
          <p>
            <strong>{t('reviews.reply', { lpk: review.reply.lpk_name })}</strong> <span className="catalogue-muted">{formatDate(review.reply.at, lang)}</span>
          </p>
          <p className="lpk-review__body">{review.reply.body}</p>
        </div>
      )}
    </article>
  );
}

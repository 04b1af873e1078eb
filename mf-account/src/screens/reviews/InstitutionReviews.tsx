import { REVIEW_REPLY_MAX, type ManagedReview } from 'contracts';
import { ApiError, FieldHelp, ReviewPages, Spinner, useFieldDescription, useQuery } from 'mf-shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { institutionReviewsQuery, replyToReview } from '../../api/reviews';
import { formatDateTime } from '../../components/formatDate';
import { LoadFailed } from '../../components/LoadFailed';
import { ReviewBody } from './ReviewParts';
import './i18n';
import './reviews.css';

interface Props {
  /** The LPK admin (staff read only). */
  canEdit: boolean;
  /** The operator has suspended the LPK: no reply (the API refuses it too). */
  frozen: boolean;
}

/**
 * /admin/institution, "Alumni reviews": the LPK's visible reviews, newest first, a page at a time;
 * its admin posts one public reply per review (signed by the LPK; not while suspended).
 */
export function InstitutionReviews({ canEdit, frozen }: Props) {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(1);
  const reviews = useQuery(institutionReviewsQuery(page), { staleTime: 0 });
  const [announce, setAnnounce] = useState('');
  const replaced = (review: ManagedReview, message: string | undefined) => {
    reviews.setData((current) => (current ? { ...current, items: current.items.map((r) => (r.id === review.id ? review : r)) } : current));
    setAnnounce(message ?? '');
  };

  return (
    <>
      <p className="muted">{t('reviews.lpk_intro')}</p>
      {!canEdit && <p className="muted">{t('reviews.reply_staff')}</p>}
      {canEdit && frozen && <p className="alert">{t('reviews.reply_frozen')}</p>}
      <p role="status" className="muted">
        {announce}
      </p>
      {reviews.status === 'loading' && <Spinner label={t('load.loading')} />}
      {reviews.status === 'error' && <LoadFailed onRetry={reviews.reload} />}
      {reviews.data?.items.length === 0 && <p>{t('reviews.lpk_none')}</p>}
      {reviews.data && reviews.data.items.length > 0 && (
        <ol className="review-list">
          {reviews.data.items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review}>
                {review.reply === null && canEdit && !frozen && review.can_reply && <ReplyForm review={review} onReplied={replaced} />}
              </ReviewCard>
            </li>
          ))}
        </ol>
      )}
      {reviews.data && <ReviewPages page={page} lastPage={reviews.data.meta.last_page} onPage={setPage} />}
    </>
  );
}

/** One review as the LPK and the operator see it: author (first name and initial), ratings, text, the reply. */
export function ReviewCard({ review, children }: { review: ManagedReview; children?: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <article className="card review-card" aria-labelledby={`managed-review-${review.id}`}>
      <h3 id={`managed-review-${review.id}`}>
        {review.author} <span className="badge">{t('labels.reviews.verified_alumni')}</span>
      </h3>
      <p className="muted">
        {formatDateTime(review.created_at, false)} · {t(`labels.reviews.state.${review.state}`)}
      </p>
      <ReviewBody review={review} ratingsClass="review-card__ratings" />
      {children}
    </article>
  );
}

/** The LPK admin's one reply: a text, sent once; the API's refusal (length, links, a reply already there) shows under it. */
function ReplyForm({ review, onReplied }: { review: ManagedReview; onReplied: (review: ManagedReview, message: string | undefined) => void }) {
  const { t } = useTranslation('account');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const d = useFieldDescription(error, t('reviews.reply_hint'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const { data, message } = await replyToReview(review.id, text);
      onReplied(data, message);
    } catch (caught) {
      if (caught instanceof ApiError) setError(Object.values(caught.errors).flat().join(' ') || caught.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor={d.id} className="field__label">
          {t('reviews.reply_label', { author: review.author })}
        </label>
        <textarea
          id={d.id}
          className="field__input"
          rows={3}
          value={text}
          maxLength={REVIEW_REPLY_MAX}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={d.invalid}
          aria-describedby={d.describedBy}
        />
        <FieldHelp hint={t('reviews.reply_hint')} error={error} description={d} />
      </div>
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('reviews.reply_send')}
        </button>
      </p>
    </form>
  );
}

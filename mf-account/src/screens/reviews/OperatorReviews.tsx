import { REVIEW_STATES, type ManagedReview, type ReviewState } from 'contracts';
import { ApiError, ReviewPages, Spinner, useQuery } from 'mf-shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moderateReview, operatorReviewsQuery } from '../../api/reviews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadFailed } from '../../components/LoadFailed';
import { ReviewCard } from './InstitutionReviews';
import './i18n';
import './reviews.css';

/**
 * The operator console's review moderation (/admin/operator): reviews of one state (resubmitted
 * ones first to look at) or all, the most recently changed first; hide a visible or resubmitted one,
 * or show a hidden or resubmitted one again, each with a reason in a ConfirmDialog. The API audits
 * the action and mails the author; `onChanged` reloads the console's audit log and announces it.
 */
export function OperatorReviews({ onChanged }: { onChanged: (message: string | undefined) => void }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<ReviewState | ''>('resubmitted');
  const [page, setPage] = useState(1);
  const reviews = useQuery(operatorReviewsQuery(state, page), { staleTime: 0 });
  const [acting, setActing] = useState<Acting | null>(null);

  return (
    <section aria-labelledby="operator-reviews">
      <h2 id="operator-reviews">{t('reviews.op_title')}</h2>
      <p className="muted">{t('reviews.op_intro')}</p>
      <StateFilter
        state={state}
        onChange={(next) => {
          setState(next);
          setPage(1);
        }}
      />
      {reviews.status === 'loading' && <Spinner label={t('load.loading')} />}
      {reviews.status === 'error' && <LoadFailed onRetry={reviews.reload} />}
      {reviews.data?.items.length === 0 && <p>{t('reviews.op_none')}</p>}
      {reviews.data && reviews.data.items.length > 0 && (
        <ol className="review-list">
          {reviews.data.items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review}>
                <p className="muted">{t('reviews.op_lpk', { lpk: review.lpk_name })}</p>
                {review.hidden_reason && <p>{t('reviews.hidden_reason', { reason: review.hidden_reason })}</p>}
                <p className="actions">
                  {review.state !== 'hidden' && (
                    <button type="button" className="button button--danger" onClick={() => setActing({ review, hide: true })}>
                      {t('reviews.hide')}
                    </button>
                  )}
                  {review.state !== 'visible' && (
                    <button type="button" className="button" onClick={() => setActing({ review, hide: false })}>
                      {t('reviews.restore')}
                    </button>
                  )}
                </p>
              </ReviewCard>
            </li>
          ))}
        </ol>
      )}
      {reviews.data && <ReviewPages page={page} lastPage={reviews.data.meta.last_page} onPage={setPage} />}
      <ModerationDialog
        acting={acting}
        onClose={() => setActing(null)}
        onModerated={(message) => {
          reviews.reload();
          onChanged(message);
        }}
      />
    </section>
  );
}

/** A review being hidden (`hide`) or shown again. */
interface Acting {
  review: ManagedReview;
  hide: boolean;
}

/** Which reviews the list shows: those of one state, or all. */
function StateFilter({ state, onChange }: { state: ReviewState | ''; onChange: (state: ReviewState | '') => void }) {
  const { t } = useTranslation('account');
  const filterId = useId();
  return (
    <p className="field">
      <label htmlFor={filterId} className="field__label">
        {t('reviews.op_filter')}
      </label>
      <select id={filterId} className="field__input" value={state} onChange={(event) => onChange(event.target.value as ReviewState | '')}>
        {REVIEW_STATES.map((s) => (
          <option key={s} value={s}>
            {t(`labels.reviews.state.${s}`)}
          </option>
        ))}
        <option value="">{t('reviews.op_all')}</option>
      </select>
    </p>
  );
}

/** Hiding or showing again a review, with the operator's reason; the API's message when it refuses. */
function ModerationDialog({
  acting,
  onClose,
  onModerated,
}: {
  acting: Acting | null;
  onClose: () => void;
  onModerated: (message: string | undefined) => void;
}) {
  const { t } = useTranslation('account');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    onClose();
    setReason('');
    setFailure(null);
  };
  const confirm = async () => {
    if (!acting) return;
    setBusy(true);
    setFailure(null);
    try {
      const { message } = await moderateReview(acting.review.id, acting.hide, reason);
      close();
      onModerated(message);
    } catch (error) {
      setFailure(error instanceof ApiError ? [error.message, ...Object.values(error.errors).flat()].join(' ') : t('common:errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={acting !== null}
      title={acting ? t(acting.hide ? 'reviews.hide_title' : 'reviews.restore_title', { author: acting.review.author }) : ''}
      confirmLabel={acting?.hide ? t('reviews.hide') : t('reviews.restore')}
      onConfirm={() => void confirm()}
      onCancel={close}
      busy={busy}
      danger={acting?.hide ?? false}
    >
      <p>{acting ? t(acting.hide ? 'reviews.hide_text' : 'reviews.restore_text') : ''}</p>
      <ReasonField value={reason} onChange={setReason} />
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}

function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('reviews.reason')}
      </label>
      <textarea id={id} className="field__input" rows={3} maxLength={500} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

import { isAlumni, spanOfHistory, type OwnReview, type Registration } from 'contracts';
import { Spinner, useQuery } from 'mf-shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownReviewQuery } from '../../api/reviews';
import { formatDateTime } from '../../components/formatDate';
import { LoadFailed } from '../../components/LoadFailed';
import { ReviewForm } from './ReviewForm';
import { ReviewBody } from './ReviewParts';
import './i18n';
import './reviews.css';

/**
 * Which registrations carry the review panel: one per LPK (a caregiver writes one review of an
 * LPK, however often they registered there): one that makes them alumni of it, else the most
 * recent. Ids of those registrations.
 */
export function reviewPanelHosts(registrations: readonly Registration[], now: string): Set<number> {
  const byLpk = new Map<number, Registration>();
  const alumniOf = (registration: Registration) => isAlumni(spanOfHistory(registration.status, registration.history), now);
  for (const registration of registrations) {
    const chosen = byLpk.get(registration.lpk_id);
    if (!chosen) byLpk.set(registration.lpk_id, registration);
    else if (alumniOf(chosen)) continue;
    else if (alumniOf(registration) || registration.id > chosen.id) byLpk.set(registration.lpk_id, registration);
  }
  return new Set([...byLpk.values()].map((registration) => registration.id));
}

/**
 * Under a registration (/registration): the caregiver's review of that LPK. Until the registration
 * makes them alumni (approved, or registered 90 days: contracts' isAlumni, which the API applies
 * too) it says when they may write one; then it loads their review (GET /reviews/own) and offers
 * the form, or shows the review with its state, the operator's reason when hidden, the LPK's reply
 * and, while the editing period runs, the way to edit (a hidden review goes back to the operator).
 */
export function ReviewPanel({ registration, lpkName }: { registration: Registration; lpkName: string }) {
  const { t } = useTranslation('account');
  const alumni = isAlumni(spanOfHistory(registration.status, registration.history), new Date().toISOString());
  return (
    <section className="review-panel" aria-labelledby={`review-panel-${registration.id}`}>
      <h4 id={`review-panel-${registration.id}`}>{t('reviews.panel_title', { lpk: lpkName })}</h4>
      {alumni ? <OwnReviewView lpkId={registration.lpk_id} /> : <p className="muted">{t('reviews.not_yet')}</p>}
    </section>
  );
}

function OwnReviewView({ lpkId }: { lpkId: number }) {
  const { t } = useTranslation('account');
  const own = useQuery(ownReviewQuery(lpkId));
  const [editing, setEditing] = useState(false);
  const [announce, setAnnounce] = useState('');

  if (own.status === 'loading') return <Spinner label={t('reviews.loading')} />;
  if (own.status === 'error') return <LoadFailed onRetry={own.reload} />;
  const { review, has_dormitory: hasDormitory, eligible } = own.data;
  const saved = ({ data, message }: { data: OwnReview; message: string | undefined }) => {
    own.setData((current) => (current ? { ...current, review: data } : current));
    setEditing(false);
    setAnnounce(message ?? '');
  };

  return (
    <>
      <p role="status" className="muted">
        {announce}
      </p>
      {!review && !eligible && <p className="muted">{t('reviews.not_yet')}</p>}
      {!review && eligible && !editing && (
        <>
          <p>{t('reviews.invite')}</p>
          <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
            {t('reviews.write')}
          </button>
        </>
      )}
      {editing && <ReviewForm lpkId={lpkId} hasDormitory={hasDormitory} editing={review} onSaved={saved} onCancel={() => setEditing(false)} />}
      {review && !editing && (
        <div className="review-own">
          <p>
            <span className={`badge review-state review-state--${review.state}`}>
              {t('reviews.state', { state: t(`labels.reviews.state.${review.state}`) })}
            </span>
          </p>
          {review.state !== 'visible' && review.hidden_reason && <p className="alert">{t('reviews.hidden_reason', { reason: review.hidden_reason })}</p>}
          {review.state === 'resubmitted' && <p className="muted">{t('reviews.resubmitted_note')}</p>}
          <ReviewBody review={review} ratingsClass="review-own__ratings" ratingsLabel={t('reviews.your_ratings')} />
          {review.can_edit ? (
            <p className="actions">
              <button type="button" className="button" onClick={() => setEditing(true)}>
                {t('reviews.edit')}
              </button>
              <span className="muted">{t('reviews.editable_until', { date: formatDateTime(review.editable_until, false) })}</span>
            </p>
          ) : (
            <p className="muted">{t('reviews.edit_over')}</p>
          )}
        </div>
      )}
    </>
  );
}

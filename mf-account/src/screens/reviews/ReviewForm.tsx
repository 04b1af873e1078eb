import type { OwnReview } from 'contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createReview, editReview, type Saved } from '../../api/reviews';
import { RATED, reviewFieldOf, reviewPayload, reviewSchema, reviewValues, type ReviewValues } from './review.form';
import './i18n';
import { ApiForm, RadioGroupField, TextAreaField, useApiForm, type ApiFormState } from 'mf-shared/forms';

interface Props {
  lpkId: number;
  hasDormitory: boolean;
  /** The review being edited, or null for a new one. */
  editing: OwnReview | null;
  onSaved: (saved: Saved<OwnReview>) => void;
  onCancel?: () => void;
}

/**
 * The caregiver's review of an LPK they are alumni of: 1-5 stars on teaching, honesty about fees,
 * help with documents and (where the LPK has one) the dormitory, and a text. The contract's rules
 * are checked before sending (messages under their fields, in the reader's language); the API
 * checks again (alumni, one per LPK, the editing period) and its 422 messages go under the fields.
 */
export function ReviewForm({ lpkId, hasDormitory, editing, onSaved, onCancel }: Props) {
  const { t } = useTranslation('account');
  const fixErrors = t('reviews.fix_errors');
  // The status line is the form-level message: what to fix, with what of a 422 names no field.
  const api: ApiFormState<ReviewValues, ReviewValues> = useApiForm<ReviewValues, ReviewValues, Saved<OwnReview>>({
    ns: 'account',
    defaultValues: reviewValues(editing),
    schema: reviewSchema,
    toPayload: (values) => reviewPayload(values, lpkId, hasDormitory),
    fieldOf: reviewFieldOf,
    fallback: 'body',
    submit: (values) => {
      const payload = reviewPayload(values, lpkId, hasDormitory);
      const { lpk_id: _lpk, ...edit } = payload;
      return editing ? editReview(editing.id, edit) : createReview(payload);
    },
    onSuccess: (saved) => onSaved(saved),
    onInvalid: () => api.setFormError(fixErrors),
    formError: (error, unplaced) => (error.status === 422 ? [fixErrors, ...unplaced].join(' ') : null),
  });
  const { form } = api;
  const body = useWatch({ control: form.control, name: 'body' });
  const stars = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: t('reviews.stars', { count: Number(value) }) }));
  const saving = api.submitting;

  return (
    <ApiForm api={api} className="stack review-form" aria-busy={saving || undefined}>
      {RATED.map((aspect) => (
        <RadioGroupField key={aspect} name={aspect} legend={t(`labels.reviews.aspect.${aspect}`)} options={stars} />
      ))}
      {hasDormitory && (
        <RadioGroupField
          name="dormitory"
          legend={t('labels.reviews.aspect.dormitory')}
          options={[...stars, { value: '', label: t('reviews.dormitory_none') }]}
        />
      )}
      <TextAreaField name="body" label={t('reviews.body')} hint={t('reviews.body_hint')} rows={6} />
      <p className="muted" aria-live="polite">
        {t('reviews.count', { count: Array.from((body ?? '').trim()).length })}
      </p>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t('reviews.sending') : t(editing ? 'reviews.submit_edit' : 'reviews.submit_new')}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t('reviews.cancel')}
          </button>
        )}
      </div>
      <p role="status" className="muted">
        {api.formError}
      </p>
    </ApiForm>
  );
}

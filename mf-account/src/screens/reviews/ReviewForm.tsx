import type { OwnReview } from 'contracts';
import { ApiError } from 'mf-shared';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createReview, editReview, type Saved } from '../../api/reviews';
import { applyServerErrors, payloadResolver } from '../../components/form/apiForm';
import { RadioGroupField, TextAreaField } from '../../components/form/fields';
import { RATED, reviewFieldOf, reviewPayload, reviewSchema, reviewValues, type ReviewValues } from './review.form';
import './i18n';

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
  const [resolver] = useState(() => payloadResolver<ReviewValues>(reviewSchema, (v) => reviewPayload(v, lpkId, hasDormitory), reviewFieldOf));
  const form = useForm<ReviewValues>({ resolver, defaultValues: reviewValues(editing), mode: 'onSubmit', reValidateMode: 'onChange' });
  const [status, setStatus] = useState('');
  const body = useWatch({ control: form.control, name: 'body' });
  const stars = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: t('reviews.stars', { count: Number(value) }) }));

  const onSubmit = form.handleSubmit(
    async (values) => {
      setStatus('');
      const payload = reviewPayload(values, lpkId, hasDormitory);
      try {
        const { lpk_id: _lpk, ...edit } = payload;
        onSaved(editing ? await editReview(editing.id, edit) : await createReview(payload));
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 422) return;
        const general = applyServerErrors(form, error, { fieldOf: reviewFieldOf, fallback: 'body' });
        setStatus([t('reviews.fix_errors'), ...general].join(' '));
      }
    },
    () => setStatus(t('reviews.fix_errors')),
  );
  const saving = form.formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <form className="stack review-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={saving || undefined}>
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
          {status}
        </p>
      </form>
    </FormProvider>
  );
}

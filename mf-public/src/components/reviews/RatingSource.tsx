import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstituteCard } from 'contracts';
import { addResources } from 'mf-shared';
import { SelfDeclared } from '../catalogue/TrustMark';

addResources('public', {
  id: { rating_source: { from_reviews_one: '(dari {{count}} ulasan alumni)', from_reviews_other: '(dari {{count}} ulasan alumni)' } },
  en: { rating_source: { from_reviews_one: '(from {{count}} alumni review)', from_reviews_other: '(from {{count}} alumni reviews)' } },
});

/**
 * What follows an institute's rating wherever it shows (search card, detail summary): from 3
 * verified alumni reviews on the rating is their average ("from 4 alumni reviews"); until then it
 * is the LPK's own figure, marked self-declared, after what the caller adds (`selfNote`: the
 * detail page's count of reviews the LPK states). An API before contracts 1.9 sends no source:
 * the LPK's own figure.
 */
export function RatingSource({ institute, selfNote }: { institute: Pick<InstituteCard, 'rating_source' | 'verified_review_count'>; selfNote?: ReactNode }) {
  const { t } = useTranslation('public');
  if (institute.rating_source === 'reviews') {
    return <span className="catalogue-muted"> {t('rating_source.from_reviews', { count: institute.verified_review_count ?? 0 })}</span>;
  }
  return (
    <>
      {selfNote}
      <SelfDeclared />
    </>
  );
}

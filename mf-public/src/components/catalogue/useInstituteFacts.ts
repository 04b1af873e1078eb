import { useTranslation } from 'react-i18next';
import type { InstituteCard } from 'contracts';
import { formatNumber } from './format';
import './i18n';

type FactSource = Pick<InstituteCard, 'has_dormitory' | 'training_months' | 'pass_rate' | 'rating'>;

/**
 * The texts of an institute's dormitory, training, pass-rate and rating facts, worded the same on
 * its search card, its detail page and in the comparison table.
 */
export function useInstituteFacts(): (institute: FactSource) => { dormitory: string; training: string; passRate: string; rating: string } {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  const na = t('catalogue.institute.not_available');
  return (institute) => ({
    dormitory: institute.has_dormitory ? t('catalogue.institute.dormitory_yes') : t('catalogue.institute.dormitory_no'),
    training: t('catalogue.institute.training_months', { count: institute.training_months }),
    passRate: institute.pass_rate === null ? na : `${formatNumber(institute.pass_rate, lang, 1)}%`,
    rating: institute.rating === null ? na : t('catalogue.institute.rating_value', { rating: formatNumber(institute.rating, lang, 1) }),
  });
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstituteCard } from 'contracts';
import { formatIdr } from './format';
import { SelfDeclared } from './TrustMark';
import { RatingSource } from '../reviews/RatingSource';
import { useInstituteFacts } from './useInstituteFacts';
import './i18n';

export interface InstituteFactsProps {
  /** A search card's fields suffice (a detail page's institute has them too). */
  institute: InstituteCard;
  /** The programs first (a search card: the detail page lists them in a section of their own). */
  programs?: boolean;
  /** After the fee (the detail page: its fee level). */
  feeNote?: ReactNode;
  /** After the LPK's own rating (the detail page: how many reviews it states); not shown once the rating is the alumni reviews' average. */
  ratingNote?: ReactNode;
  /** More rows after the rating, each a `<div>` of a `<dt>` and a `<dd>`. */
  children?: ReactNode;
}

/**
 * An institute's facts at a glance, worded and marked up the same wherever they show (its search
 * card, its detail page's summary): fee, dormitory, training, pass rate (self-declared) and rating.
 */
export function InstituteFacts({ institute, programs = false, feeNote, ratingNote, children }: InstituteFactsProps) {
  const { t, i18n } = useTranslation('public');
  const facts = useInstituteFacts()(institute);
  return (
    <dl className="catalogue-facts">
      {programs && (
        <div>
          <dt>{t('catalogue.institute.programs')}</dt>
          <dd>{institute.programs.map((p) => t(`labels.catalogue.program.${p}`)).join(', ')}</dd>
        </div>
      )}
      <div>
        <dt>{t('catalogue.institute.fee')}</dt>
        <dd>
          <strong>{formatIdr(institute.registration_fee, i18n.language)}</strong>
          {feeNote}
        </dd>
      </div>
      <div>
        <dt>{t('catalogue.institute.dormitory')}</dt>
        <dd>{facts.dormitory}</dd>
      </div>
      <div>
        <dt>{t('catalogue.institute.training')}</dt>
        <dd>{facts.training}</dd>
      </div>
      <div>
        <dt>{t('catalogue.institute.pass_rate')}</dt>
        <dd>
          {facts.passRate}
          <SelfDeclared />
        </dd>
      </div>
      <div>
        <dt>{t('catalogue.institute.rating')}</dt>
        <dd>
          {facts.rating}
          <RatingSource institute={institute} selfNote={ratingNote} />
        </dd>
      </div>
      {children}
    </dl>
  );
}

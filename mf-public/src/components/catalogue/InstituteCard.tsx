import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InstituteSummary } from 'contracts';
import { formatIdr } from './format';
import { SelfDeclared, TrustMark } from './TrustMark';
import { useInstituteFacts } from './useInstituteFacts';
import './i18n';

/** One institute in search results: name, place, the licence trust mark, programs, fee, dormitory, training, pass rate (self-declared), rating. */
export function InstituteCard({ institute, actions }: { institute: InstituteSummary; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  const facts = useInstituteFacts()(institute);
  return (
    <article className="card catalogue-card">
      <h2 className="catalogue-card__title">
        <Link to={`/lpk/${institute.id}`}>{institute.name}</Link>
      </h2>
      <p className="catalogue-card__sub">
        {institute.city}, {institute.province}
      </p>
      <TrustMark institute={institute} />
      <dl className="catalogue-facts">
        <div>
          <dt>{t('catalogue.institute.programs')}</dt>
          <dd>{institute.programs.map((p) => t(`labels.catalogue.program.${p}`)).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('catalogue.institute.fee')}</dt>
          <dd>
            <strong>{formatIdr(institute.registration_fee, lang)}</strong>
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
          <dd>{facts.rating}</dd>
        </div>
      </dl>
      {actions && <div className="catalogue-card__actions">{actions}</div>}
    </article>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { InstituteCard as Card } from 'contracts';
import { FeeVerdictBadge } from './FeeVerdictBadge';
import { InstituteFacts } from './InstituteFacts';
import { TrustMark } from './TrustMark';
import './i18n';

/**
 * One institute in search results: name, place, the licence trust mark, programs, fee (with its fee
 * check's verdict), dormitory, training, pass rate (self-declared), rating: the fields of GET /institutes?view=card.
 */
export function InstituteCard({ institute, actions }: { institute: Card; actions?: ReactNode }) {
  return (
    <article className="card catalogue-card">
      <h2 className="catalogue-card__title">
        <Link to={`/lpk/${institute.id}`}>{institute.name}</Link>
      </h2>
      <p className="catalogue-card__sub">
        {institute.city}, {institute.province}
      </p>
      <TrustMark institute={institute} />
      <InstituteFacts institute={institute} programs feeNote={<FeeVerdictBadge check={institute.fee_check} />} />
      {actions && <div className="catalogue-card__actions">{actions}</div>}
    </article>
  );
}

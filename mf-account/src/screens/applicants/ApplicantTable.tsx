import type { ApplicantRegistration } from 'contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { EmailAddress } from '../../components/EmailAddress';
import { EmailCheck } from '../../components/EmailCheck';
import { formatDateTime } from '../../components/formatDate';
import { StatusBadge } from '../../components/StatusBadge';

const isLive = (status: string) => status !== 'rejected' && status !== 'withdrawn';

/** The applicant's name: a link to the applicant while the registration is live (back returns to this list's query). */
function ApplicantName({ registration, isFresh }: { registration: ApplicantRegistration; isFresh: boolean }) {
  const { t } = useTranslation('account');
  const location = useLocation();
  return (
    <th scope="row">
      {isLive(registration.status) ? (
        <Link className="applicant-name" to={`/admin/applicants/${registration.id}`} state={{ list: location.search }}>
          {registration.applicant.full_name}
        </Link>
      ) : (
        <>
          <span className="applicant-name">{registration.applicant.full_name}</span>
          <span className="applicant-contact">{t('applicants.closed_hint')}</span>
        </>
      )}
      {isFresh && <span className="status-badge new-badge">{t('applicants.new_badge')}</span>}
    </th>
  );
}

function ApplicantRow({ registration, isFresh }: { registration: ApplicantRegistration; isFresh: boolean }) {
  const { t } = useTranslation('account');
  const { applicant } = registration;
  return (
    <tr>
      <ApplicantName registration={registration} isFresh={isFresh} />
      <td>
        {applicant.email && (
          <span className="applicant-contact">
            <EmailAddress address={applicant.email} /> <EmailCheck verifiedAt={applicant.email_verified_at} />
          </span>
        )}
        {applicant.phone && <span className="applicant-contact">{applicant.phone}</span>}
      </td>
      <td>
        <StatusBadge status={registration.status} />
      </td>
      <td>{registration.job?.title ?? t('applicants.none')}</td>
      <td>{formatDateTime(registration.created_at, false)}</td>
    </tr>
  );
}

/** One page of the staff list as a table (scrolls sideways on narrow screens, keyboard reachable). */
export function ApplicantTable({ items, fresh, caption }: { items: readonly ApplicantRegistration[]; fresh: ReadonlySet<number>; caption: string }) {
  const { t } = useTranslation('account');
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('applicants.applicant')}</th>
            <th scope="col">{t('applicants.contact')}</th>
            <th scope="col">{t('applicants.status')}</th>
            <th scope="col">{t('applicants.job')}</th>
            <th scope="col">{t('applicants.since')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((registration) => (
            <ApplicantRow key={registration.id} registration={registration} isFresh={fresh.has(registration.id)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

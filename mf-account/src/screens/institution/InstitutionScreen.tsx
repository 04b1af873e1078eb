import type { Listing } from 'contracts';
import { errorStatus, Spinner, usePageTitle, useQuery, useSession } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listingQuery } from '../../api/institution';
import { LoadFailed } from '../../components/LoadFailed';
import { LpkSuspensionBanner, useLpkStanding } from '../../components/LpkSuspension';
import { ListingForm } from './ListingForm';
import { PhotosSection } from './PhotosSection';
import { PublishListing } from './PublishListing';
import { StaffSection } from './StaffSection';
import { VacanciesSection } from './VacanciesSection';
import { InstitutionReviews } from '../reviews/InstitutionReviews';
import '../../layout/i18n';
import './i18n';
import './institution.css';

/**
 * /admin/institution: the LPK admin's area, one page in four sections (listing, photos,
 * vacancies, staff) with links to each. Staff of the LPK see the same page read only; every
 * other account is refused by the API (the page then says it could not load). An applicant whose
 * application is still pending (an LPK admin without an LPK) asks nothing of the API and is sent to
 * the application's status. While the operator has suspended the LPK a banner says so (with the
 * reason, live) and what it would refuse is disabled: the listing, photos, new, edited or reopened
 * vacancies and invitations (closing a vacancy, revoking an invitation and removing staff stay).
 */
export default function InstitutionScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('institution.title'));
  const { user } = useSession();
  const applicant = user?.role === 'lpk_admin' && user.lpk_id === null;
  const listing = useQuery(applicant ? null : listingQuery, { staleTime: 0 });
  const standing = useLpkStanding(applicant ? null : (user?.lpk_id ?? null));
  const frozen = standing.suspended;
  const data = listing.data;
  const canEdit = data?.can_edit ?? false;
  const put = (next: Listing) => listing.setData(() => next);

  return (
    <div className="institution">
      <h1>{t('institution.title')}</h1>
      <p className="muted">{t('institution.lead')}</p>
      {!applicant && <LpkSuspensionBanner standing={standing} />}
      {applicant && (
        <p className="alert" role="note">
          {t('institution.applicant')} <Link to="/admin/application">{t('institution.applicant_link')}</Link>
        </p>
      )}
      {!applicant && listing.status === 'loading' && <Spinner label={t('load.loading')} />}
      {listing.status === 'error' &&
        (errorStatus(listing.error) === 403 ? (
          <p className="alert" role="note">
            {t('institution.not_allowed')}
          </p>
        ) : (
          <LoadFailed onRetry={listing.reload} />
        ))}
      {data && (
        <>
          {!canEdit && (
            <p className="alert" role="note">
              {t('institution.read_only')}
            </p>
          )}
          <SectionLinks listing={data} />
          <section id="listing" className="card" aria-labelledby="institution-listing-title">
            <h2 id="institution-listing-title">
              {t('institution.listing.title')}: {data.name}
            </h2>
            {canEdit && <PublishListing listing={data} frozen={frozen} onPublished={put} />}
            {canEdit ? <ListingForm key={data.id} listing={data} onSaved={put} frozen={frozen} /> : <p>{data.description_id}</p>}
          </section>
          <section id="photos" className="card" aria-labelledby="institution-photos-title">
            <h2 id="institution-photos-title">{t('institution.photos.title')}</h2>
            <PhotosSection listing={data} canEdit={canEdit} frozen={frozen} onChanged={put} />
          </section>
          <section id="vacancies" className="card" aria-labelledby="institution-vacancies-title">
            <h2 id="institution-vacancies-title">{t('institution.vacancies.title')}</h2>
            <VacanciesSection canEdit={canEdit} frozen={frozen} />
          </section>
          <section id="staff" className="card" aria-labelledby="institution-staff-title">
            <h2 id="institution-staff-title">{t('institution.staff.title')}</h2>
            <StaffSection canEdit={canEdit} frozen={frozen} />
          </section>
          <section id="reviews" className="card" aria-labelledby="institution-reviews-title">
            <h2 id="institution-reviews-title">{t('reviews.lpk_title')}</h2>
            <InstitutionReviews canEdit={canEdit} frozen={frozen} />
          </section>
        </>
      )}
    </div>
  );
}

/** Links to the screen's sections, and to the LPK's public page once it has one. */
function SectionLinks({ listing: data }: { listing: Listing }) {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('institution.sections')}>
      <ul className="institution-nav">
        <li>
          <a href="#listing">{t('institution.listing.title')}</a>
        </li>
        <li>
          <a href="#photos">{t('institution.photos.title')}</a>
        </li>
        <li>
          <a href="#vacancies">{t('institution.vacancies.title')}</a>
        </li>
        <li>
          <a href="#staff">{t('institution.staff.title')}</a>
        </li>
        <li>
          <a href="#reviews">{t('reviews.lpk_title')}</a>
        </li>
        {/* A draft or suspended LPK has no public page yet. */}
        {(data.listing_status ?? 'listed') === 'listed' && (
          <li>
            <a href={`/lpk/${data.id}`}>{t('institution.view_public')}</a>
          </li>
        )}
      </ul>
    </nav>
  );
}

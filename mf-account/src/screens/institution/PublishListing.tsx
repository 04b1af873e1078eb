import type { Listing } from 'contracts';
import { ApiError } from 'mf-shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publishListing } from '../../api/institution';
import { frozenButton } from '../../components/LpkSuspension';
import './publish.i18n';

interface Props {
  listing: Listing;
  /** The operator has suspended the LPK: the button is disabled, described by the suspension banner. */
  frozen?: boolean;
  /** The listing as the API answered the publish (now public). */
  onPublished: (listing: Listing) => void;
}

/**
 * The listing's status for its admin (issue 33): a draft is not public until its admin publishes
 * it. "Publish" sends the stored listing (saved with the form); the API refuses an incomplete one
 * with one message per missing field, listed here in the reader's language, and changes nothing.
 * A public listing says so; a suspended one is described by the suspension banner.
 */
export function PublishListing({ listing, frozen = false, onPublished }: Props) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  // An API older than contracts 1.7 names no status: every listing was public then.
  const state = listing.listing_status ?? 'listed';

  if (state === 'suspended') return null;
  if (state === 'listed')
    return (
      <p className="note" role="status">
        {status || t('institution.publish.public')}
      </p>
    );

  const publish = async () => {
    setBusy(true);
    setMissing([]);
    setStatus('');
    try {
      const { data, message } = await publishListing();
      setStatus(message ?? t('institution.publish.public'));
      onPublished(data);
    } catch (error) {
      // Anything but a 422: the shared client has shown a toast.
      if (error instanceof ApiError && error.status === 422) setMissing(Object.values(error.errors).flat());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="alert institution-publish" role="region" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('institution.publish.draft_title')}</h3>
      <p>{t('institution.publish.draft_text')}</p>
      <button type="button" className="button button--primary" onClick={() => void publish()} {...frozenButton(frozen, busy)}>
        {t(busy ? 'institution.publish.publishing' : 'institution.publish.button')}
      </button>
      <div role="alert">
        {missing.length > 0 && (
          <>
            <p>{t('institution.publish.missing')}</p>
            <ul>
              {missing.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

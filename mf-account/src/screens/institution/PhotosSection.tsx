import { LISTING_PHOTOS_MAX, type Listing } from 'contracts';
import { ApiError, avatarUrl } from 'mf-shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addListingPhoto, removeListingPhoto } from '../../api/lpkAdmin';

interface Props {
  listing: Listing;
  canEdit: boolean;
  onChanged: (listing: Listing) => void;
}

/** The listing's photos (at most six): shown in order, each removable; one upload at a time. */
export function PhotosSection({ listing, canEdit, onChanged }: Props) {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const full = listing.photos.length >= LISTING_PHOTOS_MAX;

  const onUpload = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    setBusy(true);
    setError(undefined);
    setStatus('');
    try {
      const { data, message } = await addListingPhoto(file, file.name);
      onChanged(data);
      setStatus(message ?? '');
      if (input.current) input.current.value = '';
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(e.errors.photo?.[0] ?? e.message);
    } finally {
      setBusy(false);
    }
  };

  const onRemove = async (id: number) => {
    setBusy(true);
    try {
      const { data, message } = await removeListingPhoto(id);
      onChanged(data);
      setStatus(message ?? '');
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="muted">{t('institution.photos.text', { max: LISTING_PHOTOS_MAX })}</p>
      {listing.photos.length === 0 ? (
        <p>{t('institution.photos.empty')}</p>
      ) : (
        <ul className="institution-photos">
          {listing.photos.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={avatarUrl(photo.url) ?? photo.url}
                alt={t('institution.photos.alt', { n: index + 1, name: listing.name })}
                width={photo.width}
                height={photo.height}
              />
              {canEdit && (
                <button type="button" className="button button--secondary" disabled={busy} onClick={() => void onRemove(photo.id)}>
                  {t('institution.photos.remove', { n: index + 1 })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit &&
        (full ? (
          <p>{t('institution.photos.full', { max: LISTING_PHOTOS_MAX })}</p>
        ) : (
          <form onSubmit={(event) => void onUpload(event)} aria-busy={busy || undefined}>
            <div className={`field${error ? ' field--invalid' : ''}`}>
              <label htmlFor="institution-photo" className="field__label">
                {t('institution.photos.choose')}
              </label>
              <input
                id="institution-photo"
                ref={input}
                type="file"
                name="photo"
                accept="image/jpeg,image/png,image/webp"
                className="field__input"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'institution-photo-error' : undefined}
              />
              {error && (
                <p id="institution-photo-error" className="field__error" role="alert">
                  {error}
                </p>
              )}
            </div>
            <div className="actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {t(busy ? 'institution.photos.uploading' : 'institution.photos.upload')}
              </button>
              <span role="status">{status}</span>
            </div>
          </form>
        ))}
    </>
  );
}

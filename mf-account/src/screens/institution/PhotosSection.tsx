import { LISTING_PHOTOS_MAX, type Listing } from 'contracts';
import { avatarUrl } from 'mf-shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addListingPhoto, removeListingPhoto, type Saved } from '../../api/institution';
import { frozenButton } from '../../components/LpkSuspension';
import { SaveBar } from './SaveBar';
import { useAdminForm } from './useAdminForm';
import { FormScope, InputField } from 'mf-shared/forms';

interface Props {
  listing: Listing;
  canEdit: boolean;
  /** The operator has suspended the LPK: adding and removing photos are disabled. */
  frozen?: boolean;
  onChanged: (listing: Listing) => void;
}

/** The upload form's one field: the files chosen (the first is sent). */
interface PhotoValues {
  photo: FileList | null;
}

/** The listing's photos (at most six): shown in order, each removable; one upload at a time. */
export function PhotosSection({ listing, canEdit, frozen = false, onChanged }: Props) {
  const { t } = useTranslation('account');
  const [removing, setRemoving] = useState(false);
  const upload = useAdminForm<PhotoValues, Saved<Listing> | null>({
    defaultValues: { photo: null },
    // The file's type and size are the API's to check (its message shows under the field).
    fallback: 'photo',
    send: async ({ photo }) => {
      const file = photo?.[0];
      return file ? addListingPhoto(file, file.name) : null;
    },
    onSaved: (answer, _values, form) => {
      if (!answer) return '';
      onChanged(answer.data);
      form.reset();
      return answer.message ?? '';
    },
  });
  const busy = removing || upload.form.formState.isSubmitting;
  const full = listing.photos.length >= LISTING_PHOTOS_MAX;

  const onRemove = async (id: number) => {
    setRemoving(true);
    try {
      const { data, message } = await removeListingPhoto(id);
      onChanged(data);
      upload.setStatus(message ?? '');
    } catch {
      // The toast said why.
    } finally {
      setRemoving(false);
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
                <button type="button" className="button button--secondary" {...frozenButton(frozen, busy)} onClick={() => void onRemove(photo.id)}>
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
          <FormScope form={upload.form} ns="account">
            <form onSubmit={(event) => void upload.onSubmit(event)} aria-busy={busy || undefined}>
              <InputField name="photo" type="file" accept="image/jpeg,image/png,image/webp" label={t('institution.photos.choose')} />
              <SaveBar saving={busy} label={t(busy ? 'institution.photos.uploading' : 'institution.photos.upload')} status={upload.status} frozen={frozen} />
            </form>
          </FormScope>
        ))}
    </>
  );
}

import type { InstituteDetail } from 'contracts';
import { avatarUrl } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import './lpk-photos.css';
import './photos.i18n';

/** The photos the LPK put on its listing (at most six, in its order); nothing when there are none. */
export function LpkPhotos({ institute }: { institute: Pick<InstituteDetail, 'name' | 'photos'> }) {
  const { t } = useTranslation('public');
  const photos = institute.photos ?? [];
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="lpk-photos" className="lpk-photos">
      <h2 id="lpk-photos" className="visually-hidden">
        {t('lpk_photos.title')}
      </h2>
      <ul>
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <img
              src={avatarUrl(photo.url) ?? photo.url}
              alt={t('lpk_photos.alt', { n: index + 1, name: institute.name })}
              width={photo.width}
              height={photo.height}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

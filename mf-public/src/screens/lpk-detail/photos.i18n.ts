import { addResources } from 'mf-shared';

/** Strings of the listing photos on /lpk/{id} (namespace `public`, key `lpk_photos`). */
addResources('public', {
  id: { lpk_photos: { title: 'Foto', alt: 'Foto {{n}} dari {{name}}' } },
  en: { lpk_photos: { title: 'Photos', alt: 'Photo {{n}} of {{name}}' } },
});

import { addResources } from 'mf-shared';

addResources('account', {
  id: { not_found: { title: 'Halaman tidak ditemukan', text: 'Halaman yang Anda cari tidak ada di area akun.', back: 'Ke dasbor' } },
  en: { not_found: { title: 'Page not found', text: 'The page you are looking for does not exist in the account area.', back: 'Go to the dashboard' } },
});

import { addResources } from 'mf-shared';

/** Strings of the 404 page (namespace `public`, key `notFound`). */
const id = {
  notFound: {
    code: '404',
    title: 'Halaman tidak ditemukan',
    explanation: 'Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan.',
    home: 'Kembali ke beranda',
    search: 'Cari LPK',
  },
};

const en: typeof id = {
  notFound: {
    code: '404',
    title: 'Page not found',
    explanation: 'Sorry, the page you are looking for does not exist or has been moved.',
    home: 'Back to the home page',
    search: 'Search LPKs',
  },
};

addResources('public', { id, en });

import { addResources } from 'mf-shared';

/** Strings of /account-deleted (namespace `public`, key `accountDeleted`). */
const id = {
  accountDeleted: {
    title: 'Akun Anda telah dihapus',
    text: 'Akun dan seluruh data pribadi Anda telah dihapus, dan Anda telah keluar dari semua perangkat.',
    thanks: 'Terima kasih telah menggunakan Kaigo LPK. Anda tetap dapat mencari dan membandingkan LPK tanpa akun, atau membuat akun baru kapan saja.',
    home: 'Ke beranda',
    search: 'Cari LPK',
    register: 'Buat akun baru',
  },
};

type Strings = typeof id;

const en: Strings = {
  accountDeleted: {
    title: 'Your account has been deleted',
    text: 'Your account and all your personal data have been deleted, and you have been signed out on every device.',
    thanks: 'Thank you for using Kaigo LPK. You can still search and compare LPKs without an account, or create a new account at any time.',
    home: 'Go to the home page',
    search: 'Search LPKs',
    register: 'Create a new account',
  },
};

addResources('public', { id, en });

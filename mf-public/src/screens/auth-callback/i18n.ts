import { addResources } from 'mf-shared';

/** Strings of the social sign-in return page (namespace `public`, key `authCallback`). */
const id = {
  authCallback: {
    title: 'Masuk dengan Google tidak tersedia',
    explanation: 'Layanan ini tidak mendukung masuk melalui akun Google. Silakan masuk dengan email dan password Anda.',
    login: 'Ke halaman masuk',
  },
};

const en: typeof id = {
  authCallback: {
    title: 'Google sign-in is not available',
    explanation: 'This service does not support signing in with a Google account. Please log in with your email and password.',
    login: 'Go to the login page',
  },
};

addResources('public', { id, en });

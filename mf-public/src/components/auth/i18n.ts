import { addResources } from 'mf-shared';

/** Strings of the pieces the login, register and Google sign-in screens share (namespace `public`, key `auth`). */
const id = {
  auth: {
    rules: {
      title: 'Password harus memuat:',
      met: 'terpenuhi',
      unmet: 'belum terpenuhi',
      length: 'Minimal 8 karakter',
      upper: 'Huruf besar (A-Z)',
      lower: 'Huruf kecil (a-z)',
      digit: 'Angka (0-9)',
      special: 'Karakter khusus (mis. ! @ # $)',
    },
    new_tab: '(terbuka di tab baru)',
    google: {
      sign_in: 'Masuk dengan Google',
      or_login: 'atau masuk dengan email',
      or_register: 'atau daftar dengan email',
      redirecting: 'Mengalihkan ke Google…',
    },
  },
};

const en: typeof id = {
  auth: {
    rules: {
      title: 'The password must contain:',
      met: 'met',
      unmet: 'not met yet',
      length: 'At least 8 characters',
      upper: 'An uppercase letter (A-Z)',
      lower: 'A lowercase letter (a-z)',
      digit: 'A number (0-9)',
      special: 'A special character (e.g. ! @ # $)',
    },
    new_tab: '(opens in a new tab)',
    google: {
      sign_in: 'Sign in with Google',
      or_login: 'or log in with your email',
      or_register: 'or register with your email',
      redirecting: 'Taking you to Google…',
    },
  },
};

addResources('public', { id, en });

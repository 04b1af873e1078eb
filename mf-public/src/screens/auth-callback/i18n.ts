import { addResources } from 'mf-shared';

/** Strings of the Google sign-in return page (namespace `public`, key `authCallback`). */
const id = {
  authCallback: {
    title: 'Masuk dengan Google',
    working: 'Sedang menyelesaikan proses masuk dengan Google…',
    failed_title: 'Masuk dengan Google gagal',
    explanation: 'Anda belum masuk. Silakan coba lagi dari halaman masuk, atau masuk dengan email dan password.',
    login: 'Ke halaman masuk',
    cancelled: 'Masuk dengan Google dibatalkan. Anda belum masuk.',
    unavailable: 'Masuk dengan Google sedang tidak tersedia.',
    provider_error: 'Google tidak dapat menyelesaikan proses masuk. Silakan coba lagi.',
    profile_title: 'Lengkapi pendaftaran',
    profile_intro: 'Akun Google Anda ({{email}}) belum terdaftar. Lengkapi data berikut untuk membuat akun.',
    email_hint: 'Dari akun Google Anda.',
    complete: 'Buat akun',
    completing: 'Sedang membuat akun…',
    link_title: 'Hubungkan Google ke akun Anda',
    link_intro: 'Akun dengan email ini sudah ada: masukkan password akun tersebut untuk menghubungkan Google.',
    link_password: 'Password akun',
    link_password_required: 'Masukkan password akun tersebut.',
    link_note:
      'Setelah terhubung, Anda dapat masuk dengan Google atau dengan email dan password. Tidak pernah mendaftar dengan email ini? Jangan lanjutkan, dan hubungi kami.',
    link: 'Hubungkan dan masuk',
    linking: 'Sedang menghubungkan…',
    link_other_way: 'Masuk dengan cara lain',
  },
};

const en: typeof id = {
  authCallback: {
    title: 'Sign in with Google',
    working: 'Finishing the sign-in with Google…',
    failed_title: 'Google sign-in failed',
    explanation: 'You are not logged in. Please try again from the login page, or log in with your email and password.',
    login: 'Go to the login page',
    cancelled: 'Google sign-in was cancelled. You are not logged in.',
    unavailable: 'Google sign-in is not available right now.',
    provider_error: 'Google could not complete the sign-in. Please try again.',
    profile_title: 'Finish registering',
    profile_intro: 'Your Google account ({{email}}) is not registered yet. Fill in the following to create your account.',
    email_hint: 'From your Google account.',
    complete: 'Create account',
    completing: 'Creating your account…',
    link_title: 'Connect Google to your account',
    link_intro: 'An account with this email already exists: enter its password to connect Google.',
    link_password: 'Account password',
    link_password_required: 'Enter that account’s password.',
    link_note:
      'Once connected, you can sign in with Google or with your email and password. Never registered with this email? Do not continue, and contact us.',
    link: 'Connect and sign in',
    linking: 'Connecting…',
    link_other_way: 'Sign in another way',
  },
};

addResources('public', { id, en });

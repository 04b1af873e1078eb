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
  },
};

addResources('public', { id, en });

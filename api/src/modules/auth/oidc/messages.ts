import type { Messages } from '../../../i18n/types';
import { devOidcMessages } from '../../dev-oidc/messages';

/** Google sign-in (and, under `dev_oidc`, the pages of its development stand-in). */
export const oidcMessages: Messages = {
  id: {
    oidc: {
      invalid_callback: 'URL callback tidak valid.',
      expired: 'Waktu untuk masuk dengan Google sudah habis. Silakan coba lagi.',
      denied: 'Masuk dengan Google dibatalkan. Anda belum masuk.',
      provider_error: 'Google tidak dapat menyelesaikan proses masuk. Silakan coba lagi.',
      email_unverified: 'Email akun Google Anda belum terverifikasi. Verifikasi email tersebut di Google, atau masuk dengan email dan password.',
      needs_profile: 'Lengkapi data Anda untuk menyelesaikan pendaftaran.',
      ticket_invalid: 'Waktu untuk menyelesaikan pendaftaran sudah habis. Silakan masuk dengan Google lagi.',
      needs_link: 'Akun dengan email ini sudah ada: masukkan password akun tersebut untuk menghubungkan Google.',
      link_failed: 'Google belum terhubung. Periksa password Anda.',
      link_password_wrong: 'Password salah.',
      link_ticket_invalid: 'Waktu untuk menghubungkan Google sudah habis. Silakan masuk dengan Google lagi.',
      linked: 'Akun Google terhubung. Login berhasil.',
      email_in_use: 'Email ini sudah dipakai akun yang masuk dengan akun Google lain. Masuk dengan akun Google tersebut, atau hubungi kami.',
    },
    ...devOidcMessages.id,
  },
  en: {
    oidc: {
      invalid_callback: 'Invalid callback URL',
      expired: 'The time to sign in with Google has run out. Please try again.',
      denied: 'Google sign-in was cancelled. You are not logged in.',
      provider_error: 'Google could not complete the sign-in. Please try again.',
      email_unverified: 'The email of your Google account is not verified. Verify it with Google, or log in with your email and password.',
      needs_profile: 'Complete your details to finish registering.',
      ticket_invalid: 'The time to finish registering has run out. Please sign in with Google again.',
      needs_link: 'An account with this email already exists: enter its password to connect Google.',
      link_failed: 'Google is not connected yet. Check your password.',
      link_password_wrong: 'Incorrect password.',
      link_ticket_invalid: 'The time to connect Google has run out. Please sign in with Google again.',
      linked: 'Google account connected. Login successful.',
      email_in_use: 'This email is used by an account that signs in with another Google account. Sign in with that Google account, or contact us.',
    },
    ...devOidcMessages.en,
  },
};

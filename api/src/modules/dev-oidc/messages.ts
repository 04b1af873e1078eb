import type { Messages } from '../../i18n/types';

/** The pages of the development sign-in (registered with the Google sign-in messages). */
export const devOidcMessages: Messages = {
  id: {
    dev_oidc: {
      badge: 'HANYA UNTUK PENGEMBANGAN',
      title: 'Masuk pengembangan (pengganti Google)',
      explanation:
        'Halaman ini berasal dari penyedia OpenID lokal, karena Google belum dikonfigurasi (GOOGLE_CLIENT_ID tidak diisi). Tidak ada yang dikirim ke Google, dan tidak ada password yang diperiksa. Penyedia ini tidak pernah aktif di produksi.',
      client: 'LPK Kaigo meminta nama dan alamat email Anda.',
      identity: 'Pilih identitas',
      existing: 'akun demo yang sudah ada',
      new_user: 'pengguna baru',
      other: 'Alamat email lain',
      email: 'Email',
      name: 'Nama',
      email_verified: 'Email terverifikasi',
      email_verified_hint: 'Hapus centang untuk mencoba akun Google yang emailnya belum terverifikasi.',
      submit: 'Masuk',
      deny: 'Tolak akses',
      email_invalid: 'Masukkan alamat email yang valid untuk "Alamat email lain".',
      expired_title: 'Proses masuk ini sudah tidak berlaku',
      expired: 'Proses masuk ini sudah selesai atau kedaluwarsa. Mulai lagi dari halaman masuk.',
      back: 'Ke halaman masuk',
      local_only_title: 'Hanya untuk komputer ini',
      local_only: 'Masuk pengembangan hanya melayani browser di komputer yang menjalankan server. Atur DEV_OIDC=1 untuk mengizinkan browser lain.',
      error_title: 'Masuk pengembangan gagal',
      error: 'Permintaan masuk tidak valid ({{error}}).',
    },
  },
  en: {
    dev_oidc: {
      badge: 'DEVELOPMENT ONLY',
      title: 'Development sign-in (stands in for Google)',
      explanation:
        'This page comes from a local OpenID provider because Google is not configured (GOOGLE_CLIENT_ID is not set). Nothing is sent to Google and no password is checked. This provider never runs in production.',
      client: 'LPK Kaigo asks for your name and email address.',
      identity: 'Choose an identity',
      existing: 'existing demo account',
      new_user: 'new user',
      other: 'Another email address',
      email: 'Email',
      name: 'Name',
      email_verified: 'Email verified',
      email_verified_hint: 'Untick to try a Google account whose email is not verified.',
      submit: 'Sign in',
      deny: 'Deny access',
      email_invalid: 'Enter a valid email address for "Another email address".',
      expired_title: 'This sign-in is no longer valid',
      expired: 'This sign-in has finished or expired. Start again from the login page.',
      back: 'Go to the login page',
      local_only_title: 'For this computer only',
      local_only: 'The development sign-in only serves browsers on the computer running the server. Set DEV_OIDC=1 to allow other browsers.',
      error_title: 'Development sign-in failed',
      error: 'The sign-in request is not valid ({{error}}).',
    },
  },
};

import type { Messages } from '../../i18n/types';

/** The answers of the mail routes (the mails' own words: templates/messages.ts). */
export const mailMessages: Messages = {
  id: {
    mail: {
      api: {
        forgot_sent:
          'Jika ada akun dengan email tersebut, kami telah mengirim tautan untuk mengatur ulang password. Periksa kotak masuk (dan folder spam) Anda.',
        reset_valid: 'Tautan dapat dipakai.',
        reset_done: 'Password baru Anda telah disimpan. Semua perangkat lain telah keluar.',
        link_invalid: 'Tautan ini tidak valid. Periksa apakah seluruh alamat tersalin, atau minta tautan baru.',
        link_expired: 'Tautan ini sudah kedaluwarsa. Silakan minta tautan baru.',
        link_used: 'Tautan ini sudah pernah dipakai. Silakan minta tautan baru bila perlu.',
        verified: 'Email Anda telah terverifikasi. Terima kasih!',
        verification_sent: 'Kami telah mengirim tautan verifikasi ke {{email}}. Periksa kotak masuk (dan folder spam) Anda.',
        already_verified: 'Email Anda sudah terverifikasi.',
        verification_wait: 'Tautan verifikasi sudah dikirim beberapa kali. Silakan coba lagi dalam {{minutes}} menit.',
        preferences: 'Pengaturan notifikasi email.',
        preferences_saved: 'Pengaturan notifikasi email disimpan.',
        kind_not_yours: 'Notifikasi ini tidak berlaku untuk akun Anda.',
        unsubscribed: 'Anda tidak akan lagi menerima email tentang {{kind}}. Anda dapat menyalakannya kembali di Pengaturan.',
        unsubscribe_invalid: 'Tautan berhenti berlangganan ini tidak valid.',
      },
    },
  },
  en: {
    mail: {
      api: {
        forgot_sent: 'If an account has this email, we have sent it a link to reset the password. Check your inbox (and spam folder).',
        reset_valid: 'The link can be used.',
        reset_done: 'Your new password is saved. Every other device has been signed out.',
        link_invalid: 'This link is not valid. Check that the whole address was copied, or ask for a new link.',
        link_expired: 'This link has expired. Please ask for a new one.',
        link_used: 'This link has already been used. Ask for a new one if you need to.',
        verified: 'Your email is verified. Thank you!',
        verification_sent: 'We have sent a verification link to {{email}}. Check your inbox (and spam folder).',
        already_verified: 'Your email is already verified.',
        verification_wait: 'The verification link has been sent several times already. Please try again in {{minutes}} minutes.',
        preferences: 'Email notification settings.',
        preferences_saved: 'Email notification settings saved.',
        kind_not_yours: 'This notification does not apply to your account.',
        unsubscribed: 'You will no longer receive emails about {{kind}}. You can turn them back on in Settings.',
        unsubscribe_invalid: 'This unsubscribe link is not valid.',
      },
    },
  },
};

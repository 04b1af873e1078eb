import type { Messages } from '../../i18n/types';

export const accountMessages: Messages = {
  id: {
    account: {
      exported: 'Salinan seluruh data Anda.',
      deleted: 'Akun dan seluruh data pribadi Anda telah dihapus.',
      password_wrong: 'Password salah.',
      audit: 'Riwayat akses data Anda oleh LPK.',
      audit_actions: {
        profile_read: 'Melihat profil Anda',
        applicant_listed: 'Melihat nama Anda di daftar pendaftar',
        messages_read: 'Membaca percakapan Anda dengan LPK',
        messages_listed: 'Melihat pesan terakhir Anda di daftar percakapan',
        other: 'Mengakses data Anda',
      },
    },
  },
  en: {
    account: {
      exported: 'A copy of all your data.',
      deleted: 'Your account and all your personal data have been deleted.',
      password_wrong: 'Incorrect password.',
      audit: 'Who at which LPK accessed your data.',
      audit_actions: {
        profile_read: 'Viewed your profile',
        applicant_listed: 'Saw your name in the applicant list',
        messages_read: 'Read your conversation with the LPK',
        messages_listed: 'Saw your latest message in the conversation list',
        other: 'Accessed your data',
      },
    },
  },
};

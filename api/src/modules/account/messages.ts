import type { Messages } from '../../i18n/types';

export const accountMessages: Messages = {
  id: {
    account: {
      exported: 'Salinan seluruh data Anda.',
      deleted: 'Akun dan seluruh data pribadi Anda telah dihapus.',
      password_wrong: 'Password salah.',
      audit: 'Riwayat akses data Anda oleh LPK.',
      sessions: {
        list: 'Perangkat yang sedang masuk ke akun Anda.',
        device: '{{browser}} di {{os}}',
        device_os_only: 'Peramban di {{os}}',
        device_unknown: 'Perangkat tidak dikenal',
        ended: 'Sesi di perangkat tersebut telah diakhiri.',
        ended_current: 'Anda telah keluar dari perangkat ini.',
        not_found: 'Sesi tidak ditemukan.',
      },
      audit_actions: {
        profile_read: 'Melihat profil Anda',
        applicant_listed: 'Melihat nama Anda di daftar pendaftar',
        messages_read: 'Membaca percakapan Anda dengan LPK',
        messages_listed: 'Melihat percakapan Anda di daftar percakapan',
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
      sessions: {
        list: 'Devices signed in to your account.',
        device: '{{browser}} on {{os}}',
        device_os_only: 'Browser on {{os}}',
        device_unknown: 'Unknown device',
        ended: 'The session on that device has ended.',
        ended_current: 'You have been signed out on this device.',
        not_found: 'Session not found.',
      },
      audit_actions: {
        profile_read: 'Viewed your profile',
        applicant_listed: 'Saw your name in the applicant list',
        messages_read: 'Read your conversation with the LPK',
        messages_listed: 'Saw your conversation in the conversation list',
        other: 'Accessed your data',
      },
    },
  },
};

import type { Messages } from '../../i18n/types';

export const certificateMessages: Messages = {
  id: {
    certificates: {
      found: 'Sertifikat pendaftaran.',
      not_issued: 'Sertifikat belum diterbitkan. Sertifikat terbit setelah LPK menyetujui pendaftaran Anda.',
      not_found: 'Sertifikat tidak ditemukan. Periksa kembali kode verifikasi.',
      genuine: 'Sertifikat asli.',
      revoked: 'Sertifikat ini asli tetapi sudah tidak berlaku karena pendaftaran dibatalkan.',
    },
  },
  en: {
    certificates: {
      found: 'Registration certificate.',
      not_issued: 'The certificate has not been issued yet. It is issued once the LPK approves your registration.',
      not_found: 'Certificate not found. Please check the verification code.',
      genuine: 'This certificate is genuine.',
      revoked: 'This certificate is genuine but no longer valid because the registration was withdrawn.',
    },
  },
};

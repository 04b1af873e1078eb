import type { Messages } from '../../i18n/types';

/** The operator console's answers (modules/operator). */
export const operatorMessages: Messages = {
  id: {
    operator: {
      applications: 'Pengajuan LPK.',
      approved: 'Pengajuan disetujui.',
      rejected: 'Pengajuan ditolak.',
      already_decided: 'Pengajuan ini sudah diputuskan.',
      application_not_found: 'Pengajuan tidak ditemukan.',
      institute_not_found: 'LPK tidak ditemukan.',
      institutes: 'Daftar LPK.',
      suspended: 'LPK ditangguhkan. LPK ini tidak lagi tampil di pencarian dan tidak menerima pendaftaran baru.',
      reinstated: 'LPK diaktifkan kembali.',
      already_suspended: 'LPK ini sudah ditangguhkan.',
      not_suspended: 'LPK ini tidak sedang ditangguhkan.',
      audit: 'Log tindakan operator.',
      release_log: 'Log rilis.',
    },
  },
  en: {
    operator: {
      applications: 'LPK applications.',
      approved: 'Application approved.',
      rejected: 'Application rejected.',
      already_decided: 'This application has already been decided.',
      application_not_found: 'Application not found.',
      institute_not_found: 'LPK not found.',
      institutes: 'LPKs.',
      suspended: 'LPK suspended. It no longer shows in search and takes no new registrations.',
      reinstated: 'LPK reinstated.',
      already_suspended: 'This LPK is already suspended.',
      not_suspended: 'This LPK is not suspended.',
      audit: 'Operator action log.',
      release_log: 'Release log.',
    },
  },
};

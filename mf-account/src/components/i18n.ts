import { addResources } from 'mf-shared';

/** Strings of the shared components (status names, tracker, dialog), namespace `account`. */
addResources('account', {
  id: {
    status: {
      pending: 'Menunggu persetujuan LPK',
      registered: 'Terdaftar di LPK',
      learning: 'Proses belajar',
      documents_submitted: 'Dokumen diserahkan',
      approved: 'Disetujui',
      rejected: 'Ditolak',
      withdrawn: 'Dibatalkan',
    },
    tracker: {
      label: 'Tahap pendaftaran',
      done: 'selesai',
      current: 'tahap saat ini',
      upcoming: 'belum',
      ended_rejected: 'LPK menolak pendaftaran ini.',
      ended_withdrawn: 'Anda membatalkan pendaftaran ini. LPK tidak lagi dapat melihat data Anda.',
    },
    dialog: {
      cancel: 'Batal',
      close: 'Tutup',
    },
    registration_card: {
      title: 'Pendaftaran di {{lpk}}',
      unknown_lpk: 'LPK #{{id}}',
      job: 'Lowongan: {{title}}',
      since: 'Dikirim {{date}}',
    },
    load: {
      retry: 'Coba lagi',
      loading: 'Memuat…',
    },
  },
  en: {
    status: {
      pending: 'Awaiting LPK approval',
      registered: 'Registered at the LPK',
      learning: 'Learning',
      documents_submitted: 'Documents submitted',
      approved: 'Approved',
      rejected: 'Rejected',
      withdrawn: 'Withdrawn',
    },
    tracker: {
      label: 'Registration stages',
      done: 'done',
      current: 'current stage',
      upcoming: 'not yet',
      ended_rejected: 'The LPK rejected this registration.',
      ended_withdrawn: 'You withdrew this registration. The LPK can no longer see your data.',
    },
    dialog: {
      cancel: 'Cancel',
      close: 'Close',
    },
    registration_card: {
      title: 'Registration at {{lpk}}',
      unknown_lpk: 'LPK #{{id}}',
      job: 'Vacancy: {{title}}',
      since: 'Sent {{date}}',
    },
    load: {
      retry: 'Try again',
      loading: 'Loading…',
    },
  },
});

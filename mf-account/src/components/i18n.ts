import { registrationLabels } from 'contracts';
import { addResources } from 'mf-shared';

/** The status labels the API words its answers with too (contracts/src/i18n/registrations.ts; keys: `statusLabelKey`). */
addResources('account', registrationLabels);

/** Strings of the shared components (tracker, dialog), namespace `account`. */
addResources('account', {
  id: {
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
    email_check: {
      verified: 'Email terverifikasi',
      unverified: 'Email belum terverifikasi',
    },
  },
  en: {
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
    email_check: {
      verified: 'Email verified',
      unverified: 'Email not verified',
    },
  },
});

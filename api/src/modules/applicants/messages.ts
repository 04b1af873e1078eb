import type { Messages } from '../../i18n/types';

export const applicantsMessages: Messages = {
  id: {
    applicants: {
      list: 'Daftar pendaftar di LPK Anda.',
      found: 'Detail pendaftar.',
      status_changed: 'Status pendaftaran diubah menjadi "{{status}}".',
      invalid_move: 'Status tidak dapat diubah dari "{{from}}" ke "{{to}}".',
      job_not_yours: 'Lowongan ini bukan lowongan LPK Anda.',
    },
  },
  en: {
    applicants: {
      list: 'Applicants at your LPK.',
      found: 'Applicant details.',
      status_changed: 'Registration status changed to "{{status}}".',
      invalid_move: 'The status cannot be changed from "{{from}}" to "{{to}}".',
      job_not_yours: 'This vacancy is not one of your LPK’s.',
    },
  },
};

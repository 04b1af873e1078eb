import type { Messages } from '../../i18n/types';

/** The API's own registration messages; status labels and the refusals both tiers show are shared (contracts/src/i18n/registrations.ts). */
export const registrationMessages: Messages = {
  id: {
    registrations: {
      created: 'Pendaftaran ke LPK berhasil dikirim. LPK akan meninjau data Anda.',
      list: 'Daftar pendaftaran Anda.',
      found: 'Detail pendaftaran.',
      withdrawn: 'Pendaftaran dibatalkan. LPK tidak lagi dapat melihat data Anda.',
      not_found: 'Pendaftaran tidak ditemukan.',
      already_registered: 'Anda sudah memiliki pendaftaran aktif di LPK ini.',
      lpk_unknown: 'LPK tidak ditemukan.',
      lpk_suspended: 'LPK ini sedang ditangguhkan oleh operator platform dan tidak menerima pendaftaran baru.',
      job_unknown: 'Lowongan tidak ditemukan.',
      job_other_lpk: 'Lowongan ini bukan milik LPK yang dipilih.',
      cannot_withdraw: 'Pendaftaran dengan status "{{status}}" tidak dapat dibatalkan.',
    },
  },
  en: {
    registrations: {
      created: 'Your registration was sent to the LPK. The LPK will review your data.',
      list: 'Your registrations.',
      found: 'Registration details.',
      withdrawn: 'Registration withdrawn. The LPK can no longer see your data.',
      not_found: 'Registration not found.',
      already_registered: 'You already have an active registration with this LPK.',
      lpk_unknown: 'LPK not found.',
      lpk_suspended: 'This LPK is suspended by the platform operator and does not take new registrations.',
      job_unknown: 'Job vacancy not found.',
      job_other_lpk: 'This job vacancy does not belong to the chosen LPK.',
      cannot_withdraw: 'A registration with status "{{status}}" cannot be withdrawn.',
    },
  },
};

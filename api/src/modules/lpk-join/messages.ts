import type { Messages } from '../../i18n/types';

/** The messages of the LPK application (lpk-join) and the validation keys its contract uses. */
export const lpkJoinMessages: Messages = {
  id: {
    lpk_join: {
      submitted: 'Pengajuan LPK terkirim. Operator akan memeriksanya; statusnya tampil di halaman pengajuan Anda.',
      submit_failed: 'Pengajuan belum dapat dikirim. Periksa kembali isian Anda.',
      found: 'Pengajuan LPK Anda.',
      programs_required: 'Pilih minimal satu program.',
      province_unknown: 'Pilih provinsi dari daftar.',
      document_type: 'Dokumen izin harus berupa PDF, JPEG atau PNG.',
      email_taken: 'Email ini sudah terdaftar. Masuk dengan akun tersebut atau gunakan email lain.',
    },
  },
  en: {
    lpk_join: {
      submitted: 'LPK application sent. The operator will review it; its status shows on your application page.',
      submit_failed: 'The application could not be sent yet. Please check your entries.',
      found: 'Your LPK application.',
      programs_required: 'Choose at least one program.',
      province_unknown: 'Choose a province from the list.',
      document_type: 'The licence document must be a PDF, JPEG or PNG.',
      email_taken: 'This email is already registered. Sign in with that account or use another email.',
    },
  },
};

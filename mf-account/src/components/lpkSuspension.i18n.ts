import { addResources } from 'mf-shared';

/** Strings of the suspension banner (LpkSuspension.tsx), namespace `account`. */
addResources('account', {
  id: {
    lpk_suspension: {
      title: 'LPK Anda ditangguhkan oleh operator platform',
      reason: 'Alasan: {{reason}}',
      since: 'Sejak {{date}}.',
      frozen:
        'Selama penangguhan, status pendaftaran tidak dapat diubah, sertifikat tidak dapat diterbitkan, dan profil, foto, lowongan serta undangan staf tidak dapat diubah.',
      allowed: 'Anda tetap dapat membaca pendaftaran dan pesan serta membalas pesan dari pendaftar.',
      disabled: 'Tidak tersedia selama LPK Anda ditangguhkan.',
      reinstated: 'Operator telah mengaktifkan kembali LPK Anda. Semua fitur kembali tersedia.',
    },
  },
  en: {
    lpk_suspension: {
      title: 'Your LPK is suspended by the platform operator',
      reason: 'Reason: {{reason}}',
      since: 'Since {{date}}.',
      frozen:
        'While it is suspended, registrations cannot be moved, certificates cannot be issued, and the listing, photos, vacancies and staff invitations cannot be changed.',
      allowed: 'You can still read registrations and messages and answer applicants who write to you.',
      disabled: 'Not available while your LPK is suspended.',
      reinstated: 'The operator has reinstated your LPK. Everything is available again.',
    },
  },
});

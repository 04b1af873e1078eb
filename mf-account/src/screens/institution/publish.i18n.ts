import { addResources } from 'mf-shared';

// The listing's status and its publish button (PublishListing.tsx). The API's 422 words each
// missing part (labels.institution.missing.*, contracts/src/i18n/institution.ts).
addResources('account', {
  id: {
    institution: {
      publish: {
        draft_title: 'Status: draf, belum tampil untuk publik',
        draft_text:
          'Sebelum diterbitkan, LPK Anda tidak muncul di pencarian, halaman LPK, perbandingan, lowongan maupun asisten. Lengkapi dan simpan profil (deskripsi, program, biaya, lama pelatihan, kontak), lalu terbitkan.',
        button: 'Terbitkan',
        publishing: 'Menerbitkan…',
        missing: 'Belum dapat diterbitkan. Yang masih kurang:',
        public: 'Status: tampil untuk publik.',
      },
    },
  },
  en: {
    institution: {
      publish: {
        draft_title: 'Status: draft, not shown to the public',
        draft_text:
          'Until it is published, your LPK does not appear in search, on its LPK page, in comparisons, vacancies or the assistant. Complete and save the listing (descriptions, programs, fees, training length, contact), then publish it.',
        button: 'Publish',
        publishing: 'Publishing…',
        missing: 'It cannot be published yet. Still missing:',
        public: 'Status: shown to the public.',
      },
    },
  },
});

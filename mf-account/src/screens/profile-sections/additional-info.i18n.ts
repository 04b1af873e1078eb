import { addResources } from 'mf-shared';

/**
 * Strings of the additional-info editor: ns 'account', keys under `additionalInfo`. The fields'
 * names are the contracts' (labels.profile.fields.additional_info.*, shared/i18n.ts); here what the
 * editor adds: groups, hints, the questions it words for the applicant ("I wear glasses" where the
 * staff console reads "Wears glasses"), and the names of the coded values (the staff console's too).
 */
const id = {
  additionalInfo: {
    title: 'Informasi tambahan',
    intro: 'Kesehatan, kebiasaan dan dokumen, seperti yang ditanyakan pada formulir medis dan penempatan di Jepang.',
    groups: { body: 'Tubuh dan kesehatan', habits: 'Kebiasaan', about: 'Hobi dan keterampilan', licences: 'SIM (surat izin mengemudi)', passport: 'Paspor' },
    fields: {
      wears_glasses: 'Memakai kacamata / lensa kontak',
      color_blind: 'Buta warna?',
      eyesight_hint: 'Angka desimal 0,01–2,0 (contoh 1.0).',
      tattoo: 'Memiliki tato',
      has_passport: 'Saya memiliki paspor',
      passport_number_hint: 'Contoh: C1234567.',
      passport_expiry: 'Berlaku sampai',
      doses: 'Jumlah dosis',
    },
    blood_type: { A: 'A', B: 'B', AB: 'AB', O: 'O', unknown: 'Tidak tahu' },
    dominant_hand: { right: 'Kanan', left: 'Kiri', both: 'Keduanya' },
    smoking: { never: 'Tidak pernah', former: 'Dulu, sudah berhenti', current: 'Ya' },
    alcohol: { never: 'Tidak pernah', sometimes: 'Kadang-kadang', regular: 'Rutin' },
    licence: 'SIM {{class}}',
    rows: {
      legend: 'Vaksinasi',
      hint: 'Opsional, maksimal 10. Pemberi kerja perawatan biasanya menanyakan hepatitis B.',
      row: 'Vaksinasi {{n}}',
      add: 'Tambah vaksinasi',
    },
    vaccines: {
      covid19: 'COVID-19',
      hepatitis_b: 'Hepatitis B',
      measles_rubella: 'Campak dan rubela (MR)',
      tetanus: 'Tetanus',
      influenza: 'Influenza',
      bcg: 'BCG (tuberkulosis)',
      other: 'Lainnya',
    },
  },
};

const en: typeof id = {
  additionalInfo: {
    title: 'Additional information',
    intro: 'Health, habits and documents, as Japanese medical and placement forms ask for them.',
    groups: { body: 'Body and health', habits: 'Habits', about: 'Hobbies and skills', licences: 'Driving licences (SIM)', passport: 'Passport' },
    fields: {
      wears_glasses: 'I wear glasses / contact lenses',
      color_blind: 'Colour blind?',
      eyesight_hint: 'Decimal visual acuity 0.01–2.0 (e.g. 1.0).',
      tattoo: 'I have a tattoo',
      has_passport: 'I have a passport',
      passport_number_hint: 'Example: C1234567.',
      passport_expiry: 'Valid until',
      doses: 'Number of doses',
    },
    blood_type: { A: 'A', B: 'B', AB: 'AB', O: 'O', unknown: "Don't know" },
    dominant_hand: { right: 'Right', left: 'Left', both: 'Both' },
    smoking: { never: 'Never', former: 'Used to, stopped', current: 'Yes' },
    alcohol: { never: 'Never', sometimes: 'Sometimes', regular: 'Regularly' },
    licence: 'SIM {{class}}',
    rows: {
      legend: 'Vaccinations',
      hint: 'Optional, at most 10. Care employers usually ask about hepatitis B.',
      row: 'Vaccination {{n}}',
      add: 'Add a vaccination',
    },
    vaccines: {
      covid19: 'COVID-19',
      hepatitis_b: 'Hepatitis B',
      measles_rubella: 'Measles and rubella (MR)',
      tetanus: 'Tetanus',
      influenza: 'Influenza',
      bcg: 'BCG (tuberculosis)',
      other: 'Other',
    },
  },
};

addResources('account', { id, en });

import { addResources } from 'mf-shared';

/** Strings of the education editor: ns 'account', keys under `education`. */
const id = {
  education: {
    title: 'Riwayat pendidikan',
    intro: 'Cantumkan sekolah yang pernah Anda tempuh, serta pendidikan atau pelatihan keperawatan bila ada.',
    history: 'Sekolah',
    history_hint: 'Minimal 1, maksimal 10 sekolah.',
    row: 'Sekolah {{n}}',
    add: 'Tambah sekolah',
    fields: {
      level: 'Jenjang',
      school_name: 'Nama sekolah',
      major: 'Jurusan',
      city: 'Kota',
      start_year: 'Tahun masuk',
      end_year: 'Tahun selesai',
      graduated: 'Sudah lulus',
    },
    levels: { sd: 'SD', smp: 'SMP', sma: 'SMA', smk: 'SMK', d3: 'D3', s1: 'S1', s2: 'S2', other: 'Lainnya' },
    nursing: {
      legend: 'Latar belakang keperawatan',
      hint: 'Opsional. Isi jika Anda pernah sekolah atau pelatihan keperawatan / perawatan lansia.',
      nursing_education: 'Pernah menempuh pendidikan keperawatan, kebidanan atau perawatan lansia?',
      institution: 'Nama institusi',
      caregiver_training_hours: 'Jam pelatihan caregiver (kaigo)',
      training_provider: 'Penyelenggara pelatihan',
      notes: 'Catatan',
    },
  },
};

const en: typeof id = {
  education: {
    title: 'Education history',
    intro: 'List the schools you attended, and any nursing or caregiving education or training.',
    history: 'Schools',
    history_hint: 'At least 1, at most 10 schools.',
    row: 'School {{n}}',
    add: 'Add a school',
    fields: {
      level: 'Level',
      school_name: 'School name',
      major: 'Major',
      city: 'City',
      start_year: 'Start year',
      end_year: 'End year',
      graduated: 'Graduated',
    },
    levels: {
      sd: 'Primary school (SD)',
      smp: 'Junior high school (SMP)',
      sma: 'Senior high school (SMA)',
      smk: 'Vocational high school (SMK)',
      d3: 'Diploma (D3)',
      s1: "Bachelor's degree (S1)",
      s2: "Master's degree (S2)",
      other: 'Other',
    },
    nursing: {
      legend: 'Nursing background',
      hint: 'Optional. Fill in if you studied or trained in nursing or elderly care.',
      nursing_education: 'Did you attend nursing, midwifery or caregiving school?',
      institution: 'Institution',
      caregiver_training_hours: 'Hours of caregiver (kaigo) training',
      training_provider: 'Training provider',
      notes: 'Notes',
    },
  },
};

addResources('account', { id, en });

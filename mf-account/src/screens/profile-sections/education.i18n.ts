import { addResources } from 'mf-shared';

/**
 * Strings of the education editor: ns 'account', keys under `education`. The fields' names are
 * the contracts' (labels.profile.fields.education.*, shared/i18n.ts); here what the editor adds
 * (its list, hints, the questions it words for the applicant) and the names of the levels.
 */
const id = {
  education: {
    title: 'Riwayat pendidikan',
    intro: 'Cantumkan sekolah yang pernah Anda tempuh, serta pendidikan atau pelatihan keperawatan bila ada.',
    rows: { legend: 'Sekolah', hint: 'Minimal 1, maksimal 10 sekolah.', row: 'Sekolah {{n}}', add: 'Tambah sekolah' },
    graduated: 'Sudah lulus',
    levels: { sd: 'SD', smp: 'SMP', sma: 'SMA', smk: 'SMK', d3: 'D3', s1: 'S1', s2: 'S2', other: 'Lainnya' },
    nursing: {
      hint: 'Opsional. Isi jika Anda pernah sekolah atau pelatihan keperawatan / perawatan lansia.',
      nursing_education: 'Pernah menempuh pendidikan keperawatan, kebidanan atau perawatan lansia?',
      institution: 'Nama institusi',
    },
  },
};

const en: typeof id = {
  education: {
    title: 'Education history',
    intro: 'List the schools you attended, and any nursing or caregiving education or training.',
    rows: { legend: 'Schools', hint: 'At least 1, at most 10 schools.', row: 'School {{n}}', add: 'Add a school' },
    graduated: 'Graduated',
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
      hint: 'Optional. Fill in if you studied or trained in nursing or elderly care.',
      nursing_education: 'Did you attend nursing, midwifery or caregiving school?',
      institution: 'Institution',
    },
  },
};

addResources('account', { id, en });

import { addResources } from 'mf-shared';

/**
 * Strings of the resume editor (API section `essay`): ns 'account', keys under `resume`. The
 * fields' names are the contracts' (labels.profile.fields.essay.*, shared/i18n.ts); here what the
 * editor adds, and the names it words for the applicant.
 */
const id = {
  resume: {
    title: 'Riwayat kerja dan motivasi',
    intro: 'Pengalaman kerja Anda dan tulisan yang dibaca oleh LPK: motivasi, perkenalan diri dan tujuan karier.',
    rows: {
      legend: 'Riwayat kerja',
      hint: 'Opsional, maksimal 15. Kosongkan jika belum pernah bekerja.',
      row: 'Pekerjaan {{n}}',
      add: 'Tambah pekerjaan',
    },
    fields: {
      employer: 'Nama tempat kerja',
      end_date_hint: 'Kosongkan jika masih bekerja di sini.',
      caregiving: 'Pekerjaan perawatan (rumah sakit, panti lansia, perawatan di rumah)',
    },
    essays: 'Tulisan',
    motivation_hint: 'Mengapa Jepang dan mengapa pekerjaan perawatan? {{min}}–{{max}} karakter.',
    count: '{{count}} / {{max}} karakter',
  },
};

const en: typeof id = {
  resume: {
    title: 'Work history and motivation',
    intro: 'Your work experience and the texts an LPK reads: motivation, self-introduction and career goal.',
    rows: {
      legend: 'Work history',
      hint: 'Optional, at most 15. Leave empty if you have not worked yet.',
      row: 'Job {{n}}',
      add: 'Add a job',
    },
    fields: {
      employer: 'Employer',
      end_date_hint: 'Leave empty if you still work here.',
      caregiving: 'Care work (hospital, nursing home, home care)',
    },
    essays: 'Texts',
    motivation_hint: 'Why Japan, and why care work? {{min}}–{{max}} characters.',
    count: '{{count}} / {{max}} characters',
  },
};

addResources('account', { id, en });

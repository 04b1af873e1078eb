import { addResources } from 'mf-shared';

/** Strings of the resume editor (API section `essay`): ns 'account', keys under `resume`. */
const id = {
  resume: {
    title: 'Riwayat kerja dan motivasi',
    intro: 'Pengalaman kerja Anda dan tulisan yang dibaca oleh LPK: motivasi, perkenalan diri dan tujuan karier.',
    work_history: 'Riwayat kerja',
    work_history_hint: 'Opsional, maksimal 15. Kosongkan jika belum pernah bekerja.',
    row: 'Pekerjaan {{n}}',
    add: 'Tambah pekerjaan',
    fields: {
      employer: 'Nama tempat kerja',
      position: 'Jabatan',
      country: 'Negara',
      start_date: 'Tanggal mulai',
      end_date: 'Tanggal selesai',
      end_date_hint: 'Kosongkan jika masih bekerja di sini.',
      duties: 'Tugas',
      caregiving: 'Pekerjaan perawatan (rumah sakit, panti lansia, perawatan di rumah)',
    },
    essays: 'Tulisan',
    motivation: 'Motivasi',
    motivation_hint: 'Mengapa Jepang dan mengapa pekerjaan perawatan? {{min}}–{{max}} karakter.',
    self_introduction: 'Perkenalan diri',
    career_goal: 'Tujuan karier',
    count: '{{count}} / {{max}} karakter',
  },
};

const en: typeof id = {
  resume: {
    title: 'Work history and motivation',
    intro: 'Your work experience and the texts an LPK reads: motivation, self-introduction and career goal.',
    work_history: 'Work history',
    work_history_hint: 'Optional, at most 15. Leave empty if you have not worked yet.',
    row: 'Job {{n}}',
    add: 'Add a job',
    fields: {
      employer: 'Employer',
      position: 'Position',
      country: 'Country',
      start_date: 'Start date',
      end_date: 'End date',
      end_date_hint: 'Leave empty if you still work here.',
      duties: 'Duties',
      caregiving: 'Care work (hospital, nursing home, home care)',
    },
    essays: 'Texts',
    motivation: 'Motivation',
    motivation_hint: 'Why Japan, and why care work? {{min}}–{{max}} characters.',
    self_introduction: 'Self-introduction',
    career_goal: 'Career goal',
    count: '{{count}} / {{max}} characters',
  },
};

addResources('account', { id, en });

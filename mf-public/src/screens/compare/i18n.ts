import { addResources } from 'mf-shared';

/** Strings of the side-by-side LPK comparison (/side-by-side-lpk). */
const id = {
  compare: {
    title: 'Bandingkan LPK',
    lead: 'Lihat biaya, program, asrama, izin dan tingkat kelulusan beberapa LPK secara berdampingan.',
    too_few: 'Pilih minimal {{min}} dan maksimal {{max}} LPK untuk dibandingkan.',
    too_many: 'Hanya {{max}} LPK pertama yang dibandingkan.',
    choose: 'Pilih LPK di halaman pencarian',
    back: 'Kembali ke pencarian',
    caption: 'Perbandingan {{count}} LPK',
    fee_level: 'Tingkat biaya',
    sending_org: 'Lembaga pengirim',
    accreditation: 'Akreditasi',
    licence: 'Nomor izin',
    jobs: 'Jumlah lowongan',
    actions: 'Tindakan',
    register: 'Daftar',
    remove: 'Hapus',
  },
};

type Strings = typeof id;

const en: Strings = {
  compare: {
    title: 'Compare LPKs',
    lead: 'See the fees, programs, dormitory, licences and pass rates of several LPKs side by side.',
    too_few: 'Choose at least {{min}} and at most {{max}} LPKs to compare.',
    too_many: 'Only the first {{max}} LPKs are compared.',
    choose: 'Choose LPKs on the search page',
    back: 'Back to the search',
    caption: 'Comparison of {{count}} LPKs',
    fee_level: 'Fee level',
    sending_org: 'Sending organisation',
    accreditation: 'Accreditation',
    licence: 'Licence number',
    jobs: 'Vacancies',
    actions: 'Actions',
    register: 'Register',
    remove: 'Remove',
  },
};

addResources('public', { id, en });

import { addResources } from 'mf-shared';

/** Strings of the LPK detail page (/lpk/{id}). */
const id = {
  lpk: {
    title: 'Detail LPK',
    not_found_title: 'LPK tidak ditemukan',
    not_found: 'LPK ini tidak ada atau sudah tidak terdaftar. Cari LPK lain di halaman pencarian.',
    back: 'Kembali ke pencarian LPK',
    register: 'Daftar di LPK ini',
    register_note: 'Data Anda hanya dibagikan ke LPK yang Anda pilih.',
    summary: 'Ringkasan',
    reviews_one: '({{count}} ulasan)',
    reviews_other: '({{count}} ulasan)',
    founded: 'Berdiri sejak',
    alumni: 'Alumni yang bekerja di Jepang',
    facilities: 'Fasilitas',
    description: 'Tentang LPK ini',
    fees: 'Rincian biaya',
    fee_item: 'Komponen',
    amount: 'Jumlah',
    fee_total: 'Total',
    instalments: 'Biaya dapat dicicil.',
    dormitory_detail: 'Asrama untuk {{capacity}} peserta, {{fee}} per bulan.',
    licences: 'Izin dan akreditasi',
    pass_rates: 'Tingkat kelulusan ujian {{year}}',
    exam: 'Ujian',
    candidates: 'Peserta',
    contact: 'Kontak',
    phone_label: 'Telepon:',
    hours: 'Jam kantor: {{days}}, {{open}}–{{close}}',
    jobs_one: 'Lowongan lewat LPK ini ({{count}})',
    jobs_other: 'Lowongan lewat LPK ini ({{count}})',
    no_jobs: 'LPK ini belum memasang lowongan.',
  },
};

type Strings = typeof id;

const en: Strings = {
  lpk: {
    title: 'LPK details',
    not_found_title: 'LPK not found',
    not_found: 'This LPK does not exist or is no longer listed. Find another one on the search page.',
    back: 'Back to the LPK search',
    register: 'Register with this LPK',
    register_note: 'Your data is shared only with the LPKs you choose.',
    summary: 'Summary',
    reviews_one: '({{count}} review)',
    reviews_other: '({{count}} reviews)',
    founded: 'Founded',
    alumni: 'Alumni working in Japan',
    facilities: 'Facilities',
    description: 'About this LPK',
    fees: 'Fee breakdown',
    fee_item: 'Item',
    amount: 'Amount',
    fee_total: 'Total',
    instalments: 'Fees can be paid in instalments.',
    dormitory_detail: 'Dormitory for {{capacity}} trainees, {{fee}} a month.',
    licences: 'Licences and accreditation',
    pass_rates: 'Exam pass rates {{year}}',
    exam: 'Exam',
    candidates: 'Candidates',
    contact: 'Contact',
    phone_label: 'Phone:',
    hours: 'Office hours: {{days}}, {{open}}–{{close}}',
    jobs_one: 'Vacancies through this LPK ({{count}})',
    jobs_other: 'Vacancies through this LPK ({{count}})',
    no_jobs: 'This LPK has no vacancies yet.',
  },
};

addResources('public', { id, en });

import { catalogueLabels } from 'contracts';
import { addResources } from 'mf-shared';

/**
 * Strings shared by the catalogue screens (namespace `public`, keys under `catalogue.`), and the
 * labels of programs, pathways and fee levels the API shows too (`labels.catalogue.`,
 * contracts/src/i18n/catalogue.ts).
 */
const id = {
  catalogue: {
    loading: 'Memuat…',
    load_error: 'Data tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.',
    retry: 'Coba lagi',
    pagination: {
      label: 'Halaman hasil',
      first: 'Pertama',
      previous: 'Sebelumnya',
      next: 'Berikutnya',
      last: 'Terakhir',
      status: 'Halaman {{page}} dari {{last}}',
    },
    job: {
      salary: 'Gaji per bulan',
      salary_idr: '≈ {{idr}} (kotor)',
      prefecture: 'Prefektur',
      pathway: 'Jalur',
      jlpt: 'Bahasa Jepang',
      jlpt_none: 'Tidak disyaratkan',
      deadline: 'Batas lamaran',
      closed: 'Ditutup',
      lpk: 'LPK',
      openings: '{{count}} posisi',
      view: 'Lihat lowongan',
      view_label: 'Lihat lowongan: {{title}}',
    },
    trust: {
      verified: 'Izin diverifikasi {{date}}',
      verified_hint: 'Operator platform memeriksa nomor izin LPK ini di daftar resmi Kemnaker.',
      unverified: 'Izin belum diverifikasi',
      self_declared: 'Dinyatakan sendiri oleh LPK',
    },
    institute: {
      location: 'Lokasi',
      programs: 'Program',
      fee: 'Biaya pendaftaran',
      dormitory: 'Asrama',
      dormitory_yes: 'Ada asrama',
      dormitory_no: 'Tanpa asrama',
      training: 'Lama pelatihan',
      training_months: '{{count}} bulan',
      pass_rate: 'Tingkat kelulusan',
      rating: 'Penilaian',
      rating_value: '{{rating}} dari 5',
      not_available: 'Tidak tersedia',
      view: 'Lihat detail',
    },
    jobs_list: {
      count_one: '{{count}} lowongan',
      count_other: '{{count}} lowongan',
      empty: 'Belum ada lowongan yang cocok.',
    },
    source: {
      label: 'Sumber: {{source}} ({{date}})',
      label_foreign: 'Sumber: {{source}} (dalam bahasa {{language}}; {{date}})',
      title_foreign: '{{title}} (dalam bahasa {{language}})',
      language: { id: 'Indonesia', en: 'Inggris', ja: 'Jepang' },
      rate: 'Perkiraan dalam rupiah memakai kurs 1 JPY = Rp{{rate}} per {{date}}.',
    },
  },
};

type Strings = typeof id;

const en: Strings = {
  catalogue: {
    loading: 'Loading…',
    load_error: 'The data could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    pagination: {
      label: 'Result pages',
      first: 'First',
      previous: 'Previous',
      next: 'Next',
      last: 'Last',
      status: 'Page {{page}} of {{last}}',
    },
    job: {
      salary: 'Monthly salary',
      salary_idr: '≈ {{idr}} (gross)',
      prefecture: 'Prefecture',
      pathway: 'Pathway',
      jlpt: 'Japanese level',
      jlpt_none: 'Not required',
      deadline: 'Apply by',
      closed: 'Closed',
      lpk: 'LPK',
      openings: '{{count}} openings',
      view: 'View vacancy',
      view_label: 'View vacancy: {{title}}',
    },
    trust: {
      verified: 'Licence verified {{date}}',
      verified_hint: "The platform operator checked this LPK's licence number against Kemnaker's official list.",
      unverified: 'Licence not verified yet',
      self_declared: 'Self-declared by the LPK',
    },
    institute: {
      location: 'Location',
      programs: 'Programs',
      fee: 'Registration fee',
      dormitory: 'Dormitory',
      dormitory_yes: 'Dormitory available',
      dormitory_no: 'No dormitory',
      training: 'Training length',
      training_months: '{{count}} months',
      pass_rate: 'Pass rate',
      rating: 'Rating',
      rating_value: '{{rating}} out of 5',
      not_available: 'Not available',
      view: 'View details',
    },
    jobs_list: {
      count_one: '{{count}} vacancy',
      count_other: '{{count}} vacancies',
      empty: 'No matching vacancies yet.',
    },
    source: {
      label: 'Source: {{source}} ({{date}})',
      label_foreign: 'Source: {{source}} (in {{language}}; {{date}})',
      title_foreign: '{{title}} (in {{language}})',
      language: { id: 'Indonesian', en: 'English', ja: 'Japanese' },
      rate: 'Rupiah estimates use 1 JPY = Rp{{rate}} as of {{date}}.',
    },
  },
};

addResources('public', { id, en });
addResources('public', catalogueLabels);

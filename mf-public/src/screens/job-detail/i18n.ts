import { addResources } from 'mf-shared';

/** Strings of the job detail page (/job-detail/{id}/{lpk_id}). */
const id = {
  job_detail: {
    not_found_title: 'Lowongan tidak ditemukan',
    not_found: 'Lowongan ini tidak ada atau sudah dihapus.',
    back: 'Kembali ke daftar lowongan',
    summary: 'Ringkasan',
    description: 'Deskripsi pekerjaan',
    requirements: 'Persyaratan',
    benefits: 'Fasilitas',
    hours: 'Jam kerja',
    hours_value: '{{hours}} jam per minggu',
    night_shifts: 'termasuk shift malam',
    no_night_shifts: 'tanpa shift malam',
    facility: 'Jenis fasilitas',
    openings: 'Jumlah posisi',
    salary_title: 'Perkiraan gaji',
    institute_title: 'Disalurkan oleh',
    view_lpk: 'Lihat profil LPK',
    register: 'Daftar lewat LPK ini',
    closed: 'Lowongan ini sudah ditutup.',
    gross: 'Gaji kotor',
    take_home: 'Perkiraan gaji bersih',
  },
};

type Strings = typeof id;

const en: Strings = {
  job_detail: {
    not_found_title: 'Vacancy not found',
    not_found: 'This vacancy does not exist or has been removed.',
    back: 'Back to the job list',
    summary: 'Summary',
    description: 'Job description',
    requirements: 'Requirements',
    benefits: 'Benefits',
    hours: 'Working hours',
    hours_value: '{{hours}} hours a week',
    night_shifts: 'including night shifts',
    no_night_shifts: 'no night shifts',
    facility: 'Facility type',
    openings: 'Openings',
    salary_title: 'Estimated pay',
    institute_title: 'Offered through',
    view_lpk: 'View the LPK profile',
    register: 'Register with this LPK',
    closed: 'This vacancy is closed.',
    gross: 'Gross pay',
    take_home: 'Estimated take-home pay',
  },
};

addResources('public', { id, en });

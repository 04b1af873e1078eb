import { addResources } from 'mf-shared';
import type { FaqKey } from 'contracts';

/**
 * The pages an FAQ answer names, linked under it (the answers themselves are shared, as plain
 * text, with the assistant). Keys of `about_links` name the link texts.
 */
export const FAQ_LINKS: Partial<Record<FaqKey, { to: string; label: string }[]>> = {
  cost: [{ to: '/search', label: 'search' }],
  salary: [{ to: '#salary-simulation', label: 'simulation' }],
  experience: [
    { to: '#pathways', label: 'pathways' },
    { to: '/inexperienced', label: 'inexperienced' },
  ],
  training: [{ to: '/search', label: 'search' }],
  fees: [{ to: '/search', label: 'search' }],
  family: [{ to: '#pathways', label: 'pathways' }],
  stay: [{ to: '#pathways', label: 'pathways' }],
  switch: [{ to: '#pathways', label: 'pathways' }],
  exams: [{ to: '#pathways', label: 'pathways' }],
  choose_lpk: [{ to: '/search', label: 'search' }],
  documents: [{ to: '/admin/edit-profile', label: 'profile' }],
  apply: [
    { to: '/register', label: 'register' },
    { to: '/search', label: 'search' },
  ],
  withdraw: [{ to: '/admin/registration', label: 'registrations' }],
  certificate: [{ to: '/registration-certificate', label: 'certificate' }],
};

const id = {
  about_links: {
    see: 'Lihat juga:',
    search: 'Cari LPK',
    simulation: 'Simulasi gaji',
    pathways: 'Perbandingan jalur kerja',
    inexperienced: 'Jalur persiapan bagi pemula',
    profile: 'Lengkapi profil',
    register: 'Buat akun',
    registrations: 'Pendaftaran saya',
    certificate: 'Cek sertifikat',
  },
};
const en: typeof id = {
  about_links: {
    see: 'See also:',
    search: 'Search LPKs',
    simulation: 'Salary simulation',
    pathways: 'Comparison of the pathways',
    inexperienced: 'The path for beginners',
    profile: 'Complete your profile',
    register: 'Create an account',
    registrations: 'My registrations',
    certificate: 'Check a certificate',
  },
};
addResources('public', { id, en });

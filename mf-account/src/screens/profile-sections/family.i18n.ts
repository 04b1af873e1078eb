import { addResources } from 'mf-shared';

/** Strings of the family editor: ns 'account', keys under `family`. */
const id = {
  family: {
    title: 'Data keluarga',
    intro: 'Susunan keluarga dan kontak darurat, seperti yang diminta pemberi kerja di Jepang.',
    members: 'Anggota keluarga',
    members_hint: 'Minimal 1, maksimal 20 orang. Ayah, ibu dan pasangan masing-masing satu kali.',
    row: 'Anggota keluarga {{n}}',
    add: 'Tambah anggota keluarga',
    fields: {
      relation: 'Hubungan',
      full_name: 'Nama lengkap',
      birth_year: 'Tahun lahir',
      occupation: 'Pekerjaan',
      phone: 'Nomor telepon',
      alive: 'Masih hidup?',
      lives_with_me: 'Tinggal bersama saya?',
      address: 'Alamat',
      dependents_count: 'Jumlah tanggungan',
      dependents_hint: 'Orang yang bergantung pada penghasilan Anda (0–20).',
    },
    contact: 'Kontak darurat',
    others: 'Tanggungan',
    relations: {
      father: 'Ayah',
      mother: 'Ibu',
      spouse: 'Suami / istri',
      child: 'Anak',
      sibling: 'Saudara kandung',
      relative: 'Kerabat',
      friend: 'Teman',
      other: 'Lainnya',
    },
  },
};

const en: typeof id = {
  family: {
    title: 'Family',
    intro: 'Your family and an emergency contact, as Japanese employers ask for them.',
    members: 'Family members',
    members_hint: 'At least 1, at most 20 people. Father, mother and spouse once each.',
    row: 'Family member {{n}}',
    add: 'Add a family member',
    fields: {
      relation: 'Relation',
      full_name: 'Full name',
      birth_year: 'Year of birth',
      occupation: 'Occupation',
      phone: 'Phone number',
      alive: 'Alive?',
      lives_with_me: 'Lives with me?',
      address: 'Address',
      dependents_count: 'Number of dependents',
      dependents_hint: 'People who depend on your income (0–20).',
    },
    contact: 'Emergency contact',
    others: 'Dependents',
    relations: {
      father: 'Father',
      mother: 'Mother',
      spouse: 'Husband / wife',
      child: 'Child',
      sibling: 'Brother / sister',
      relative: 'Relative',
      friend: 'Friend',
      other: 'Other',
    },
  },
};

addResources('account', { id, en });

import { addResources } from 'mf-shared';

/**
 * Strings of the family editor: ns 'account', keys under `family`. The fields' names are the
 * contracts' (labels.profile.fields.family.*, shared/i18n.ts); here what the editor adds and the
 * names of the relations (the staff console's too).
 */
const id = {
  family: {
    title: 'Data keluarga',
    intro: 'Susunan keluarga dan kontak darurat, seperti yang diminta pemberi kerja di Jepang.',
    rows: {
      legend: 'Anggota keluarga',
      hint: 'Minimal 1, maksimal 20 orang. Ayah, ibu dan pasangan masing-masing satu kali.',
      row: 'Anggota keluarga {{n}}',
      add: 'Tambah anggota keluarga',
    },
    fields: {
      alive: 'Masih hidup?',
      lives_with_me: 'Tinggal bersama saya?',
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
    rows: {
      legend: 'Family members',
      hint: 'At least 1, at most 20 people. Father, mother and spouse once each.',
      row: 'Family member {{n}}',
      add: 'Add a family member',
    },
    fields: {
      alive: 'Alive?',
      lives_with_me: 'Lives with me?',
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

import { personLabels, profileLabels } from 'contracts';
import { addResources } from 'mf-shared';

/**
 * Strings every profile-section screen shares (ns 'account', keys under `profileSections`): the
 * page frame. The profile's refusals are the ones the API answers with (contracts/src/i18n:
 * labels.person.*, labels.profile.*); the fields' own words and the validation vocabulary come
 * with the fields (components/form/i18n.ts).
 */
const id = {
  profileSections: {
    back: 'Kembali ke dasbor',
    loading: 'Memuat data…',
    load_failed: 'Data tidak dapat dimuat.',
    retry: 'Coba lagi',
    save: 'Simpan',
    saving: 'Menyimpan…',
    saved: 'Data tersimpan. Kelengkapan bagian ini: {{percent}}%.',
    completeness: 'Kelengkapan bagian ini',
    completeness_value: '{{percent}}% lengkap',
    fix_errors: 'Periksa kembali kolom yang ditandai.',
    unsaved: 'Ada perubahan yang belum disimpan.',
    add_row: 'Tambah',
  },
};

type Strings = typeof id;

const en: Strings = {
  profileSections: {
    back: 'Back to dashboard',
    loading: 'Loading data…',
    load_failed: 'The data could not be loaded.',
    retry: 'Try again',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved. This section is {{percent}}% complete.',
    completeness: 'Completeness of this section',
    completeness_value: '{{percent}}% complete',
    fix_errors: 'Please check the highlighted fields.',
    unsaved: 'You have unsaved changes.',
    add_row: 'Add',
  },
};

addResources('account', { id, en });
for (const text of [personLabels, profileLabels]) addResources('account', text);

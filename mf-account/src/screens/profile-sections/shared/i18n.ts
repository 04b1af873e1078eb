import { personLabels, profileLabels, validationMessages } from 'contracts';
import { addResources } from 'mf-shared';

/**
 * Strings every profile-section screen shares (ns 'account', keys under `profileSections`): the
 * page frame and list controls. The validation messages and the profile's labels are the ones the
 * API answers with (contracts/src/i18n: validation.*, labels.person.*, labels.profile.*).
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
    choose: '— Pilih —',
    yes: 'Ya',
    no: 'Tidak',
    unknown: 'Tidak diisi',
    optional: '(opsional)',
    add_row: 'Tambah',
    remove_row: 'Hapus {{item}}',
    no_rows: 'Belum ada data.',
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
    choose: '— Choose —',
    yes: 'Yes',
    no: 'No',
    unknown: 'Not given',
    optional: '(optional)',
    add_row: 'Add',
    remove_row: 'Remove {{item}}',
    no_rows: 'Nothing added yet.',
  },
};

addResources('account', { id, en });
for (const text of [validationMessages, personLabels, profileLabels]) addResources('account', text);

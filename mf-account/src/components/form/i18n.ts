import { validationMessages } from 'contracts';
import { addResources } from 'mf-shared';

/**
 * Strings of the form fields (fields.tsx), namespace `account`, keys under `form`. A field words
 * its form's own messages with the contracts' validation vocabulary (validation.*, the words of
 * the API's 422 answers); a screen adds the text of its own rules (labels.<area>.*).
 */
addResources('account', validationMessages);

const id = {
  form: {
    choose: '— Pilih —',
    yes: 'Ya',
    no: 'Tidak',
    unknown: 'Tidak diisi',
    optional: '(opsional)',
    remove_row: 'Hapus {{item}}',
    no_rows: 'Belum ada data.',
  },
};

type Strings = typeof id;

const en: Strings = {
  form: {
    choose: '— Choose —',
    yes: 'Yes',
    no: 'No',
    unknown: 'Not given',
    optional: '(optional)',
    remove_row: 'Remove {{item}}',
    no_rows: 'Nothing added yet.',
  },
};

addResources('account', { id, en });

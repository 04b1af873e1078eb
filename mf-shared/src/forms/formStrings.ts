import { validationMessages } from 'contracts';
import { addResources } from 'mf-shared';

/** The namespace of the form fields' own strings. */
export const FORMS_NS = 'forms';

/**
 * Strings of the form fields (ui/FormFields.tsx), namespace `forms`, keys under `form`. A field
 * words its form's own messages with the contracts' validation vocabulary (validation.*, the words
 * of the API's 422 answers), also in this namespace; a remote adds the text of its own rules
 * (labels.<area>.*) to its own namespace, the form's (FormScope's `ns`).
 */
addResources(FORMS_NS, validationMessages);

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

addResources(FORMS_NS, { id, en });

import { addResources } from 'mf-shared';
import { FORMS_NS } from '../forms/formStrings';

/**
 * Strings of the bound fields of FormFields.tsx that have words of their own beyond formStrings'
 * (namespace `forms`): the password field's show/hide button. On screen the button says "Show" or
 * "Hide"; a screen reader hears "Show password".
 */
const id = {
  password_field: {
    show: 'Tampilkan',
    hide: 'Sembunyikan',
    what: 'password',
  },
};

type Strings = typeof id;

const en: Strings = {
  password_field: {
    show: 'Show',
    hide: 'Hide',
    what: 'password',
  },
};

addResources(FORMS_NS, { id, en });

import type { FormMessages } from 'mf-shared';

/** The words of the fields registration and a new Google user's form share: name, phone, agreement (namespace `public`, register/i18n.ts). */
export const PERSON_MESSAGES: FormMessages = {
  full_name: {
    required: 'register.errors.full_name_required',
    too_short: 'register.errors.full_name_short',
    too_long: 'register.errors.full_name_long',
    default: 'register.errors.full_name_format',
  },
  phone: { required: 'register.errors.phone_required', default: 'register.errors.phone_invalid' },
  agree: { default: 'register.errors.agree_required' },
};

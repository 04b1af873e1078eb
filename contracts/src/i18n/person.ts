/** The refusals of the person fields (labels.person.*, contracts/src/http/person.ts), shown by the API and the forms. */
export const personLabels = {
  id: {
    labels: {
      person: {
        phone_invalid: 'Nomor telepon Indonesia tidak valid.',
        full_name_format: 'Nama hanya boleh berisi huruf, spasi, titik, apostrof dan tanda hubung.',
      },
    },
  },
  en: {
    labels: {
      person: {
        phone_invalid: 'Invalid Indonesian phone number.',
        full_name_format: 'Names may contain only letters, spaces, dots, apostrophes and hyphens.',
      },
    },
  },
};

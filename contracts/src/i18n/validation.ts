/**
 * The field-validation vocabulary (validation.*) both tiers show: the API words its 422 answers
 * with it, and forms validated with the contracts schemas word the same issues the same way
 * (`issueMessage` of contracts/src/rules/issues.ts gives the key and its parameters).
 */
export const validationMessages = {
  id: {
    validation: {
      required: 'Wajib diisi.',
      string: 'Harus berupa teks.',
      number: 'Harus berupa angka.',
      integer: 'Harus berupa bilangan bulat.',
      boolean: 'Harus berupa ya/tidak.',
      array: 'Harus berupa daftar.',
      object: 'Format tidak valid.',
      date: 'Harus berupa tanggal yang valid (YYYY-MM-DD).',
      choice: 'Pilihan tidak valid.',
      format: 'Format tidak valid.',
      email: 'Alamat email tidak valid.',
      url: 'Alamat URL tidak valid.',
      min_chars: 'Minimal {{min}} karakter.',
      max_chars: 'Maksimal {{max}} karakter.',
      min_value: 'Minimal {{min}}.',
      max_value: 'Maksimal {{max}}.',
      min_items: 'Minimal {{min}} item.',
      max_items: 'Maksimal {{max}} item.',
      unknown_field: 'Kolom tidak dikenal.',
      accepted: 'Harus disetujui.',
      invalid: 'Nilai tidak valid.',
      text_invalid: 'Teks berisi karakter yang tidak diperbolehkan.',
    },
  },
  en: {
    validation: {
      required: 'This field is required.',
      string: 'Must be text.',
      number: 'Must be a number.',
      integer: 'Must be a whole number.',
      boolean: 'Must be yes or no.',
      array: 'Must be a list.',
      object: 'Invalid format.',
      date: 'Must be a valid date (YYYY-MM-DD).',
      choice: 'Invalid choice.',
      format: 'Invalid format.',
      email: 'Invalid email address.',
      url: 'Invalid URL.',
      min_chars: 'At least {{min}} characters.',
      max_chars: 'At most {{max}} characters.',
      min_value: 'At least {{min}}.',
      max_value: 'At most {{max}}.',
      min_items: 'At least {{min}} items.',
      max_items: 'At most {{max}} items.',
      unknown_field: 'Unknown field.',
      accepted: 'Must be accepted.',
      invalid: 'Invalid value.',
      text_invalid: 'The text contains characters that are not allowed.',
    },
  },
};

/** Common strings, Indonesian (the default language). Keys mirror common.en.ts exactly. */
export const commonId = {
  errors: {
    login_failed: 'Login gagal. Silakan coba lagi.',
    registration_failed: 'Pendaftaran gagal. Silakan coba lagi.',
    password_mismatch: 'Password tidak cocok. Silakan periksa kembali.',
    invalid_callback_url: 'URL callback tidak valid.',
    generic: 'Terjadi kesalahan. Silakan coba lagi.',
    session_expired: 'Sesi berakhir. Silakan login kembali.',
    not_authorized: 'Anda tidak memiliki akses.',
    token_expired: 'Token kedaluwarsa. Silakan login kembali.',
    network: 'Kesalahan jaringan. Silakan periksa koneksi internet Anda.',
    server: 'Terjadi kesalahan server. Silakan coba lagi nanti.',
    /** docs/product.md section 8: body without a message under the success rule. */
    fallback: 'Error',
    /** docs/product.md section 8: transport or HTTP failure without a server message. */
    request_failed: 'Permintaan gagal',
  },
  success: {
    login: 'Login berhasil. Selamat datang!',
    registration: 'Pendaftaran berhasil. Selamat datang!',
  },
  toast: {
    dismiss: 'Tutup',
  },
  language: {
    id: 'Bahasa Indonesia',
    en: 'English',
  },
  /** The pager of a list of alumni reviews (ui/ReviewPages.tsx: the LPK's public page, the LPK's and the operator's lists). */
  review_pages: {
    label: 'Halaman ulasan',
    first: 'Pertama',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    last: 'Terakhir',
    status: 'Halaman {{page}} dari {{last}}',
  },
};

/** The shape every language must have: same keys, string leaves. */
export type CommonStrings = {
  [Group in keyof typeof commonId]: { [Key in keyof (typeof commonId)[Group]]: string };
};

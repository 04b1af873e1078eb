/** Strings of the shell (header, footer, chat button, fallback panel), Indonesian (default). */
export const shellId = {
  fallback: {
    title: 'Bagian halaman ini tidak dapat dimuat',
    body: 'Periksa koneksi internet Anda lalu coba lagi. Menu dan akun Anda tetap berfungsi.',
    retry: 'Coba lagi',
  },
};

export type ShellStrings = typeof shellId;

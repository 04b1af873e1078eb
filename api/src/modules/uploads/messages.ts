import type { Messages } from '../../i18n/types';

export const uploadsMessages: Messages = {
  id: {
    uploads: {
      too_large: 'Ukuran berkas maksimal {{max}} MB.',
      empty: 'Berkas kosong.',
      one_file: 'Kirim satu berkas saja.',
      unreadable: 'Unggahan tidak dapat dibaca. Silakan pilih berkas lagi.',
      image_type: 'Berkas harus berupa gambar JPEG, PNG atau WebP.',
      image_corrupt: 'Gambar rusak atau tidak dapat dibaca.',
      image_too_small: 'Gambar minimal {{min}}×{{min}} piksel.',
      image_too_many_pixels: 'Resolusi gambar terlalu besar (maksimal {{max}} megapiksel).',
      busy: 'Server sedang memproses banyak gambar. Silakan coba lagi dalam beberapa detik.',
      storage_unavailable: 'Penyimpanan berkas sedang tidak dapat dijangkau. Tidak ada yang disimpan; silakan coba lagi sebentar lagi.',
    },
  },
  en: {
    uploads: {
      too_large: 'The file may be at most {{max}} MB.',
      empty: 'The file is empty.',
      one_file: 'Send a single file.',
      unreadable: 'The upload could not be read. Please choose the file again.',
      image_type: 'The file must be a JPEG, PNG or WebP image.',
      image_corrupt: 'The image is damaged or cannot be read.',
      image_too_small: 'The image must be at least {{min}}×{{min}} pixels.',
      image_too_many_pixels: 'The image resolution is too high (at most {{max}} megapixels).',
      busy: 'The server is processing many images. Please try again in a few seconds.',
      storage_unavailable: 'File storage cannot be reached right now. Nothing was saved; please try again shortly.',
    },
  },
};

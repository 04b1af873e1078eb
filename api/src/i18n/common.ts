import type { Messages } from './types';

/** Messages every module uses: generic HTTP errors (the field-validation vocabulary is in contracts/src/i18n/validation.ts). */
export const common: Messages = {
  id: {
    errors: {
      validation: 'Data yang dikirim tidak valid.',
      unauthenticated: 'Sesi tidak valid. Silakan login kembali.',
      forbidden: 'Anda tidak memiliki izin untuk tindakan ini.',
      lpk_admin_only: 'Hanya admin LPK yang dapat melakukan ini.',
      lpk_suspended:
        'LPK Anda sedang ditangguhkan oleh operator platform. Selama penangguhan Anda hanya dapat membaca pendaftaran dan pesan serta membalas pesan.',
      lpk_suspended_reason:
        'LPK Anda sedang ditangguhkan oleh operator platform (alasan: {{reason}}). Selama penangguhan Anda hanya dapat membaca pendaftaran dan pesan serta membalas pesan.',
      not_found: 'Data tidak ditemukan.',
      route_not_found: 'Alamat tidak ditemukan.',
      method_not_allowed: 'Metode tidak diizinkan.',
      too_many_requests: 'Terlalu banyak percobaan. Silakan coba lagi dalam {{seconds}} detik.',
      server: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.',
      unavailable: 'Layanan sedang tidak tersedia sementara. Silakan coba lagi dalam beberapa detik.',
      malformed_body: 'Isi permintaan tidak dapat dibaca.',
      unsupported_media_type: 'Jenis konten tidak didukung.',
      payload_too_large: 'Ukuran data terlalu besar.',
    },
  },
  en: {
    errors: {
      validation: 'The given data was invalid.',
      unauthenticated: 'Unauthenticated.',
      forbidden: 'You are not authorized to perform this action.',
      lpk_admin_only: 'Only the LPK admin can do this.',
      lpk_suspended: 'Your LPK is suspended by the platform operator. While it is suspended you can only read registrations and messages and answer messages.',
      lpk_suspended_reason:
        'Your LPK is suspended by the platform operator (reason: {{reason}}). While it is suspended you can only read registrations and messages and answer messages.',
      not_found: 'Not found.',
      route_not_found: 'Route not found.',
      method_not_allowed: 'Method not allowed.',
      too_many_requests: 'Too many attempts. Please try again in {{seconds}} seconds.',
      server: 'Server error. Please try again later.',
      unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
      malformed_body: 'The request body could not be read.',
      unsupported_media_type: 'Unsupported content type.',
      payload_too_large: 'The request is too large.',
    },
  },
};

import type { Messages } from '../i18n/types';

/** Messages of POST /broadcasting/auth. */
export const realtimeMessages: Messages = {
  id: {
    realtime: {
      socket_id_format: 'socket_id tidak valid.',
      channel_name_format: 'Nama kanal tidak valid.',
      channel_forbidden: 'Anda tidak memiliki izin untuk bergabung dengan kanal ini.',
      unavailable: 'Layanan waktu nyata sedang tidak tersedia. Coba lagi sebentar lagi.',
    },
  },
  en: {
    realtime: {
      socket_id_format: 'The socket_id is invalid.',
      channel_name_format: 'The channel name is invalid.',
      channel_forbidden: 'You are not allowed to join this channel.',
      unavailable: 'The real-time service is unavailable right now. Try again shortly.',
    },
  },
};

import type { Messages } from '../../i18n/types';

export const messagesMessages: Messages = {
  id: {
    messages: {
      threads: 'Daftar percakapan.',
      thread: 'Percakapan.',
      sent: 'Pesan terkirim.',
      registration_closed: 'Pendaftaran ini sudah ditutup; pesan tidak dapat dikirim lagi.',
      thread_not_found: 'Percakapan tidak ditemukan.',
    },
  },
  en: {
    messages: {
      threads: 'Conversations.',
      thread: 'Conversation.',
      sent: 'Message sent.',
      registration_closed: 'This registration is closed; messages can no longer be sent.',
      thread_not_found: 'Conversation not found.',
    },
  },
};

import type { Messages } from '../../i18n/types';

export const messagesMessages: Messages = {
  id: {
    messages: {
      threads: 'Daftar percakapan.',
      thread: 'Percakapan.',
      sent: 'Pesan terkirim.',
      registration_closed: 'Pendaftaran ini sudah ditutup; pesan tidak dapat dikirim lagi.',
      thread_not_found: 'Percakapan tidak ditemukan.',
      lpk_suspended_new_thread:
        'LPK Anda sedang ditangguhkan oleh operator platform: Anda hanya dapat membalas pesan dari pendaftar, bukan memulai percakapan baru.',
    },
  },
  en: {
    messages: {
      threads: 'Conversations.',
      thread: 'Conversation.',
      sent: 'Message sent.',
      registration_closed: 'This registration is closed; messages can no longer be sent.',
      thread_not_found: 'Conversation not found.',
      lpk_suspended_new_thread: 'Your LPK is suspended by the platform operator: you can only answer an applicant who wrote to you, not start a conversation.',
    },
  },
};

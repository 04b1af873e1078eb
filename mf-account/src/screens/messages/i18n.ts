import { messageLabels, validationMessages } from 'contracts';
import { addResources } from 'mf-shared';

/** What the API words its answers with too: the composer's refusals (labels.messages.*, validation.*). */
addResources('account', messageLabels);
addResources('account', validationMessages);

addResources('account', {
  id: {
    messages: {
      title: 'Pesan',
      intro: 'Percakapan dengan LPK tempat Anda mendaftar.',
      intro_staff: 'Percakapan dengan pendaftar di LPK Anda.',
      threads: 'Percakapan',
      empty: 'Belum ada percakapan. Percakapan dimulai setelah Anda mendaftar ke LPK.',
      unread: '{{count}} belum dibaca',
      no_messages: 'Belum ada pesan. Tulis pesan pertama.',
      choose: 'Pilih percakapan.',
      log: 'Pesan dengan {{name}}',
      you: 'Anda',
      body: 'Pesan',
      send: 'Kirim',
      sending: 'Mengirim…',
      new_message: 'Pesan baru dari {{name}}.',
      deleted_sender: 'Akun terhapus',
    },
  },
  en: {
    messages: {
      title: 'Messages',
      intro: 'Conversations with the LPKs you registered with.',
      intro_staff: 'Conversations with the applicants at your LPK.',
      threads: 'Conversations',
      empty: 'No conversations yet. A conversation starts once you register with an LPK.',
      unread: '{{count}} unread',
      no_messages: 'No messages yet. Write the first one.',
      choose: 'Choose a conversation.',
      log: 'Messages with {{name}}',
      you: 'You',
      body: 'Message',
      send: 'Send',
      sending: 'Sending…',
      new_message: 'New message from {{name}}.',
      deleted_sender: 'Deleted account',
    },
  },
});

import { addResources } from 'mf-shared';

/** Strings of /unsubscribe (namespace `public`, key `unsubscribe`). */
const id = {
  unsubscribe: {
    title: 'Berhenti berlangganan email',
    intro: 'Berhenti menerima email notifikasi jenis ini. Email tentang akun Anda sendiri, seperti tautan atur ulang password, tetap dikirim.',
    confirm: 'Berhenti berlangganan',
    working: 'Memproses…',
    settings: 'Atur semua notifikasi email',
    missing: 'Tautan ini tidak lengkap. Buka tautan dari email kami.',
  },
};

const en: typeof id = {
  unsubscribe: {
    title: 'Unsubscribe from emails',
    intro: 'Stop receiving this kind of notification email. Emails about your own account, such as password reset links, are still sent.',
    confirm: 'Unsubscribe',
    working: 'Working…',
    settings: 'Manage all email notifications',
    missing: 'This link is incomplete. Open the link from our email.',
  },
};

addResources('public', { id, en });

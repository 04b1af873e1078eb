import { addResources } from 'mf-shared';

/** Strings of /verify-email (namespace `public`, key `verifyEmail`). */
const id = {
  verifyEmail: {
    title: 'Verifikasi email',
    intro: 'Tautan dari email kami memastikan alamat email akun Anda benar, agar LPK yang Anda pilih dapat menghubungi Anda.',
    checking: 'Memverifikasi email Anda…',
    verified_as: 'Alamat terverifikasi: {{email}}',
    dashboard: 'Ke dasbor',
    login: 'Masuk',
    missing: 'Tautan ini tidak lengkap. Buka tautan dari email kami.',
    send_again: 'Kirim tautan baru',
    sending: 'Mengirim…',
    login_for_new: 'Masuk untuk meminta tautan baru',
    retry: 'Coba lagi',
  },
};

const en: typeof id = {
  verifyEmail: {
    title: 'Verify your email',
    intro: 'The link from our email confirms the address of your account, so that the LPKs you choose can reach you.',
    checking: 'Verifying your email…',
    verified_as: 'Verified address: {{email}}',
    dashboard: 'Go to the dashboard',
    login: 'Log in',
    missing: 'This link is incomplete. Open the link from our email.',
    send_again: 'Send a new link',
    sending: 'Sending…',
    login_for_new: 'Log in to ask for a new link',
    retry: 'Try again',
  },
};

addResources('public', { id, en });

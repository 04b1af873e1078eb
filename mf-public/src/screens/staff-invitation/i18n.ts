import { addResources } from 'mf-shared';

/** Strings of /staff-invitation (namespace `public`, key `staff_invitation`). */
const id = {
  staff_invitation: {
    title: 'Undangan staf LPK',
    checking: 'Memeriksa undangan…',
    intro: '{{lpk}} mengundang {{email}} menjadi staf. Sebagai staf, Anda dapat melihat pendaftar LPK dan membalas pesan mereka.',
    missing: 'Tautan ini tidak lengkap. Buka tautan dari email undangan.',
    unusable_help: 'Minta admin LPK untuk mengirim undangan baru.',
    retry: 'Coba lagi',
    failed: 'Undangan belum dapat diproses. Silakan coba lagi.',
    full_name: 'Nama lengkap',
    password: 'Password',
    password_confirmation: 'Ulangi password',
    accept: 'Terima undangan dan buat akun',
    join: 'Terima undangan',
    working: 'Memproses…',
    has_account: 'Sudah ada akun dengan alamat {{email}}. Masuk dengan akun tersebut untuk menerima undangan.',
    log_in: 'Masuk untuk menerima',
    signed_in_as: 'Anda masuk sebagai {{email}}.',
    other_account: 'Undangan ini untuk {{email}}, tetapi Anda masuk sebagai {{current}}. Keluar, lalu masuk dengan alamat yang diundang.',
  },
};

const en: typeof id = {
  staff_invitation: {
    title: 'LPK staff invitation',
    checking: 'Checking the invitation…',
    intro: '{{lpk}} invites {{email}} to join its staff. As staff, you see the LPK’s applicants and answer their messages.',
    missing: 'This link is incomplete. Open the link from the invitation email.',
    unusable_help: 'Ask the LPK admin to send a new invitation.',
    retry: 'Try again',
    failed: 'The invitation could not be processed yet. Please try again.',
    full_name: 'Full name',
    password: 'Password',
    password_confirmation: 'Repeat password',
    accept: 'Accept and create my account',
    join: 'Accept the invitation',
    working: 'Working…',
    has_account: 'An account with the address {{email}} exists. Log in with it to accept the invitation.',
    log_in: 'Log in to accept',
    signed_in_as: 'You are logged in as {{email}}.',
    other_account: 'This invitation is for {{email}}, but you are logged in as {{current}}. Log out, then log in with the invited address.',
  },
};

addResources('public', { id, en });

import { addResources } from 'mf-shared';

/** Strings of /reset-password (namespace `public`, key `reset`). */
const id = {
  reset: {
    title: 'Buat password baru',
    intro: 'Password baru berlaku untuk akun Anda di semua perangkat; perangkat lain akan keluar.',
    checking: 'Memeriksa tautan…',
    password: 'Password baru',
    password_confirmation: 'Ulangi password baru',
    submit: 'Simpan password baru',
    submitting: 'Menyimpan…',
    missing: 'Tautan ini tidak lengkap. Buka tautan dari email kami, atau minta tautan baru.',
    new_link: 'Minta tautan baru',
    failed: 'Password belum dapat disimpan. Silakan coba lagi.',
    retry: 'Coba lagi',
    errors: {
      password_required: 'Password wajib diisi.',
      password_rules: 'Password belum memenuhi semua ketentuan di bawah.',
      password_confirmation_required: 'Ulangi password Anda.',
    },
  },
};

const en: typeof id = {
  reset: {
    title: 'Choose a new password',
    intro: 'The new password applies to your account everywhere; other devices will be signed out.',
    checking: 'Checking the link…',
    password: 'New password',
    password_confirmation: 'Repeat new password',
    submit: 'Save new password',
    submitting: 'Saving…',
    missing: 'This link is incomplete. Open the link from our email, or ask for a new link.',
    new_link: 'Ask for a new link',
    failed: 'The password could not be saved yet. Please try again.',
    retry: 'Try again',
    errors: {
      password_required: 'Password is required.',
      password_rules: 'The password does not meet all the rules below yet.',
      password_confirmation_required: 'Repeat your password.',
    },
  },
};

addResources('public', { id, en });

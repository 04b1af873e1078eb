import { addResources } from 'mf-shared';

/** Strings of /forgot-password (namespace `public`, key `forgot`). */
const id = {
  forgot: {
    title: 'Lupa password?',
    intro: 'Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat password baru.',
    email: 'Email',
    submit: 'Kirim tautan',
    submitting: 'Mengirim…',
    sent_title: 'Periksa email Anda',
    sent_hint: 'Tautan berlaku 60 menit. Tidak ada email? Periksa folder spam, atau kirim lagi setelah beberapa menit.',
    again: 'Kirim ke alamat lain',
    back: 'Kembali ke halaman masuk',
    failed: 'Tautan belum dapat dikirim. Silakan coba lagi.',
    errors: {
      email_required: 'Email wajib diisi.',
      email_invalid: 'Masukkan alamat email yang valid.',
    },
  },
};

const en: typeof id = {
  forgot: {
    title: 'Forgot password?',
    intro: 'Enter the email of your account. We will send you a link to choose a new password.',
    email: 'Email',
    submit: 'Send link',
    submitting: 'Sending…',
    sent_title: 'Check your email',
    sent_hint: 'The link is valid for 60 minutes. No email? Check your spam folder, or send again in a few minutes.',
    again: 'Send to another address',
    back: 'Back to log in',
    failed: 'The link could not be sent yet. Please try again.',
    errors: {
      email_required: 'Email is required.',
      email_invalid: 'Enter a valid email address.',
    },
  },
};

addResources('public', { id, en });

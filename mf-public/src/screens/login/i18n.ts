import { addResources } from 'mf-shared';

/** Strings of the login screen (namespace `public`, key `login`). */
const id = {
  login: {
    title: 'Masuk',
    intro: 'Masuk untuk melengkapi profil, mendaftar ke LPK dan memantau pendaftaran Anda.',
    email: 'Email',
    password: 'Password',
    forgot: 'Lupa password?',
    terms: 'Saya menerima <terms>syarat dan ketentuan</terms> serta <privacy>kebijakan privasi</privacy>.',
    submit: 'Masuk',
    submitting: 'Sedang masuk…',
    no_account: 'Belum punya akun?',
    register: 'Daftar sekarang',
    errors: {
      email_required: 'Email wajib diisi.',
      email_invalid: 'Masukkan alamat email yang valid.',
      password_required: 'Password wajib diisi.',
      terms_required: 'Anda harus menerima syarat dan ketentuan untuk masuk.',
    },
  },
};

const en: typeof id = {
  login: {
    title: 'Log in',
    intro: 'Log in to complete your profile, register with an LPK and follow your registration.',
    email: 'Email',
    password: 'Password',
    forgot: 'Forgot password?',
    terms: 'I accept the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>.',
    submit: 'Log in',
    submitting: 'Logging in…',
    no_account: "Don't have an account?",
    register: 'Register now',
    errors: {
      email_required: 'Email is required.',
      email_invalid: 'Enter a valid email address.',
      password_required: 'Password is required.',
      terms_required: 'You must accept the terms and conditions to log in.',
    },
  },
};

addResources('public', { id, en });

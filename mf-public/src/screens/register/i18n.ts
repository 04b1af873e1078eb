import { addResources } from 'mf-shared';

/** Strings of the registration screen (namespace `public`, key `register`). */
const id = {
  register: {
    title: 'Daftar akun',
    intro: 'Buat akun untuk mencari LPK, mendaftar ke LPK pilihan Anda dan memantau prosesnya.',
    full_name: 'Nama lengkap',
    email: 'Email',
    phone: 'Nomor telepon',
    phone_hint: 'Contoh: 0812 3456 7890 atau +62 812 3456 7890',
    password: 'Password',
    password_confirmation: 'Ulangi password',
    referral_code: 'Kode referal (opsional)',
    referral_hint: 'Isi jika Anda diundang oleh pengguna lain.',
    agree: 'Saya setuju memberikan data saya dan menerima <terms>syarat dan ketentuan</terms> serta <privacy>kebijakan privasi</privacy>.',
    data_sharing: 'Data Anda hanya dibagikan kepada LPK yang Anda pilih.',
    submit: 'Daftar',
    submitting: 'Sedang mendaftar…',
    have_account: 'Sudah punya akun?',
    login: 'Masuk',
    errors: {
      full_name_required: 'Nama lengkap wajib diisi.',
      full_name_short: 'Nama lengkap minimal 2 karakter.',
      full_name_long: 'Nama lengkap maksimal 100 karakter.',
      email_required: 'Email wajib diisi.',
      email_invalid: 'Masukkan alamat email yang valid.',
      phone_required: 'Nomor telepon wajib diisi.',
      phone_invalid: 'Masukkan nomor telepon Indonesia yang valid, mis. 0812 3456 7890.',
      password_required: 'Password wajib diisi.',
      password_rules: 'Password belum memenuhi semua ketentuan di bawah.',
      password_confirmation_required: 'Ulangi password Anda.',
      referral_invalid: 'Kode referal hanya berisi huruf, angka dan tanda hubung (maks. 32).',
      agree_required: 'Anda harus menyetujui pemberian data dan syarat untuk mendaftar.',
    },
  },
};

const en: typeof id = {
  register: {
    title: 'Create an account',
    intro: 'Create an account to search LPKs, register with the LPKs you choose and follow the process.',
    full_name: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    phone_hint: 'For example: 0812 3456 7890 or +62 812 3456 7890',
    password: 'Password',
    password_confirmation: 'Repeat password',
    referral_code: 'Referral code (optional)',
    referral_hint: 'Fill this in if another user invited you.',
    agree: 'I agree to provide my data and accept the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>.',
    data_sharing: 'Your data is shared only with the LPKs you choose.',
    submit: 'Register',
    submitting: 'Registering…',
    have_account: 'Already have an account?',
    login: 'Log in',
    errors: {
      full_name_required: 'Full name is required.',
      full_name_short: 'Full name must be at least 2 characters.',
      full_name_long: 'Full name must be at most 100 characters.',
      email_required: 'Email is required.',
      email_invalid: 'Enter a valid email address.',
      phone_required: 'Phone number is required.',
      phone_invalid: 'Enter a valid Indonesian phone number, e.g. 0812 3456 7890.',
      password_required: 'Password is required.',
      password_rules: 'The password does not meet all the rules below yet.',
      password_confirmation_required: 'Repeat your password.',
      referral_invalid: 'A referral code holds only letters, digits and dashes (max. 32).',
      agree_required: 'You must agree to provide your data and accept the terms to register.',
    },
  },
};

addResources('public', { id, en });

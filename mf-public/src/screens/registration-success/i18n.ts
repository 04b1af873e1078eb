import { addResources } from 'mf-shared';

/** Strings of the registration-success screen (namespace `public`, key `registrationSuccess`). */
const id = {
  registrationSuccess: {
    title: 'Pendaftaran berhasil',
    thanks_named: 'Terima kasih, {{name}}! Akun Anda sudah dibuat.',
    verify_sent: 'Kami mengirim tautan ke {{email}} untuk mengonfirmasi alamat email Anda. Bukalah kapan saja: semua fitur sudah dapat dipakai.',
    thanks: 'Terima kasih! Akun Anda sudah dibuat.',
    next_title: 'Langkah selanjutnya',
    steps: {
      profile: 'Lengkapi profil Anda: data diri, KTP, pendidikan dan keluarga.',
      search: 'Cari dan bandingkan LPK yang sesuai dengan Anda.',
      apply: 'Daftar ke LPK pilihan Anda. Data Anda hanya dibagikan kepada LPK yang Anda pilih.',
      approval: 'LPK meninjau dan menyetujui pendaftaran Anda, lalu Anda resmi terdaftar di LPK tersebut.',
    },
    continue: 'Lanjutkan pendaftaran',
    dashboard: 'Ke dashboard',
    search: 'Cari LPK',
    logged_out: 'Masuk ke akun Anda untuk melanjutkan.',
    login: 'Masuk',
  },
};

const en: typeof id = {
  registrationSuccess: {
    title: 'Registration successful',
    thanks_named: 'Thank you, {{name}}! Your account has been created.',
    verify_sent: 'We sent a link to {{email}} to confirm your email address. Open it whenever you like: everything already works.',
    thanks: 'Thank you! Your account has been created.',
    next_title: 'Next steps',
    steps: {
      profile: 'Complete your profile: personal data, ID card (KTP), education and family.',
      search: 'Search and compare the LPKs that suit you.',
      apply: 'Register with the LPK you choose. Your data is shared only with the LPKs you choose.',
      approval: 'The LPK reviews and approves your registration, and you are then registered at that LPK.',
    },
    continue: 'Continue your registration',
    dashboard: 'Go to dashboard',
    search: 'Search LPKs',
    logged_out: 'Log in to your account to continue.',
    login: 'Log in',
  },
};

addResources('public', { id, en });

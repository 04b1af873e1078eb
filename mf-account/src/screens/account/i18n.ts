import { addResources } from 'mf-shared';

addResources('account', {
  id: {
    account: {
      title: 'Akun saya',
      details: 'Data akun',
      full_name: 'Nama lengkap',
      email: 'Email',
      phone: 'Nomor telepon',
      role: 'Peran',
      referral_code: 'Kode referal',
      member_since: 'Bergabung sejak',
      none: '—',
      edit_profile: 'Ubah profil',
      change_password: 'Ubah password',
      settings: 'Pengaturan dan data saya',
    },
  },
  en: {
    account: {
      title: 'My account',
      details: 'Account details',
      full_name: 'Full name',
      email: 'Email',
      phone: 'Phone number',
      role: 'Role',
      referral_code: 'Referral code',
      member_since: 'Member since',
      none: '—',
      edit_profile: 'Edit profile',
      change_password: 'Change password',
      settings: 'Settings and my data',
    },
  },
});

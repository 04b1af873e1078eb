import { addResources } from 'mf-shared';

/** Strings of /lpk-apply (namespace `public`, key `lpk_apply`). */
const id = {
  lpk_apply: {
    title: 'Daftarkan atau klaim LPK Anda',
    intro:
      'LPK berizin dapat bergabung di Kaigo LPK atau mengklaim profilnya yang sudah tercantum. Operator memeriksa nomor izin Anda di daftar resmi Kemnaker sebelum menyetujui.',
    claim_note: 'Jika nomor izin sama dengan LPK yang sudah tercantum, pengajuan ini menjadi klaim atas profil tersebut.',
    institute: 'Data LPK',
    name: 'Nama LPK',
    licence_number: 'Nomor izin LPK',
    licence_hint: 'Seperti tertulis pada surat izin, mis. KEP.123/32.06/LP.01.01/V/2017',
    province: 'Provinsi',
    province_choose: 'Pilih provinsi',
    city: 'Kota/kabupaten',
    address: 'Alamat',
    programs: 'Program',
    sending_org: 'LPK ini terdaftar sebagai lembaga pengirim (sending organisation)',
    contact: 'Narahubung dan akun',
    contact_only: 'Narahubung',
    again_note:
      'Anda masuk sebagai {{email}}: pengajuan ini dikirim dari akun tersebut, tanpa membuat akun baru. Pengajuan baru dapat dikirim setelah pengajuan sebelumnya ditolak.',
    contact_name: 'Nama narahubung',
    email: 'Email',
    phone: 'Nomor telepon',
    password: 'Password akun',
    password_confirmation: 'Ulangi password',
    document: 'Dokumen izin (PDF, JPEG atau PNG, maks. 5 MB)',
    document_hint: 'Dokumen ini hanya dilihat operator platform dan tidak pernah ditampilkan publik.',
    submit: 'Kirim pengajuan',
    submitting: 'Mengirim…',
    failed: 'Pengajuan belum terkirim. Periksa isian yang ditandai.',
    too_large: 'Ukuran berkas maksimal 5 MB.',
    signed_in_note:
      'Anda masuk sebagai {{email}}. Pengajuan ini membuat akun lembaga terpisah dengan email dan password sendiri; Anda tetap masuk dengan akun Anda sekarang sampai Anda memilih berpindah.',
    done_title: 'Pengajuan terkirim',
    done_text: 'Akun lembaga {{email}} telah dibuat, dan tautan verifikasi telah dikirim ke alamat tersebut. Operator memeriksa pengajuan Anda.',
    done_still: 'Anda masih masuk sebagai {{email}}. Untuk mengikuti pengajuan, masuk sebagai akun LPK.',
    switch: 'Masuk sebagai akun LPK',
    stay: 'Tetap sebagai {{email}}',
  },
};

type Strings = typeof id;

const en: Strings = {
  lpk_apply: {
    title: 'List or claim your LPK',
    intro:
      "Licensed LPKs can join Kaigo LPK or claim the listing already shown. The operator checks your licence number against Kemnaker's official list before approving.",
    claim_note: 'If the licence number is that of a listed LPK, this application is a claim of that listing.',
    institute: 'The LPK',
    name: 'LPK name',
    licence_number: 'LPK licence number',
    licence_hint: 'As written on the licence, e.g. KEP.123/32.06/LP.01.01/V/2017',
    province: 'Province',
    province_choose: 'Choose a province',
    city: 'City/regency',
    address: 'Address',
    programs: 'Programs',
    sending_org: 'This LPK is a registered sending organisation',
    contact: 'Contact person and account',
    contact_only: 'Contact person',
    again_note:
      'You are signed in as {{email}}: this application is sent from that account, without a new one. A new application can be sent once the previous one was rejected.',
    contact_name: 'Contact person',
    email: 'Email',
    phone: 'Phone number',
    password: 'Account password',
    password_confirmation: 'Repeat the password',
    document: 'Licence document (PDF, JPEG or PNG, at most 5 MB)',
    document_hint: 'Only the platform operator sees this document; it is never shown publicly.',
    submit: 'Send the application',
    submitting: 'Sending…',
    failed: 'The application was not sent. Please check the marked fields.',
    too_large: 'The file may be at most 5 MB.',
    signed_in_note:
      'You are signed in as {{email}}. This application creates a separate institution account with its own email and password; you stay signed in with your current account until you choose to switch.',
    done_title: 'Application sent',
    done_text:
      'The institution account {{email}} has been created, and a verification link was sent to that address. The operator is reviewing your application.',
    done_still: 'You are still signed in as {{email}}. To follow the application, sign in as the LPK account.',
    switch: 'Sign in as the LPK account',
    stay: 'Stay as {{email}}',
  },
};

addResources('public', { id, en });

import type { Messages } from '../../i18n/types';

/**
 * What the server HTML of each page is called (modules/site/seo.ts): its <title> (before
 * " · LPK Kaigo") and meta description, per page of site-routes.ts, and those of an institute's
 * and a vacancy's page, filled from the listing.
 */
export const siteMessages: Messages = {
  id: {
    site: {
      brand: 'LPK Kaigo',
      pages: {
        home: {
          title: 'Lowongan perawat (kaigo) di Jepang dari LPK resmi',
          description: 'Cari lowongan perawat lansia (kaigo) di Jepang dan LPK resmi yang menyiapkan Anda: gaji, syarat, biaya pelatihan dan asrama.',
        },
        inexperienced: {
          title: 'Jalur persiapan kaigo tanpa pengalaman',
          description: 'Belum pernah bekerja sebagai perawat? Lihat jalur pelatihan LPK menuju pekerjaan kaigo di Jepang, langkah demi langkah.',
        },
        jobs: {
          title: 'Daftar lowongan resmi LPK',
          description: 'Semua lowongan kaigo di Jepang yang dibuka LPK resmi, dengan gaji, prefektur, syarat bahasa dan batas waktu pendaftaran.',
        },
        search: {
          title: 'Cari LPK kaigo',
          description: 'Cari dan bandingkan LPK resmi untuk bekerja sebagai perawat (kaigo) di Jepang menurut kota, program, biaya dan asrama.',
        },
        search_query: {
          title: 'Hasil pencarian LPK “{{query}}”',
          description: 'LPK kaigo yang cocok dengan “{{query}}”: program, biaya, asrama dan tingkat kelulusan.',
        },
        compare: {
          title: 'Bandingkan LPK',
          description: 'Bandingkan dua sampai empat LPK kaigo berdampingan: biaya, lama pelatihan, asrama, izin dan lowongan.',
        },
        about: {
          title: 'Tentang kami',
          description: 'LPK Kaigo membantu calon perawat Indonesia menemukan LPK resmi dan lowongan kaigo di Jepang dengan informasi yang jelas.',
        },
        lpk_apply: {
          title: 'Untuk LPK: bergabung atau klaim listing Anda',
          description: 'LPK resmi dapat bergabung atau mengklaim listingnya, mengelola program, biaya dan lowongan, serta menerima pendaftar.',
        },
        register: {
          title: 'Daftar akun',
          description: 'Buat akun gratis untuk mendaftar ke LPK pilihan Anda dan mengikuti status pendaftaran.',
        },
        login: {
          title: 'Masuk',
          description: 'Masuk ke akun LPK Kaigo Anda.',
        },
        privacy: {
          title: 'Kebijakan privasi',
          description: 'Data apa yang kami simpan, untuk apa, siapa yang dapat melihatnya dan hak Anda atas data tersebut.',
        },
        terms: {
          title: 'Syarat dan ketentuan',
          description: 'Syarat penggunaan LPK Kaigo bagi calon perawat dan LPK.',
        },
        auth_callback: { title: 'Masuk', description: 'Masuk ke akun LPK Kaigo Anda.' },
        registration_success: { title: 'Pendaftaran terkirim', description: 'Pendaftaran Anda sudah kami terima.' },
        certificate: { title: 'Bukti pendaftaran', description: 'Bukti pendaftaran Anda ke LPK.' },
        forgot_password: { title: 'Lupa kata sandi', description: 'Minta tautan untuk mengatur ulang kata sandi Anda.' },
        reset_password: { title: 'Atur ulang kata sandi', description: 'Pilih kata sandi baru untuk akun Anda.' },
        staff_invitation: { title: 'Undangan staf LPK', description: 'Terima undangan untuk bergabung sebagai staf LPK.' },
        verify_email: { title: 'Verifikasi e-mail', description: 'Konfirmasi alamat e-mail akun Anda.' },
        unsubscribe: { title: 'Berhenti berlangganan e-mail', description: 'Atur e-mail yang Anda terima dari kami.' },
        account_deleted: { title: 'Akun dihapus', description: 'Akun Anda sudah dihapus.' },
        account: { title: 'Akun saya', description: 'Akun LPK Kaigo Anda.' },
        not_found: { title: 'Halaman tidak ditemukan', description: 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.' },
      },
      institute: {
        title: '{{name}} — pelatihan kaigo',
        description: '{{name}} di {{city}}, {{province}}: program, biaya, asrama, tingkat kelulusan dan lowongan kaigo di Jepang.',
      },
      job: {
        title: '{{title}}, {{prefecture}} (Jepang) — {{lpk_name}}',
        description:
          'Lowongan {{title}} di {{city}}, {{prefecture}}, Jepang, melalui {{lpk_name}}. Gaji kotor ¥{{salary}} per bulan; daftar sebelum {{deadline}}.',
      },
    },
  },
  en: {
    site: {
      brand: 'LPK Kaigo',
      pages: {
        home: {
          title: 'Caregiver (kaigo) jobs in Japan from official LPKs',
          description: 'Find elderly-care (kaigo) jobs in Japan and the official LPKs that prepare you: pay, requirements, training fees and dormitories.',
        },
        inexperienced: {
          title: 'The kaigo preparation path without experience',
          description: 'Never worked as a caregiver? See the LPK training path to a kaigo job in Japan, step by step.',
        },
        jobs: {
          title: 'Official LPK job list',
          description: 'Every kaigo job in Japan opened by an official LPK, with pay, prefecture, language requirement and application deadline.',
        },
        search: {
          title: 'Search kaigo LPKs',
          description: 'Search and compare official LPKs to work as a caregiver (kaigo) in Japan by city, programme, fees and dormitory.',
        },
        search_query: {
          title: 'LPK search results for “{{query}}”',
          description: 'Kaigo LPKs matching “{{query}}”: programmes, fees, dormitory and pass rates.',
        },
        compare: {
          title: 'Compare LPKs',
          description: 'Compare two to four kaigo LPKs side by side: fees, training length, dormitory, licences and jobs.',
        },
        about: {
          title: 'About us',
          description: 'LPK Kaigo helps Indonesian caregivers-to-be find official LPKs and kaigo jobs in Japan, with clear information.',
        },
        lpk_apply: {
          title: 'For LPKs: join or claim your listing',
          description: 'Official LPKs can join or claim their listing, manage programmes, fees and jobs, and receive applicants.',
        },
        register: {
          title: 'Create an account',
          description: 'Create a free account to apply to the LPK of your choice and follow your application.',
        },
        login: {
          title: 'Log in',
          description: 'Log in to your LPK Kaigo account.',
        },
        privacy: {
          title: 'Privacy policy',
          description: 'What data we keep, what for, who can see it and your rights over it.',
        },
        terms: {
          title: 'Terms and conditions',
          description: 'The terms of use of LPK Kaigo for caregivers-to-be and LPKs.',
        },
        auth_callback: { title: 'Log in', description: 'Log in to your LPK Kaigo account.' },
        registration_success: { title: 'Application sent', description: 'We have received your application.' },
        certificate: { title: 'Proof of registration', description: 'Your proof of registration with an LPK.' },
        forgot_password: { title: 'Forgot password', description: 'Ask for a link to reset your password.' },
        reset_password: { title: 'Reset password', description: 'Choose a new password for your account.' },
        staff_invitation: { title: 'LPK staff invitation', description: 'Accept an invitation to join an LPK as staff.' },
        verify_email: { title: 'Verify e-mail', description: 'Confirm the e-mail address of your account.' },
        unsubscribe: { title: 'Unsubscribe from e-mails', description: 'Choose which e-mails you receive from us.' },
        account_deleted: { title: 'Account deleted', description: 'Your account has been deleted.' },
        account: { title: 'My account', description: 'Your LPK Kaigo account.' },
        not_found: { title: 'Page not found', description: 'The page you are looking for does not exist or has been moved.' },
      },
      institute: {
        title: '{{name}} — kaigo training',
        description: '{{name}} in {{city}}, {{province}}: programmes, fees, dormitory, pass rates and kaigo jobs in Japan.',
      },
      job: {
        title: '{{title}}, {{prefecture}} (Japan) — {{lpk_name}}',
        description: '{{title}} job in {{city}}, {{prefecture}}, Japan, through {{lpk_name}}. Gross pay ¥{{salary}} a month; apply by {{deadline}}.',
      },
    },
  },
};

import { addResources } from 'mf-shared';

/** Strings of the privacy policy and the terms (sections are arrays rendered in order). */
const id = {
  legal: { updated: 'Terakhir diperbarui: 1 Juli 2026' },
  privacy: {
    title: 'Kebijakan privasi',
    intro:
      'Kebijakan ini menjelaskan data apa yang kami kumpulkan, untuk apa, dengan siapa data dibagikan dan bagaimana Anda mengendalikannya. Kami mengikuti Undang-Undang Pelindungan Data Pribadi (UU No. 27 Tahun 2022).',
    sections: [
      {
        title: 'Data yang kami kumpulkan',
        paragraphs: [
          'Data akun: nama lengkap, email, nomor telepon, kata sandi (disimpan dalam bentuk hash, tidak pernah dalam teks asli) dan foto profil jika Anda mengunggahnya.',
          'Data profil yang Anda isi sendiri: KTP, pendidikan, keluarga, informasi tambahan, sertifikat bahasa Jepang, riwayat hidup serta jawaban kuis dan esai.',
          'Data pendaftaran: LPK dan lowongan yang Anda pilih, status pendaftaran dan pesan dengan LPK.',
        ],
      },
      {
        title: 'Untuk apa data digunakan',
        paragraphs: [
          'Untuk menjalankan akun Anda, mengirim pendaftaran ke LPK pilihan Anda, menampilkan status pendaftaran dan menerbitkan sertifikat pendaftaran.',
          'Kami tidak menjual data Anda dan tidak memakainya untuk iklan.',
        ],
      },
      {
        title: 'Dengan siapa data dibagikan',
        paragraphs: [
          'Data profil Anda hanya dibagikan kepada LPK yang Anda pilih sendiri saat mendaftar, dan hanya selama pendaftaran itu aktif. LPK lain tidak dapat melihatnya.',
          'Jika Anda menarik pendaftaran, LPK tersebut langsung kehilangan akses.',
          'Halaman cek sertifikat hanya menampilkan nama yang disamarkan, nama LPK, nomor dan status sertifikat.',
        ],
      },
      {
        title: 'Catatan akses (audit)',
        paragraphs: ['Setiap kali staf LPK membuka data Anda, kami mencatat siapa, kapan dan bagian mana. Anda dapat melihat catatan ini di akun Anda.'],
      },
      {
        title: 'Hak Anda: ekspor dan penghapusan',
        paragraphs: [
          'Di /admin/settings Anda dapat mengunduh semua data Anda (format JSON) dan menghapus akun. Penghapusan akun menghapus profil dan menarik semua pendaftaran aktif.',
          'Anda juga dapat memperbaiki data kapan saja di halaman profil.',
        ],
      },
      {
        title: 'Penyimpanan dan keamanan',
        paragraphs: [
          'Data dikirim melalui koneksi terenkripsi. Akses dibatasi dengan token; file unggahan diperiksa dan disimpan dengan nama acak.',
          'Di perangkat Anda, kami hanya menyimpan token sesi, data pengguna dasar dan pilihan bahasa.',
        ],
      },
      { title: 'Kontak', paragraphs: ['Pertanyaan tentang privasi dapat dikirim melalui email kontak di bagian bawah halaman.'] },
    ],
  },
  terms: {
    title: 'Syarat dan ketentuan',
    intro: 'Dengan membuat akun atau memakai layanan ini, Anda menyetujui syarat berikut.',
    sections: [
      {
        title: 'Layanan',
        paragraphs: [
          'Kami menyediakan pencarian dan perbandingan LPK, informasi lowongan dan jalur kerja, serta pendaftaran ke LPK. Kami bukan LPK, bukan agen penyalur dan bukan pemberi kerja.',
          'Keputusan menerima peserta, biaya pelatihan dan kontrak kerja adalah tanggung jawab LPK dan pemberi kerja.',
        ],
      },
      {
        title: 'Akun Anda',
        paragraphs: [
          'Isi data yang benar dan jaga kerahasiaan kata sandi Anda. Satu orang satu akun.',
          'Anda bertanggung jawab atas aktivitas di akun Anda; segera ganti kata sandi jika curiga disalahgunakan.',
        ],
      },
      {
        title: 'Pembagian data',
        paragraphs: [
          'Dengan mendaftar ke sebuah LPK, Anda setuju data profil Anda dibagikan kepada LPK itu saja selama pendaftaran aktif. Anda dapat menarik persetujuan dengan menarik pendaftaran.',
        ],
      },
      {
        title: 'Informasi gaji dan biaya',
        paragraphs: [
          'Angka gaji adalah perkiraan berdasarkan sumber resmi yang kami sebutkan beserta tanggalnya. Angka "mulai sekitar Rp20 juta per bulan" adalah gaji kotor, bukan gaji bersih. Angka pasti ada di kontrak kerja Anda.',
        ],
      },
      { title: 'Larangan', paragraphs: ['Dilarang memalsukan identitas atau dokumen, mengambil data secara otomatis, atau mengganggu layanan.'] },
      {
        title: 'Mengakhiri akun',
        paragraphs: ['Anda dapat menghapus akun kapan saja di /admin/settings. Kami dapat menangguhkan akun yang melanggar syarat ini.'],
      },
      { title: 'Perubahan', paragraphs: ['Kami dapat memperbarui syarat ini; perubahan penting akan diberitahukan di dalam aplikasi sebelum berlaku.'] },
    ],
  },
};

type Strings = typeof id;

const en: Strings = {
  legal: { updated: 'Last updated: 1 July 2026' },
  privacy: {
    title: 'Privacy policy',
    intro:
      'This policy explains what data we collect, why, with whom it is shared and how you control it. We follow Indonesia’s Personal Data Protection Law (Law No. 27 of 2022).',
    sections: [
      {
        title: 'Data we collect',
        paragraphs: [
          'Account data: full name, email, phone number, password (stored as a hash, never in plain text) and a profile photo if you upload one.',
          'Profile data you enter yourself: ID card (KTP), education, family, additional information, Japanese certificates, résumé, and quiz and essay answers.',
          'Registration data: the LPKs and vacancies you choose, registration status and messages with LPKs.',
        ],
      },
      {
        title: 'What the data is used for',
        paragraphs: [
          'To run your account, send your registration to the LPKs you choose, show the registration status and issue registration certificates.',
          'We do not sell your data and do not use it for advertising.',
        ],
      },
      {
        title: 'Who the data is shared with',
        paragraphs: [
          'Your profile is shared only with the LPKs you choose yourself when you register, and only while that registration is active. Other LPKs cannot see it.',
          'If you withdraw a registration, that LPK loses access at once.',
          'The certificate check page shows only a masked name, the LPK, the certificate number and its status.',
        ],
      },
      {
        title: 'Access log (audit)',
        paragraphs: ['Every time LPK staff open your data we record who, when and which part. You can see this log in your account.'],
      },
      {
        title: 'Your rights: export and deletion',
        paragraphs: [
          'At /admin/settings you can download all your data (JSON) and delete your account. Deleting the account removes your profile and withdraws every active registration.',
          'You can correct your data at any time on your profile pages.',
        ],
      },
      {
        title: 'Storage and security',
        paragraphs: [
          'Data travels over encrypted connections. Access is limited by tokens; uploaded files are checked and stored under random names.',
          'On your device we keep only the session token, basic user data and your language choice.',
        ],
      },
      { title: 'Contact', paragraphs: ['Privacy questions can be sent to the contact email at the bottom of the page.'] },
    ],
  },
  terms: {
    title: 'Terms and conditions',
    intro: 'By creating an account or using this service you agree to the following terms.',
    sections: [
      {
        title: 'The service',
        paragraphs: [
          'We provide LPK search and comparison, vacancy and pathway information, and registration with LPKs. We are not an LPK, a placement agency or an employer.',
          'Decisions on admitting trainees, training fees and employment contracts are the responsibility of the LPK and the employer.',
        ],
      },
      {
        title: 'Your account',
        paragraphs: [
          'Give true information and keep your password secret. One account per person.',
          'You are responsible for activity in your account; change your password at once if you suspect misuse.',
        ],
      },
      {
        title: 'Data sharing',
        paragraphs: [
          'By registering with an LPK you agree that your profile is shared with that LPK only, while the registration is active. You can withdraw consent by withdrawing the registration.',
        ],
      },
      {
        title: 'Salary and fee information',
        paragraphs: [
          'Salary figures are estimates based on the official sources we name with their dates. "From about Rp20 million a month" is gross pay, not take-home pay. The exact figures are in your employment contract.',
        ],
      },
      { title: 'Not allowed', paragraphs: ['Faking identities or documents, scraping data automatically, or disrupting the service.'] },
      {
        title: 'Ending your account',
        paragraphs: ['You can delete your account at any time at /admin/settings. We may suspend accounts that break these terms.'],
      },
      { title: 'Changes', paragraphs: ['We may update these terms; important changes are announced in the app before they apply.'] },
    ],
  },
};

addResources('public', { id, en });

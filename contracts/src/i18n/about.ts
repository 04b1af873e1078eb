/**
 * The copy of the /about page (what the product does, the flow, the data-sharing promise, the
 * FAQ, testimonials) in both languages, kept in one place for two readers:
 * - the page itself: mf-public/src/screens/about/i18n.ts registers this object as its strings;
 * - the assistant: api/src/modules/assistant/knowledge/passages.ts indexes the lead, the flow, the data-sharing text and
 *   every FAQ answer, and links them to /about#about-flow, /about#about-data, /about#faq-<key>.
 * Changing an answer here changes the page and the assistant together. Not one of the API's
 * message trees (contractMessages): the assistant reads the object itself.
 */

/** The FAQ entries in the order the page shows them. */
export const FAQ_KEYS = ['cost', 'share', 'salary', 'experience', 'fees', 'choose_lpk', 'documents', 'apply', 'withdraw', 'certificate'] as const;
export type FaqKey = (typeof FAQ_KEYS)[number];

export const STEP_KEYS = ['register', 'search', 'apply', 'approve', 'registered'] as const;
export const TESTIMONIAL_KEYS = ['sari', 'dewi', 'rizky'] as const;

interface QA {
  q: string;
  a: string;
}

export interface AboutCopy {
  about: {
    title: string;
    lead: string;
    flow_title: string;
    steps: Record<(typeof STEP_KEYS)[number], { title: string; text: string }>;
    cta_register: string;
    cta_search: string;
    data_title: string;
    data_text: string;
    data_link: string;
    faq_title: string;
    faq: Record<FaqKey, QA>;
    testimonials_title: string;
    testimonials: Record<(typeof TESTIMONIAL_KEYS)[number], { quote: string; who: string }>;
    testimonials_note: string;
  };
}

const id: AboutCopy = {
  about: {
    title: 'Tentang kami',
    lead: 'Kami membantu calon perawat lansia (kaigo) dari Indonesia bersiap bekerja di Jepang: mencari dan membandingkan LPK resmi, membaca lowongan dan informasi jalur kerja, lalu mendaftar ke LPK pilihan dan memantau pendaftaran sampai disetujui.',
    flow_title: 'Cara kerjanya',
    steps: {
      register: { title: 'Buat akun', text: 'Daftar gratis dengan email dan nomor telepon, lalu lengkapi profil Anda.' },
      search: { title: 'Cari LPK', text: 'Bandingkan biaya, program, asrama, izin dan tingkat kelulusan LPK.' },
      apply: { title: 'Daftar ke LPK', text: 'Pilih LPK dan setujui pembagian data Anda hanya kepada LPK itu.' },
      approve: { title: 'LPK menyetujui', text: 'LPK memeriksa profil Anda dan menyetujui pendaftaran.' },
      registered: { title: 'Terdaftar', text: 'Anda resmi terdaftar di LPK dan menerima sertifikat pendaftaran.' },
    },
    cta_register: 'Daftar sekarang',
    cta_search: 'Cari LPK',
    data_title: 'Data Anda hanya untuk LPK pilihan Anda',
    data_text:
      'Informasi Anda hanya dibagikan kepada LPK yang Anda pilih sendiri, dan hanya selama pendaftaran itu aktif. Setiap kali staf LPK membuka data Anda, hal itu tercatat dan dapat Anda lihat. Anda dapat menarik pendaftaran, mengunduh semua data Anda atau menghapus akun kapan saja.',
    data_link: 'Baca kebijakan privasi',
    faq_title: 'Pertanyaan yang sering diajukan',
    faq: {
      cost: {
        q: 'Apakah layanan ini berbayar?',
        a: 'Tidak. Membuat akun, mencari dan mendaftar ke LPK gratis. Biaya pelatihan dibayar langsung ke LPK sesuai rincian di halaman LPK.',
      },
      share: {
        q: 'Siapa yang bisa melihat data saya?',
        a: 'Hanya LPK tempat Anda mendaftar, selama pendaftaran aktif. Setiap akses dicatat dan dapat Anda periksa.',
      },
      salary: {
        q: 'Benarkah gaji mulai sekitar Rp20 juta per bulan?',
        a: 'Angka itu adalah gaji kotor sebelum pajak, asuransi dan asrama. Gaji bersih biasanya sekitar 70–78% dari gaji kotor. Coba simulasi gaji di halaman jalur persiapan.',
      },
      experience: {
        q: 'Saya belum berpengalaman. Bisakah saya mendaftar?',
        a: 'Bisa. Jalur magang (TITP) dan SSW menerima pemula setelah pelatihan dan ujian; lihat halaman jalur persiapan.',
      },
      fees: {
        q: 'Berapa biaya pelatihan di LPK?',
        a: 'Setiap LPK menetapkan biayanya sendiri. Halaman setiap LPK merinci biaya pendaftaran, pelatihan, buku dan modul, pemeriksaan kesehatan, seragam, asrama dan ujian. Di pencarian LPK, biaya dikelompokkan menjadi rendah (di bawah Rp5 juta), sedang (Rp5–15 juta) dan tinggi (di atas Rp15 juta).',
      },
      choose_lpk: {
        q: 'Bagaimana memilih LPK yang tepat?',
        a: 'Periksa izin LPK dari dinas tenaga kerja, status lembaga pengirim (untuk magang TITP diperlukan lembaga pengirim yang terdaftar; LPK yang bukan lembaga pengirim bermitra dengan lembaga pengirim), akreditasi, tingkat kelulusan ujian, lama pelatihan, rincian biaya dan asrama. Semuanya tercantum di halaman setiap LPK, dan Anda dapat membandingkan 2 sampai 4 LPK berdampingan.',
      },
      documents: {
        q: 'Dokumen apa yang perlu saya siapkan?',
        a: 'Untuk mendaftar ke LPK lewat situs ini, lengkapi profil Anda: data KTP, riwayat pendidikan, data keluarga, informasi tambahan, sertifikat bahasa Jepang (misalnya JLPT atau JFT-Basic) serta resume dan motivasi. Dokumen keberangkatan seperti paspor dan visa diurus bersama LPK Anda; tahap "dokumen diserahkan" terlihat di dasbor Anda.',
      },
      apply: {
        q: 'Bagaimana cara mendaftar ke LPK lewat situs ini?',
        a: 'Buat akun gratis, lengkapi profil, cari LPK, lalu tekan "Daftar di LPK ini" di halaman LPK dan setujui pembagian data Anda kepada LPK itu. LPK memeriksa profil Anda dan menyetujui pendaftaran; setiap perubahan status terlihat langsung di dasbor.',
      },
      withdraw: { q: 'Bisakah saya membatalkan pendaftaran?', a: 'Bisa, kapan saja dari dasbor. LPK langsung kehilangan akses ke data Anda.' },
      certificate: {
        q: 'Bagaimana LPK atau pemberi kerja memeriksa sertifikat saya?',
        a: 'Setiap sertifikat pendaftaran memiliki kode verifikasi yang dapat diperiksa di halaman cek sertifikat.',
      },
    },
    testimonials_title: 'Kata mereka',
    testimonials: {
      sari: {
        quote: 'Saya bisa membandingkan biaya dan asrama tiga LPK dalam satu halaman, lalu mendaftar tanpa datang ke kantor.',
        who: 'Sari, 24, Bandung — kini di program SSW',
      },
      dewi: { quote: 'Simulasi gaji membantu saya memahami berapa yang benar-benar saya terima setiap bulan.', who: 'Dewi, 27, Semarang — peserta pelatihan' },
      rizky: { quote: 'Saya tahu persis kapan LPK menyetujui pendaftaran saya.', who: 'Rizky, 22, Malang — peserta magang' },
    },
    testimonials_note: 'Kisah pengguna disingkat; nama disamarkan.',
  },
};

const en: AboutCopy = {
  about: {
    title: 'About us',
    lead: 'We help Indonesians who want to work as elderly caregivers (kaigo) in Japan: search and compare licensed LPKs, read vacancies and pathway information, then register with the LPKs you choose and follow the registration until it is approved.',
    flow_title: 'How it works',
    steps: {
      register: { title: 'Create an account', text: 'Sign up free with your email and phone number, then complete your profile.' },
      search: { title: 'Search LPKs', text: 'Compare fees, programs, dormitories, licences and pass rates.' },
      apply: { title: 'Register with an LPK', text: 'Choose an LPK and agree to share your data with that LPK only.' },
      approve: { title: 'The LPK approves', text: 'The LPK reviews your profile and approves the registration.' },
      registered: { title: 'Registered', text: 'You are officially registered at the LPK and receive a registration certificate.' },
    },
    cta_register: 'Register now',
    cta_search: 'Search LPKs',
    data_title: 'Your data goes only to the LPKs you choose',
    data_text:
      'Your information is shared only with the LPKs you choose yourself, and only while that registration is active. Every time LPK staff open your data it is recorded, and you can see it. You can withdraw a registration, download all your data or delete your account at any time.',
    data_link: 'Read the privacy policy',
    faq_title: 'Frequently asked questions',
    faq: {
      cost: {
        q: 'Does this service cost anything?',
        a: 'No. Creating an account, searching and registering with an LPK are free. Training fees are paid to the LPK directly, as itemised on its page.',
      },
      share: {
        q: 'Who can see my data?',
        a: 'Only the LPKs you register with, while the registration is active. Every access is logged and you can check it.',
      },
      salary: {
        q: 'Is the salary really from about Rp20 million a month?',
        a: 'That figure is gross pay, before tax, insurance and dormitory. Take-home pay is usually about 70–78% of gross. Try the salary simulation on the preparation-path page.',
      },
      experience: {
        q: 'I have no experience. Can I apply?',
        a: 'Yes. The internship (TITP) and SSW pathways take beginners after training and exams; see the preparation-path page.',
      },
      fees: {
        q: 'How much does training at an LPK cost?',
        a: 'Each LPK sets its own fees. Every LPK page itemises the registration, training, books and materials, medical check-up, uniform, dormitory and exam fees. The LPK search groups fees as low (below Rp5 million), medium (Rp5–15 million) and high (above Rp15 million).',
      },
      choose_lpk: {
        q: 'How do I choose the right LPK?',
        a: 'Check the LPK permit from the labour office, the sending-organisation status (the TITP internship needs a registered sending organisation; an LPK that is not one works with a sending organisation), the accreditation, exam pass rates, training length, the itemised fees and the dormitory. Every LPK page lists them, and you can compare 2 to 4 LPKs side by side.',
      },
      documents: {
        q: 'Which documents do I need to prepare?',
        a: 'To register with an LPK through this site, complete your profile: ID card (KTP) details, education, family, additional information, Japanese-language certificates (such as JLPT or JFT-Basic) and your resume and motivation. Travel documents such as the passport and visa are arranged with your LPK; the "documents submitted" stage shows on your dashboard.',
      },
      apply: {
        q: 'How do I register with an LPK on this site?',
        a: 'Create a free account, complete your profile, search for an LPK, then press "Register with this LPK" on its page and agree to share your data with that LPK. The LPK reviews your profile and approves the registration; every status change shows on your dashboard at once.',
      },
      withdraw: { q: 'Can I cancel a registration?', a: 'Yes, at any time from your dashboard. The LPK loses access to your data at once.' },
      certificate: {
        q: 'How can an LPK or employer check my certificate?',
        a: 'Every registration certificate has a verification code that can be checked on the certificate check page.',
      },
    },
    testimonials_title: 'What people say',
    testimonials: {
      sari: {
        quote: 'I compared the fees and dormitories of three LPKs on one page, then registered without going to an office.',
        who: 'Sari, 24, Bandung — now in the SSW program',
      },
      dewi: { quote: 'The salary simulation helped me understand what I would really receive each month.', who: 'Dewi, 27, Semarang — trainee' },
      rizky: { quote: 'I knew exactly when the LPK approved my registration.', who: 'Rizky, 22, Malang — intern' },
    },
    testimonials_note: 'User stories shortened; names changed.',
  },
};

export const ABOUT_COPY: Readonly<Record<'id' | 'en', AboutCopy>> = { id, en };

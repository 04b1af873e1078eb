import type { PrimarySourceKey } from '../reference/sources';

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
export const FAQ_KEYS = [
  'cost',
  'share',
  'salary',
  'experience',
  'age',
  'education',
  'health',
  'documents',
  'training',
  'fees',
  'choose_lpk',
  'family',
  'stay',
  'switch',
  'exams',
  'apply',
  'withdraw',
  'certificate',
] as const;
export type FaqKey = (typeof FAQ_KEYS)[number];

/**
 * The primary sources of each FAQ answer that states a rule (contracts/src/reference/sources.ts),
 * shown under the answer with their dates, and given by the assistant with the answer.
 */
export const FAQ_SOURCES: Partial<Record<FaqKey, readonly PrimarySourceKey[]>> = {
  age: ['titp_act', 'ssw_criteria', 'uu_18_2017'],
  education: ['ssw_criteria', 'kf_exam'],
  health: ['ssw_criteria', 'uu_18_2017'],
  documents: ['uu_18_2017'],
  family: ['titp_act', 'ssw_criteria', 'nursing_care_status'],
  stay: ['titp_act', 'ssw_criteria', 'nursing_care_status'],
  switch: ['mhlw_ssw_kaigo', 'kf_exam', 'nursing_care_status'],
  exams: ['mhlw_titp_kaigo', 'mhlw_ssw_kaigo', 'kf_exam'],
};

/**
 * FAQ answers with figures computed from the catalogue (GET /facts `catalogue`, the assistant's
 * own query): the sentence `about.faq_figures.<key>` follows the answer, with {{count}}, {{min}},
 * {{median}} and {{max}} filled in (months, or rupiah amounts already formatted).
 */
export const FAQ_FIGURE_KEYS = ['training', 'fees'] as const;
export type FaqFigureKey = (typeof FAQ_FIGURE_KEYS)[number];

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
    faq_figures: Record<FaqFigureKey, string>;
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
        a: 'Hanya LPK tempat Anda mendaftar, selama pendaftaran aktif. Tidak ada LPK lain, pemberi kerja atau pihak lain yang menerimanya dari situs ini. Setiap akses dicatat dan dapat Anda periksa.',
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
      age: {
        q: 'Berapa batas usia untuk bekerja sebagai perawat lansia di Jepang?',
        a: 'Usia minimal 18 tahun: aturan Jepang mensyaratkannya untuk magang (TITP) dan SSW, dan UU No. 18 Tahun 2017 mensyaratkannya bagi pekerja migran Indonesia. Undang-undang tidak menetapkan batas usia atas, juga untuk Kaigo Fukushishi. Dalam praktik, LPK dan pemberi kerja di Jepang sering menetapkan batas usia atas sendiri dalam syarat penerimaan mereka, dan angkanya berbeda-beda; tanyakan kepada LPK pilihan Anda sebelum mendaftar.',
      },
      education: {
        q: 'Apakah ada syarat pendidikan minimal?',
        a: 'Aturan Jepang untuk magang (TITP) dan SSW tidak menetapkan ijazah minimal: yang diuji adalah keterampilan perawatan dan bahasa Jepang (untuk SSW: ujian keterampilan perawatan, ujian bahasa Jepang perawatan dan JFT-Basic atau N4). Ujian nasional Kaigo Fukushishi lewat jalur pengalaman kerja juga tidak mensyaratkan ijazah, melainkan 3 tahun bekerja di bidang perawatan dan kursus 450 jam. LPK dan pemberi kerja dapat menetapkan ijazah minimal sendiri; tanyakan kepada LPK pilihan Anda.',
      },
      health: {
        q: 'Apa syarat kesehatannya?',
        a: 'SSW mensyaratkan kondisi kesehatan yang baik: permohonan izin tinggal dilampiri surat keterangan dokter dari pemeriksaan kesehatan dalam 3 bulan sebelumnya. UU No. 18 Tahun 2017 mensyaratkan pekerja migran Indonesia sehat jasmani dan rohani, dengan surat keterangan sehat dari pemeriksaan kesehatan dan psikologi. Pemeriksaan kesehatan (medical check-up) juga ada di rincian biaya setiap LPK. Apakah suatu kondisi kesehatan memenuhi syarat diputuskan oleh dokter pemeriksa, bukan oleh situs ini; tanyakan kepada LPK Anda.',
      },
      documents: {
        q: 'Dokumen apa yang perlu saya siapkan?',
        a: 'Untuk mendaftar ke LPK lewat situs ini, lengkapi profil Anda: data KTP, riwayat pendidikan, data keluarga, informasi tambahan, sertifikat bahasa Jepang (misalnya JLPT atau JFT-Basic) serta resume dan motivasi. Untuk berangkat bekerja, UU No. 18 Tahun 2017 (Pasal 13) menyebut: surat keterangan status perkawinan (dengan fotokopi buku nikah bila sudah menikah), surat izin suami atau istri, orang tua atau wali yang diketahui kepala desa atau lurah, sertifikat kompetensi kerja, surat keterangan sehat dari pemeriksaan kesehatan dan psikologi, paspor, visa kerja, perjanjian penempatan dan perjanjian kerja. Dokumen keberangkatan seperti paspor dan visa diurus bersama LPK Anda; tahap "dokumen diserahkan" terlihat di dasbor Anda.',
      },
      training: {
        q: 'Berapa lama pelatihan di LPK?',
        a: 'Setiap LPK menetapkan lama pelatihannya sendiri, tergantung programnya (magang TITP, SSW, Kaigo Fukushishi atau kursus bahasa Jepang). Halaman setiap LPK mencantumkan lama pelatihannya, dan pencarian LPK dapat membandingkannya.',
      },
      family: {
        q: 'Bolehkah membawa keluarga ke Jepang?',
        a: 'Tergantung jalurnya. Magang (TITP): tidak boleh membawa keluarga. SSW perawatan: tidak boleh membawa keluarga (SSW tingkat 2, yang membolehkan keluarga, tidak ada untuk bidang perawatan). Kaigo Fukushishi (status tinggal "Nursing Care"): boleh membawa keluarga, yaitu pasangan dan anak dengan status "Dependent".',
      },
      stay: {
        q: 'Berapa lama boleh tinggal dan bekerja di Jepang?',
        a: 'Magang (TITP): paling lama 5 tahun (tahap 1 satu tahun, tahap 2 dua tahun, tahap 3 dua tahun). SSW perawatan: paling lama 5 tahun secara total. Kaigo Fukushishi: izin tinggal dapat diperpanjang tanpa batas, dan membuka jalan ke izin tinggal tetap.',
      },
      switch: {
        q: 'Bisakah pindah dari magang (TITP) ke SSW, atau dari SSW ke Kaigo Fukushishi?',
        a: 'Bisa. Dari magang ke SSW: peserta yang menyelesaikan magang tahap 2 bidang perawatan dengan baik dibebaskan dari ujian keterampilan perawatan, ujian bahasa Jepang perawatan dan JFT-Basic atau N4; yang lain harus lulus ketiganya. Perubahan status tinggal diajukan ke kantor imigrasi setempat dan diputuskan per kasus. Dari SSW atau magang ke Kaigo Fukushishi: setelah 3 tahun bekerja di bidang perawatan (sedikitnya 540 hari kerja) dan kursus praktisi 450 jam (jitsumusha kenshu), Anda dapat mengikuti ujian nasional; setelah lulus dan terdaftar, status tinggal dapat diubah menjadi "Nursing Care".',
      },
      exams: {
        q: 'Ujian apa saja yang harus diikuti di setiap jalur?',
        a: 'Magang (TITP) perawatan: bahasa Jepang N4 saat masuk, ujian keterampilan tingkat dasar (teori dan praktik) pada tahun pertama, dan pada prinsipnya N3 untuk naik ke tahap 2. SSW perawatan: ujian keterampilan perawatan, ujian bahasa Jepang perawatan, dan JFT-Basic atau JLPT N4. Kaigo Fukushishi: ujian nasional, yang bagian tertulisnya diadakan setahun sekali pada akhir Januari.',
      },
      apply: {
        q: 'Bagaimana cara mendaftar ke LPK lewat situs ini?',
        a: 'Buat akun gratis, lengkapi profil, cari LPK, lalu tekan "Daftar di LPK ini" di halaman LPK dan setujui pembagian data Anda kepada LPK itu. LPK memeriksa profil Anda dan menyetujui pendaftaran; setiap perubahan status terlihat langsung di dasbor.',
      },
      withdraw: {
        q: 'Bagaimana cara membatalkan pendaftaran?',
        a: 'Bisa kapan saja: 1. Masuk ke akun Anda. 2. Di dasbor, bagian "Pendaftaran saya", tekan "Lihat detail pendaftaran" pada pendaftaran itu. 3. Tekan "Batalkan pendaftaran". 4. Tekan "Ya, batalkan" untuk mengonfirmasi. LPK langsung kehilangan akses ke data Anda. Pembatalan tidak dapat diurungkan; untuk kembali Anda harus mendaftar ulang.',
      },
      certificate: {
        q: 'Bagaimana LPK atau pemberi kerja memeriksa sertifikat saya?',
        a: 'Setiap sertifikat pendaftaran memiliki kode verifikasi yang dapat diperiksa di halaman cek sertifikat.',
      },
    },
    faq_figures: {
      training: 'Di katalog kami ({{count}} LPK): {{min}}–{{max}} bulan, median {{median}} bulan.',
      fees: 'Di katalog kami ({{count}} LPK): biaya pendaftaran {{min}}–{{max}}, median {{median}}.',
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
        a: 'Only the LPKs you register with, while the registration is active. No other LPK, employer or third party receives it from this site. Every access is logged and you can check it.',
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
      age: {
        q: 'What is the age limit to work as a caregiver in Japan?',
        a: 'The minimum age is 18: Japanese rules require it for the internship (TITP) and SSW, and Indonesian Law No. 18 of 2017 requires it of Indonesian migrant workers. The law sets no upper age limit, for Kaigo Fukushishi either. In practice, LPKs and employers in Japan often set their own upper age limit in their admission requirements, and the figures differ; ask the LPK you choose before you register.',
      },
      education: {
        q: 'Is there a minimum education requirement?',
        a: 'Japanese rules for the internship (TITP) and SSW set no minimum diploma: what is tested is care skills and Japanese (for SSW: the nursing care skills test, the nursing care Japanese test and JFT-Basic or N4). The Kaigo Fukushishi national exam through the work-experience route asks no diploma either, but 3 years of care work and a 450-hour course. LPKs and employers may set their own minimum diploma; ask the LPK you choose.',
      },
      health: {
        q: 'What are the health requirements?',
        a: 'SSW requires good health: the application for the status of residence comes with a doctor’s certificate from a medical examination in the previous 3 months. Indonesian Law No. 18 of 2017 requires Indonesian migrant workers to be physically and mentally healthy, with a health certificate from a medical and psychological examination. A medical check-up is also in every LPK’s fee breakdown. Whether a health condition meets the requirement is decided by the examining doctor, not by this site; ask your LPK.',
      },
      documents: {
        q: 'Which documents do I need to prepare?',
        a: 'To register with an LPK through this site, complete your profile: ID card (KTP) details, education, family, additional information, Japanese-language certificates (such as JLPT or JFT-Basic) and your resume and motivation. To leave for work, Indonesian Law No. 18 of 2017 (Article 13) lists: a marital-status statement (with a copy of the marriage book if married), permission from your spouse, parents or guardian acknowledged by the village head or lurah, a work competence certificate, a health certificate from a medical and psychological examination, a passport, a work visa, the placement agreement and the employment contract. Travel documents such as the passport and visa are arranged with your LPK; the "documents submitted" stage shows on your dashboard.',
      },
      training: {
        q: 'How long is the training at an LPK?',
        a: 'Each LPK sets its own training length, depending on the program (TITP internship, SSW, Kaigo Fukushishi or a Japanese language course). Every LPK page states its training length, and the LPK search compares them.',
      },
      family: {
        q: 'Can I bring my family to Japan?',
        a: 'It depends on the pathway. Internship (TITP): family may not come along. SSW nursing care: family may not come along (SSW level 2, which allows family, does not exist for nursing care). Kaigo Fukushishi (status of residence "Nursing Care"): family may come along, that is your spouse and children with the "Dependent" status.',
      },
      stay: {
        q: 'How long can I stay and work in Japan?',
        a: 'Internship (TITP): at most 5 years (stage 1 one year, stage 2 two years, stage 3 two years). SSW nursing care: at most 5 years in total. Kaigo Fukushishi: the status of residence is renewable without limit and opens the way to permanent residence.',
      },
      switch: {
        q: 'Can I move from the internship (TITP) to SSW, or from SSW to Kaigo Fukushishi?',
        a: 'Yes. From the internship to SSW: those who completed stage 2 of the internship in nursing care in good standing are exempt from the nursing care skills test, the nursing care Japanese test and JFT-Basic or N4; others must pass all three. The change of status is applied for at the regional immigration office and decided case by case. From SSW or the internship to Kaigo Fukushishi: after 3 years of care work (at least 540 days worked) and the 450-hour practitioner course (jitsumusha kenshu) you may sit the national exam; once you pass and are registered, the status of residence can be changed to "Nursing Care".',
      },
      exams: {
        q: 'Which exams does each pathway require?',
        a: 'Internship (TITP) in nursing care: Japanese N4 on entry, the basic-level skills test (written and practical) in the first year, and in principle N3 to move to stage 2. SSW nursing care: the nursing care skills test, the nursing care Japanese test, and JFT-Basic or JLPT N4. Kaigo Fukushishi: the national exam, whose written part is held once a year, in late January.',
      },
      apply: {
        q: 'How do I register with an LPK on this site?',
        a: 'Create a free account, complete your profile, search for an LPK, then press "Register with this LPK" on its page and agree to share your data with that LPK. The LPK reviews your profile and approves the registration; every status change shows on your dashboard at once.',
      },
      withdraw: {
        q: 'How do I withdraw a registration?',
        a: 'At any time: 1. Log in to your account. 2. On your dashboard, under "My registrations", press "See registration details" on that registration. 3. Press "Withdraw registration". 4. Press "Yes, withdraw" to confirm. The LPK loses access to your data at once. A withdrawal cannot be undone; to return you would register again.',
      },
      certificate: {
        q: 'How can an LPK or employer check my certificate?',
        a: 'Every registration certificate has a verification code that can be checked on the certificate check page.',
      },
    },
    faq_figures: {
      training: 'In our catalogue ({{count}} LPKs): {{min}}–{{max}} months, median {{median}} months.',
      fees: 'In our catalogue ({{count}} LPKs): registration fees {{min}}–{{max}}, median {{median}}.',
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

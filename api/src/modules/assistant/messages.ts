import type { Language } from '../../i18n';

/**
 * The assistant's own strings: titles of the pages it links to, the sentences that put the
 * site's figures (catalogue/facts.ts) into words, and the frames of its answers. Templates use
 * {{name}} placeholders. The validation and rate-limit refusals are the API's common messages.
 */
const id = {
  page: {
    pathways: 'Jalur persiapan: tiga jalur kerja dibandingkan',
    salary: 'Jalur persiapan: simulasi gaji',
    vacancies_beginner: 'Jalur persiapan: lowongan untuk pemula',
    about: 'Tentang kami',
    about_flow: 'Tentang kami: cara kerjanya',
    about_data: 'Tentang kami: data Anda hanya untuk LPK pilihan Anda',
    faq: 'Tanya jawab: {{q}}',
    search: 'Pencarian LPK',
    search_filtered: 'Pencarian LPK dengan filter ini',
    jobs: 'Daftar lowongan resmi',
    jobs_filtered: 'Daftar lowongan dengan filter ini',
    experienced: 'Lowongan untuk perawat berpengalaman',
    contact: 'Chat WhatsApp dengan tim kami',
  },
  passage: {
    pathways_title: 'Tiga jalur kerja perawat lansia di Jepang',
    pathways:
      'Ada tiga jalur untuk bekerja sebagai perawat lansia (kaigo) di Jepang: magang (TITP), Pekerja Berketerampilan Spesifik bidang perawatan (SSW) dan Kaigo Fukushishi (perawat lansia bersertifikat nasional). Halaman jalur persiapan membandingkan lama tinggal, bahasa Jepang, membawa keluarga, perpanjangan dan syarat masuk ketiganya.',
    japanese_title: 'Bahasa Jepang yang dibutuhkan',
    japanese:
      'Tingkat bahasa Jepang menurut jalur: magang (TITP) {{titp_entry}} saat masuk ({{titp_year2}} diharapkan pada tahun ke-2); SSW perawatan {{ssw_entry}} atau JFT-Basic, ditambah ujian bahasa Jepang perawatan; Kaigo Fukushishi {{kf_level}} diharapkan.',
    pay_title: 'Rata-rata gaji bulanan di Jepang',
    pay: 'Rata-rata gaji kotor per bulan pekerja asing menurut survei upah Kementerian Kesehatan, Tenaga Kerja dan Kesejahteraan Jepang (MHLW) {{year}}: magang (TITP) {{titp}} JPY (≈ {{titp_idr}}), SSW {{ssw}} JPY (≈ {{ssw_idr}}), SSW perawatan {{ssw_kaigo}} JPY (≈ {{ssw_kaigo_idr}}), dengan kurs 1 JPY = Rp{{rate}}.',
    deductions_title: 'Potongan gaji dan perkiraan gaji bersih',
    deductions:
      'Potongan perkiraan dari gaji kotor sekitar {{gross}} JPY: {{items}}. Asrama biasanya {{dorm_min}}–{{dorm_max}} JPY per bulan. Contoh dari {{gross}} JPY pada tahun pertama: gaji bersih sekitar {{y1_min}}–{{y1_max}} JPY (≈ {{y1_min_idr}}–{{y1_max_idr}}); mulai tahun ke-2 sekitar {{y2_min}}–{{y2_max}} JPY karena pajak penduduk.',
    deduction_item: '{{label}} {{pct}}%',
    take_home_title: 'Gaji bersih dibanding gaji kotor',
    claim_title: 'Tentang "gaji mulai sekitar Rp20 juta per bulan"',
    exchange_title: 'Kurs yen ke rupiah',
    minimum_wage_title: 'Upah minimum di Jepang',
    minimum_wage:
      'Upah minimum per jam di Jepang mulai Oktober 2025: rata-rata nasional {{fy25_avg}} JPY, Tokyo {{fy25_tokyo}} JPY, terendah {{fy25_low}} JPY ({{fy25_low_where}}). Sebelumnya (mulai Oktober 2024): rata-rata nasional {{fy24_avg}} JPY, Tokyo {{fy24_tokyo}} JPY, terendah {{fy24_low}} JPY ({{fy24_low_where}}).',
    titp_title: 'Magang (TITP)',
    ssw_title: 'SSW bidang perawatan (kaigo)',
    kf_title: 'Kaigo Fukushishi',
    jobs_title: 'Lowongan kerja di situs ini',
    jobs: 'Lowongan perawat lansia di Jepang dari LPK terdaftar ada di daftar lowongan resmi (dapat disaring menurut jalur dan prefektur), di halaman lowongan untuk perawat berpengalaman, dan di halaman jalur persiapan untuk pemula. Setiap lowongan menampilkan gaji dalam yen dengan perkiraan rupiah, tingkat JLPT yang diminta dan batas lamaran.',
    search_title: 'Mencari dan membandingkan LPK',
    search:
      'Di pencarian LPK Anda dapat menyaring menurut provinsi, program, tingkat biaya dan asrama, lalu mengurutkan menurut biaya. Setiap LPK menampilkan izin, status lembaga pengirim, akreditasi, tingkat kelulusan, rincian biaya, asrama dan lowongannya.',
    contact_title: 'Menghubungi tim kami',
    contact: 'Untuk pertanyaan yang tidak terjawab di situs ini, hubungi tim kami lewat chat WhatsApp: tombol chat ada di pojok kanan bawah setiap halaman.',
  },
  answer: {
    greeting:
      'Halo! Saya asisten situs ini. Saya menjawab pertanyaan tentang persiapan bekerja sebagai perawat lansia di Jepang: jalur TITP, SSW dan Kaigo Fukushishi, bahasa Jepang, gaji dan gaji bersih, biaya, memilih LPK, dokumen, dan cara mendaftar di situs ini. Saya juga dapat mencarikan LPK, misalnya "LPK dengan asrama di Jawa Barat di bawah Rp5 juta".',
    thanks: 'Sama-sama! Silakan tanya lagi kapan saja.',
    off_topic:
      'Maaf, saya hanya dapat menjawab pertanyaan tentang persiapan bekerja sebagai perawat lansia di Jepang dan tentang situs ini. Untuk hal lain, silakan hubungi tim kami lewat WhatsApp.',
    unknown:
      'Maaf, informasi itu tidak ada di situs ini, jadi saya tidak dapat menjawabnya dengan pasti. Yang dapat saya jawab: jalur TITP, SSW dan Kaigo Fukushishi (beda, lama tinggal, membawa keluarga, pindah jalur, ujian), syarat usia, pendidikan dan kesehatan, dokumen, lama dan biaya pelatihan, gaji dan gaji bersih, cara mendaftar, membatalkan pendaftaran dan siapa yang menerima data Anda; saya juga dapat mencarikan LPK dan lowongan. Untuk hal lain, tanyakan kepada tim kami lewat WhatsApp.',
    legal:
      'Saya tidak dapat memberi nasihat hukum atau menilai kasus pribadi. Untuk masalah kontrak, visa atau hukum, silakan hubungi tim kami lewat WhatsApp, atau LPK Anda.',
    lpk_found_one: 'Saya menemukan 1 LPK{{criteria}} di katalog kami:',
    lpk_found: 'Saya menemukan {{count}} LPK{{criteria}} di katalog kami. {{shown}}',
    lpk_shown_rating: 'Berikut {{n}} dengan penilaian tertinggi:',
    lpk_shown_price: 'Berikut {{n}} dengan biaya terendah:',
    lpk_all_rating: 'Diurutkan menurut penilaian:',
    lpk_all_price: 'Diurutkan dari biaya terendah:',
    lpk_shown_pass_rate: 'Berikut {{n}} dengan tingkat kelulusan ujian tertinggi:',
    lpk_all_pass_rate: 'Diurutkan dari tingkat kelulusan ujian tertinggi:',
    lpk_pass_rate: 'Tingkat kelulusan ujian {{rate}}%.',
    lpk_fee_check: 'Cek biaya: {{verdict}}.',
    lpk_none_short: 'Tidak ada LPK{{criteria}} di katalog kami.',
    lpk_nearest: 'LPK terdekat ada di {{provinces}}:',
    lpk_without_dorm: 'LPK{{criteria}} tanpa asrama:',
    lpk_closest: 'Yang paling mendekati, tetapi tidak memenuhi semua syarat Anda:',
    lpk_unmet: '— tidak memenuhi: {{list}}.',
    figures_source: 'Dihitung dari katalog LPK kami',
    lpk_line: '{{name}} ({{city}}, {{province}}): biaya pendaftaran {{fee}}, {{dormitory}}, program {{programs}}, pelatihan {{months}} bulan.',
    dorm_yes: 'ada asrama',
    dorm_no: 'tanpa asrama',
    lpk_more: 'Hasil lengkapnya ada di pencarian LPK.',
    lpk_none: 'Saya tidak menemukan LPK{{criteria}} di katalog kami. Coba longgarkan filternya di pencarian LPK.',
    lpk_named: 'LPK yang cocok dengan "{{name}}" di katalog kami:',
    lpk_named_none: 'Saya tidak menemukan LPK bernama "{{name}}" di katalog kami. Periksa ejaannya, atau cari di pencarian LPK.',
    criteria_place: ' di {{place}}',
    criteria_program: ' untuk program {{program}}',
    criteria_with: ' dengan {{list}}',
    criteria_no_dorm: ' tanpa asrama',
    attr_dorm: 'asrama',
    attr_no_dorm: 'tanpa asrama',
    attr_place: 'berlokasi di {{place}}',
    attr_fee_low: 'biaya pendaftaran rendah (di bawah {{amount}})',
    attr_fee_below: 'biaya pendaftaran di bawah {{amount}}',
    attr_fee_max: 'biaya pendaftaran paling banyak {{amount}}',
    attr_fee_above: 'biaya pendaftaran di atas {{amount}}',
    attr_fee_min: 'biaya pendaftaran paling sedikit {{amount}}',
    attr_usual_fees: 'biaya dalam kisaran umum',
    job_found_one: 'Ada 1 lowongan{{criteria}}:',
    job_found: 'Ada {{count}} lowongan{{criteria}}. {{shown}}',
    job_shown: 'Berikut {{n}} dengan batas lamaran terdekat:',
    job_all: 'Diurutkan menurut batas lamaran:',
    job_line:
      '{{title}}, {{prefecture}} ({{pathway}}, {{experience}}): sekitar {{salary}} JPY per bulan, JLPT {{jlpt}}, batas lamaran {{deadline}}, melalui {{lpk}}.',
    job_none: 'Saat ini tidak ada lowongan{{criteria}}. Lihat daftar lowongan resmi untuk semua lowongan.',
    job_criteria_pathway: ' jalur {{pathway}}',
    job_criteria_beginner: ' untuk pemula',
    job_criteria_experienced: ' untuk perawat berpengalaman',
    and: 'dan',
  },
  program_short: { titp: 'magang (TITP)', ssw: 'SSW', kaigo_fukushishi: 'Kaigo Fukushishi', language: 'kursus bahasa Jepang' },
  experience_short: { inexperienced: 'untuk pemula', experienced: 'untuk perawat berpengalaman' },
};

type Strings = typeof id;

const en: Strings = {
  page: {
    pathways: 'Preparation path: the three work pathways compared',
    salary: 'Preparation path: salary simulation',
    vacancies_beginner: 'Preparation path: entry-level vacancies',
    about: 'About us',
    about_flow: 'About us: how it works',
    about_data: 'About us: your data goes only to the LPKs you choose',
    faq: 'FAQ: {{q}}',
    search: 'LPK search',
    search_filtered: 'LPK search with these filters',
    jobs: 'Official job list',
    jobs_filtered: 'Job list with these filters',
    experienced: 'Vacancies for experienced caregivers',
    contact: 'WhatsApp chat with our team',
  },
  passage: {
    pathways_title: 'The three work pathways for elderly caregivers in Japan',
    pathways:
      'There are three pathways to work as an elderly caregiver (kaigo) in Japan: the technical internship (TITP), Specified Skilled Worker in nursing care (SSW) and Kaigo Fukushishi (nationally certified care worker). The preparation-path page compares their length of stay, Japanese level, family, renewal and entry requirements.',
    japanese_title: 'The Japanese level you need',
    japanese:
      'Japanese level by pathway: internship (TITP) {{titp_entry}} on entry ({{titp_year2}} expected in year 2); SSW nursing care {{ssw_entry}} or JFT-Basic, plus the nursing care Japanese test; Kaigo Fukushishi {{kf_level}} expected.',
    pay_title: 'Average monthly pay in Japan',
    pay: "Average gross monthly pay of foreign workers in the wage survey of Japan's Ministry of Health, Labour and Welfare (MHLW), {{year}}: technical interns (TITP) {{titp}} JPY (≈ {{titp_idr}}), SSW {{ssw}} JPY (≈ {{ssw_idr}}), SSW nursing care {{ssw_kaigo}} JPY (≈ {{ssw_kaigo_idr}}), at 1 JPY = Rp{{rate}}.",
    deductions_title: 'Deductions and estimated take-home pay',
    deductions:
      'Approximate deductions on about {{gross}} JPY gross: {{items}}. A dormitory usually costs {{dorm_min}}–{{dorm_max}} JPY a month. Example on {{gross}} JPY in the first year: take-home pay about {{y1_min}}–{{y1_max}} JPY (≈ {{y1_min_idr}}–{{y1_max_idr}}); from year 2 about {{y2_min}}–{{y2_max}} JPY because of resident tax.',
    deduction_item: '{{label}} {{pct}}%',
    take_home_title: 'Take-home pay versus gross pay',
    claim_title: 'About "from about Rp20 million a month"',
    exchange_title: 'Yen to rupiah exchange rate',
    minimum_wage_title: 'Minimum wage in Japan',
    minimum_wage:
      'Hourly minimum wage in Japan from October 2025: national average {{fy25_avg}} JPY, Tokyo {{fy25_tokyo}} JPY, lowest {{fy25_low}} JPY ({{fy25_low_where}}). Before (from October 2024): national average {{fy24_avg}} JPY, Tokyo {{fy24_tokyo}} JPY, lowest {{fy24_low}} JPY ({{fy24_low_where}}).',
    titp_title: 'Technical internship (TITP)',
    ssw_title: 'SSW nursing care (kaigo)',
    kf_title: 'Kaigo Fukushishi',
    jobs_title: 'Vacancies on this site',
    jobs: 'Elderly-care vacancies in Japan from registered LPKs are in the official job list (filter by pathway and prefecture), on the page for experienced caregivers, and on the preparation-path page for beginners. Every vacancy shows its pay in yen with an approximate rupiah figure, the JLPT level it asks for and its application deadline.',
    search_title: 'Searching and comparing LPKs',
    search:
      'The LPK search filters by province, program, fee level and dormitory, and sorts by fee. Every LPK shows its permit, sending-organisation status, accreditation, pass rates, itemised fees, dormitory and vacancies.',
    contact_title: 'Contacting our team',
    contact: 'For questions this site does not answer, contact our team through the WhatsApp chat: the chat button is at the bottom right of every page.',
  },
  answer: {
    greeting:
      'Hello! I am the assistant of this site. I answer questions about preparing to work as an elderly caregiver in Japan: the TITP, SSW and Kaigo Fukushishi pathways, Japanese level, pay and take-home pay, fees, choosing an LPK, documents, and how registration on this site works. I can also find LPKs, for example "LPKs with a dormitory in West Java under Rp5 million".',
    thanks: 'You are welcome! Ask again any time.',
    off_topic:
      'Sorry, I can only answer questions about preparing to work as an elderly caregiver in Japan and about this site. For anything else, please contact our team on WhatsApp.',
    unknown:
      'Sorry, this site has no information on that, so I cannot answer it reliably. What I can answer: the TITP, SSW and Kaigo Fukushishi pathways (differences, length of stay, family, moving between them, exams), age, education and health requirements, documents, training length and cost, pay and take-home pay, how to register, withdraw a registration and who receives your data; I can also find LPKs and vacancies. For anything else, please ask our team on WhatsApp.',
    legal: 'I cannot give legal advice or judge a personal case. For contract, visa or legal problems, please contact our team on WhatsApp, or your LPK.',
    lpk_found_one: 'I found 1 LPK{{criteria}} in our catalogue:',
    lpk_found: 'I found {{count}} LPKs{{criteria}} in our catalogue. {{shown}}',
    lpk_shown_rating: 'Here are the {{n}} best rated:',
    lpk_shown_price: 'Here are the {{n}} with the lowest fees:',
    lpk_all_rating: 'Best rated first:',
    lpk_all_price: 'Lowest fee first:',
    lpk_shown_pass_rate: 'Here are the {{n}} with the best exam pass rates:',
    lpk_all_pass_rate: 'Best exam pass rate first:',
    lpk_pass_rate: 'Exam pass rate {{rate}}%.',
    lpk_fee_check: 'Fee check: {{verdict}}.',
    lpk_none_short: 'There is no LPK{{criteria}} in our catalogue.',
    lpk_nearest: 'The nearest are in {{provinces}}:',
    lpk_without_dorm: 'LPKs{{criteria}} without a dormitory:',
    lpk_closest: 'The closest, though they do not meet every condition you gave:',
    lpk_unmet: '— does not meet: {{list}}.',
    figures_source: 'Computed from our LPK catalogue',
    lpk_line: '{{name}} ({{city}}, {{province}}): registration fee {{fee}}, {{dormitory}}, programs {{programs}}, {{months}} months of training.',
    dorm_yes: 'dormitory',
    dorm_no: 'no dormitory',
    lpk_more: 'The LPK search has the full results.',
    lpk_none: 'I found no LPK{{criteria}} in our catalogue. Try wider filters in the LPK search.',
    lpk_named: 'LPKs matching "{{name}}" in our catalogue:',
    lpk_named_none: 'I found no LPK named "{{name}}" in our catalogue. Check the spelling, or use the LPK search.',
    criteria_place: ' in {{place}}',
    criteria_program: ' offering {{program}}',
    criteria_with: ' with {{list}}',
    criteria_no_dorm: ' without a dormitory',
    attr_dorm: 'a dormitory',
    attr_no_dorm: 'no dormitory',
    attr_place: 'located in {{place}}',
    attr_fee_low: 'a low registration fee (below {{amount}})',
    attr_fee_below: 'a registration fee below {{amount}}',
    attr_fee_max: 'a registration fee of at most {{amount}}',
    attr_fee_above: 'a registration fee above {{amount}}',
    attr_fee_min: 'a registration fee of at least {{amount}}',
    attr_usual_fees: 'fees within the usual range',
    job_found_one: 'There is 1 vacancy{{criteria}}:',
    job_found: 'There are {{count}} vacancies{{criteria}}. {{shown}}',
    job_shown: 'Here are the {{n}} closing soonest:',
    job_all: 'Closing soonest first:',
    job_line: '{{title}}, {{prefecture}} ({{pathway}}, {{experience}}): about {{salary}} JPY a month, JLPT {{jlpt}}, apply by {{deadline}}, through {{lpk}}.',
    job_none: 'There is no vacancy{{criteria}} at the moment. See the official job list for every vacancy.',
    job_criteria_pathway: ' in the {{pathway}} pathway',
    job_criteria_beginner: ' for beginners',
    job_criteria_experienced: ' for experienced caregivers',
    and: 'and',
  },
  program_short: { titp: 'internship (TITP)', ssw: 'SSW', kaigo_fukushishi: 'Kaigo Fukushishi', language: 'Japanese language course' },
  experience_short: { inexperienced: 'for beginners', experienced: 'for experienced caregivers' },
};

export const assistantMessages: Readonly<Record<Language, Strings>> = { id, en };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the assistant's strings, e.g. 'answer.unknown'. */
export type AssistantKey = Leaves<Strings>;

export type AssistantTranslate = (key: AssistantKey, params?: Record<string, string | number>) => string;

/** {{name}} placeholders replaced by their values (a missing value leaves the placeholder). */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function assistantTranslator(lang: Language): AssistantTranslate {
  const tree = assistantMessages[lang];
  return (key, params) => {
    let node: unknown = tree;
    for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
    return fill(typeof node === 'string' ? node : key, params);
  };
}

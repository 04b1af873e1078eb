import type { Language } from '../../../i18n';

/**
 * The words of the trust passages (knowledge/trust.ts), per language, with {{name}} placeholders.
 * What they say of the site follows docs/trust.md and the rules in contracts/src/rules (fee-check,
 * reviews, reports), of licences docs/lpk-join.md ("Trust marks", "The official registry"), of
 * the Japanese tests the organisers' own pages (knowledge/trust.ts OFFICIAL_TESTS).
 */
const id = {
  page_fee_check: 'Pencarian LPK: biaya dalam kisaran umum',
  page_search: 'Pencarian LPK',
  page_dashboard: 'Dasbor Anda',
  or: 'atau',
  from_abroad: 'dari luar negeri {{phone}}',
  fee_check_title: 'Cek biaya: arti "dalam kisaran umum"',
  fee_check:
    'Cek biaya di setiap LPK membandingkan total biaya yang dicantumkan LPK (dengan rinciannya) dengan LPK lain di katalog kami yang mengajarkan program yang sama. Untuk setiap program, median (nilai tengah total biaya) dan persentil ke-90 (sembilan dari sepuluh LPK itu meminta sebesar itu atau kurang) dihitung dari katalog dan diperbarui bersamanya. Hasilnya: "dalam kisaran umum" bila total tidak melebihi persentil ke-90; "di atas umum" bila lebih, sampai {{factor}} kali persentil ke-90; "jauh di atas umum" bila lebih dari itu. Bila kurang dari {{min}} LPK mengajarkan program itu, tidak ada perbandingan. LPK dengan beberapa program dibandingkan dengan program yang persentil ke-90-nya paling tinggi. Filter pencarian "biaya dalam kisaran umum" hanya menampilkan LPK yang dalam kisaran umum. Biaya di atas umum bukan bukti penipuan: tanyakan untuk apa setiap biaya dan minta kuitansi.',
  fee_figures_title: 'Median dan persentil ke-90 biaya per program di katalog kami',
  fee_figures: 'Di katalog kami sekarang: {{list}}.',
  fee_figure: '{{program}}: median {{median}}, persentil ke-90 {{p90}} ({{peers}} LPK)',
  fee_figure_too_few: '{{program}}: terlalu sedikit LPK untuk dibandingkan ({{peers}} LPK)',
  listing_refuses_title: 'Biaya yang tidak dapat dicantumkan LPK di situs ini',
  listing_refuses:
    'Di situs ini, LPK tidak dapat mencantumkan uang jaminan atau deposit, "uang terima kasih", atau denda sebagai rincian biaya: formulir LPK menolaknya sebelum disimpan.',
  licence_title: 'Bagaimana izin LPK diverifikasi di situs ini',
  licence:
    'Setiap LPK yang bergabung mengirim nomor izin dan dokumen izinnya. Operator situs mencocokkan nomor itu dengan daftar resmi LPK terdaftar yang diterbitkan Kementerian Ketenagakerjaan (Kemnaker) dan diimpor ke situs ini secara berkala. "Izin diverifikasi" dengan tanggalnya berarti pada tanggal itu daftar resmi mencantumkan nomor izin tersebut sebagai aktif, atas nama dan provinsi yang sama. "Izin belum diverifikasi" berarti nomor itu belum cocok dengan daftar resmi; itu sendiri bukan bukti izinnya tidak sah: tanyakan ke Dinas Tenaga Kerja setempat. Tingkat kelulusan dan jumlah alumni dinyatakan sendiri oleh LPK. LPK yang ditangguhkan operator tidak tampil di situs.',
  reviews_title: 'Ulasan alumni terverifikasi',
  reviews:
    'Ulasan di halaman LPK hanya dapat ditulis oleh alumni terverifikasi: pengguna yang pendaftarannya di LPK itu lewat situs ini sudah mencapai tahap disetujui, atau sudah berstatus terdaftar di sana paling sedikit {{registered_days}} hari. Satu ulasan per LPK untuk setiap orang. Ulasan berisi nilai 1–5 untuk pengajaran, kejujuran soal biaya, bantuan dokumen dan (bila ada) asrama, teks {{text_min}}–{{text_max}} karakter, serta bulan dan tahun pendaftaran. Ulasan dapat diedit selama {{edit_days}} hari. Nama penulis tampil sebagai nama depan dan inisial. LPK dapat menulis satu balasan publik untuk setiap ulasan, tetapi tidak dapat menghapusnya; operator situs dapat menyembunyikan ulasan dengan alasan, penulis diberi tahu lewat surel dan dapat mengeditnya lalu mengajukannya lagi. Penilaian yang tampil adalah rata-rata ulasan setelah ada {{threshold}} ulasan atau lebih; sebelum itu, angka dari LPK sendiri ditandai "dinyatakan sendiri".',
  report_title: 'Melaporkan masalah dengan LPK',
  report:
    'Setiap pengguna yang masuk dapat melaporkan LPK dari halaman LPK itu atau dari pendaftarannya di situs ini. Pilih kategori ({{categories}}), tulis apa yang terjadi dan, bila perlu, lampirkan gambar atau PDF. LPK tidak pernah mengetahui siapa yang melapor. Status laporan ({{statuses}}) tampil di dasbor Anda, dan Anda diberi tahu lewat surel setiap kali berubah. Operator situs meninjau laporan dan dapat menangguhkan LPK.',
  channels_title: 'Saluran resmi pengaduan',
  channels_intro: 'Untuk pengaduan resmi tentang LPK atau penempatan, hubungi:',
  tests_title: 'Mendaftar ujian bahasa Jepang resmi (JLPT dan JFT-Basic)',
  tests:
    'Sertifikat bahasa Jepang yang sah hanya didapat dengan lulus ujiannya. JLPT diselenggarakan oleh Japan Foundation dan JEES; di luar Jepang, ujian diadakan oleh lembaga penyelenggara di setiap kota ujian, dan kota, jadwal serta cara mendaftarnya ada di situs resmi JLPT. JFT-Basic diselenggarakan oleh Japan Foundation sebagai ujian berbasis komputer di pusat ujian Prometric; jadwal dan pemesanannya ada di situs resmi JFT-Basic dan situs Prometric.',
  source_jlpt: 'Situs resmi JLPT (Japan Foundation dan JEES)',
  source_jft: 'Situs resmi JFT-Basic (Japan Foundation)',
  certificate_lost_title: 'Sertifikat JLPT hilang atau rusak',
  certificate_lost:
    'Sertifikat JLPT yang hilang atau rusak dapat diterbitkan ulang. Untuk ujian yang diikuti di luar Jepang, permohonan penerbitan ulang diajukan ke Japan Foundation (formulir di situs resmi JLPT, tanpa biaya) atau ke lembaga penyelenggara di kota tempat Anda ujian. Prosesnya dapat memakan waktu beberapa minggu, jadi ajukan jauh hari sebelum sertifikat dibutuhkan.',
  source_jlpt_reissue: 'Situs resmi JLPT: penerbitan sertifikat untuk ujian di luar Jepang',
};

type Copy = typeof id;

const en: Copy = {
  page_fee_check: 'LPK search: fees within the usual range',
  page_search: 'LPK search',
  page_dashboard: 'Your dashboard',
  or: 'or',
  from_abroad: 'from abroad {{phone}}',
  fee_check_title: 'Fee check: what "within the usual range" means',
  fee_check:
    'The fee check on every LPK compares the total the LPK lists (with its items) with the other LPKs in our catalogue that teach the same program. For each program, the median (the middle total) and the 90th percentile (nine in ten of those LPKs ask that much or less) are computed from the catalogue and kept up to date with it. The verdict: "within the usual range" when the total is at most the 90th percentile; "above the usual range" when it is higher, up to {{factor}} times the 90th percentile; "far above the usual range" beyond that. When fewer than {{min}} LPKs teach the program, no comparison is made. An LPK teaching several programs is compared with the program whose 90th percentile is highest. The search filter "fees within the usual range" shows only LPKs within the usual range. A fee above the usual range is not proof of a scam: ask what each fee pays for and ask for a receipt.',
  fee_figures_title: 'Median and 90th percentile of fees per program in our catalogue',
  fee_figures: 'In our catalogue now: {{list}}.',
  fee_figure: '{{program}}: median {{median}}, 90th percentile {{p90}} ({{peers}} LPKs)',
  fee_figure_too_few: '{{program}}: too few LPKs to compare ({{peers}} LPKs)',
  listing_refuses_title: 'Fees an LPK cannot list on this site',
  listing_refuses:
    'On this site, an LPK cannot list a deposit or guarantee money, "thank-you money" or a penalty as a fee item: the LPK\'s form refuses it before saving.',
  licence_title: 'How an LPK licence is verified on this site',
  licence:
    'Every LPK that joins sends its licence number and licence document. The site\'s operator matches the number against the official list of registered LPKs published by the Ministry of Manpower (Kemnaker), imported into this site regularly. "Licence verified" with a date means that on that date the official list showed the licence number as active, under the same name and province. "Licence not yet verified" means the number has not been matched with the official list; that alone is no proof the licence is invalid: ask the local manpower office (Disnaker). Pass rates and alumni numbers are self-declared by the LPK. An LPK the operator has suspended does not show on the site.',
  reviews_title: 'Verified alumni reviews',
  reviews:
    "Reviews on an LPK page can only be written by verified alumni: users whose registration at that LPK through this site reached approved, or who have been registered there for at least {{registered_days}} days. One review per LPK per person. A review holds ratings of 1–5 for teaching, honesty about fees, help with documents and (where there is one) the dormitory, a text of {{text_min}}–{{text_max}} characters, and the month and year of the registration. A review can be edited for {{edit_days}} days. The author shows as first name and initial. The LPK can post one public reply to each review but cannot delete it; the site's operator may hide a review with a reason, and the author is told by e-mail and may edit it and ask again. The rating shown is the reviews' average once there are {{threshold}} or more; until then, the LPK's own figure is labelled self-declared.",
  report_title: 'Reporting a problem with an LPK',
  report:
    "Any signed-in user can report an LPK from the LPK's page or from their registration on this site. Choose a category ({{categories}}), describe what happened and, if needed, attach an image or a PDF. The LPK never learns who reported. The report's status ({{statuses}}) shows on your dashboard, and you are e-mailed each time it changes. The site's operator reviews reports and can suspend the LPK.",
  channels_title: 'Official complaint channels',
  channels_intro: 'For an official complaint about an LPK or a placement, contact:',
  tests_title: 'Registering for the official Japanese tests (JLPT and JFT-Basic)',
  tests:
    "A genuine Japanese-language certificate comes only from passing the test. The JLPT is run by the Japan Foundation and JEES; outside Japan it is held by a local host institution in each test city, and the cities, dates and how to register are on the JLPT's official site. The JFT-Basic is run by the Japan Foundation as a computer-based test at Prometric test centres; its dates and bookings are on the JFT-Basic's official site and Prometric's site.",
  source_jlpt: 'JLPT official site (Japan Foundation and JEES)',
  source_jft: 'JFT-Basic official site (Japan Foundation)',
  certificate_lost_title: 'A lost or damaged JLPT certificate',
  certificate_lost:
    "A lost or damaged JLPT certificate can be reissued. For a test taken outside Japan, ask the Japan Foundation for a reissue (the form is on the JLPT's official site, free of charge) or the local host institution of the city where you took the test. It can take several weeks, so apply well before you need the certificate.",
  source_jlpt_reissue: 'JLPT official site: certificates for tests taken outside Japan',
};

export const TRUST_COPY: Readonly<Record<Language, Copy>> = { id, en };

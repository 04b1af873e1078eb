/**
 * Catalogue labels (labels.catalogue.*): the words of the reference data of contracts/src/reference
 * (programs, pathways, fee levels, facility types, institute vocabularies). Written once; the
 * API words its answers with them (api/src/i18n/registry.ts loads both trees).
 *
 * - `catalogueLabels`: what both tiers show: the API in its answers (a detail page's programs,
 *   the fee level's label, the pathways of GET /facts), the public screens in filters, cards
 *   and tables. mf-public adds this tree to its namespace.
 * - `catalogueAnswerLabels`: labels only the API words (the front ends show the `*_label`
 *   fields of the answers), kept out of the front ends' bundles.
 */
export const catalogueLabels = {
  id: {
    labels: {
      catalogue: {
        program: { titp: 'Magang (TITP)', ssw: 'SSW (Tokutei Ginō)', kaigo_fukushishi: 'Kaigo Fukushishi', language: 'Kursus bahasa Jepang' },
        pathway: { titp: 'Magang (TITP)', ssw: 'SSW (Tokutei Ginō)', kaigo_fukushishi: 'Kaigo Fukushishi', ssw_kaigo: 'SSW bidang perawatan (kaigo)' },
        fee_level: { low: 'Rendah (di bawah Rp5 juta)', medium: 'Sedang (Rp5–15 juta)', high: 'Tinggi (di atas Rp15 juta)' },
        fee_verdict: {
          within: 'Dalam kisaran umum',
          above: 'Di atas umum',
          far_above: 'Jauh di atas umum',
          too_few: 'Terlalu sedikit LPK untuk dibandingkan',
        },
      },
    },
  },
  en: {
    labels: {
      catalogue: {
        program: { titp: 'Technical intern (TITP)', ssw: 'SSW (Tokutei Ginō)', kaigo_fukushishi: 'Kaigo Fukushishi', language: 'Japanese language course' },
        pathway: { titp: 'Technical intern (TITP)', ssw: 'SSW (Tokutei Ginō)', kaigo_fukushishi: 'Kaigo Fukushishi', ssw_kaigo: 'SSW nursing care (kaigo)' },
        fee_level: { low: 'Low (below Rp5 million)', medium: 'Medium (Rp5–15 million)', high: 'High (above Rp15 million)' },
        fee_verdict: {
          within: 'Within the usual range',
          above: 'Above the usual range',
          far_above: 'Far above the usual range',
          too_few: 'Too few LPKs to compare',
        },
      },
    },
  },
};

export const catalogueAnswerLabels = {
  id: {
    labels: {
      catalogue: {
        sending_org: {
          registered: 'Terdaftar sebagai lembaga pengirim (SO)',
          in_process: 'Pendaftaran lembaga pengirim sedang diproses',
          not_registered: 'Bukan lembaga pengirim (pelatihan saja, bermitra dengan SO)',
        },
        accreditation: { A: 'Terakreditasi A', B: 'Terakreditasi B', C: 'Terakreditasi C', none: 'Belum terakreditasi' },
        licence: { lpk_permit: 'Izin LPK', sending_organisation: 'Lembaga pengirim (SO)', accreditation: 'Akreditasi' },
        fee_item: {
          registration: 'Biaya pendaftaran',
          training: 'Biaya pelatihan',
          materials: 'Buku dan modul',
          medical_check: 'Pemeriksaan kesehatan',
          uniform: 'Seragam',
          dormitory: 'Asrama selama pelatihan',
          exam: 'Biaya ujian (JFT-Basic dan ujian keterampilan)',
          other: 'Biaya lain (sebutkan)',
        },
        exam: {
          jlpt_n4: 'JLPT N4',
          jft_basic: 'JFT-Basic',
          kaigo_skills: 'Ujian keterampilan perawatan (SSW)',
          kaigo_japanese: 'Ujian bahasa Jepang perawatan (SSW)',
          kaigo_fukushishi_exam: 'Ujian nasional Kaigo Fukushishi',
        },
        campus: {
          care_lab: 'Laboratorium praktik perawatan',
          language_lab: 'Laboratorium bahasa',
          computer_lab: 'Laboratorium komputer (ujian CBT)',
          library: 'Perpustakaan',
          prayer_room: 'Musala',
          sports_field: 'Lapangan olahraga',
          canteen: 'Kantin',
        },
        office_days: { mon_fri: 'Senin–Jumat', mon_sat: 'Senin–Sabtu' },
        facility_type: {
          tokuyo: 'Panti werdha khusus (tokuyō)',
          rouken: 'Fasilitas kesehatan lansia (rōken)',
          group_home: 'Rumah kelompok demensia',
          day_service: 'Pusat layanan harian lansia',
          private_home: 'Panti lansia swasta',
          disability_support: 'Fasilitas dukungan penyandang disabilitas',
        },
        experience: { experienced: 'Berpengalaman', inexperienced: 'Tanpa pengalaman' },
        deduction: {
          income_tax: 'Pajak penghasilan',
          resident_tax: 'Pajak penduduk (mulai tahun ke-2)',
          pension: 'Iuran pensiun',
          health_insurance: 'Asuransi kesehatan',
          employment_insurance: 'Asuransi ketenagakerjaan',
        },
      },
    },
  },
  en: {
    labels: {
      catalogue: {
        sending_org: {
          registered: 'Registered sending organisation (SO)',
          in_process: 'Sending-organisation registration in progress',
          not_registered: 'Not a sending organisation (training only, works with an SO)',
        },
        accreditation: { A: 'Accredited A', B: 'Accredited B', C: 'Accredited C', none: 'Not yet accredited' },
        licence: { lpk_permit: 'LPK permit', sending_organisation: 'Sending organisation (SO)', accreditation: 'Accreditation' },
        fee_item: {
          registration: 'Registration fee',
          training: 'Training fee',
          materials: 'Books and course materials',
          medical_check: 'Medical check-up',
          uniform: 'Uniform',
          dormitory: 'Dormitory during training',
          exam: 'Exam fees (JFT-Basic and skills test)',
          other: 'Other fee (name it)',
        },
        exam: {
          jlpt_n4: 'JLPT N4',
          jft_basic: 'JFT-Basic',
          kaigo_skills: 'Nursing care skills test (SSW)',
          kaigo_japanese: 'Nursing care Japanese test (SSW)',
          kaigo_fukushishi_exam: 'Kaigo Fukushishi national exam',
        },
        campus: {
          care_lab: 'Care practice lab',
          language_lab: 'Language lab',
          computer_lab: 'Computer lab (CBT exams)',
          library: 'Library',
          prayer_room: 'Prayer room',
          sports_field: 'Sports field',
          canteen: 'Canteen',
        },
        office_days: { mon_fri: 'Monday–Friday', mon_sat: 'Monday–Saturday' },
        facility_type: {
          tokuyo: 'Special nursing home for the elderly (tokuyō)',
          rouken: 'Geriatric health services facility (rōken)',
          group_home: 'Dementia group home',
          day_service: 'Elderly day-care centre',
          private_home: 'Private residential care home',
          disability_support: 'Support facility for people with disabilities',
        },
        experience: { experienced: 'Experienced', inexperienced: 'No experience needed' },
        deduction: {
          income_tax: 'Income tax',
          resident_tax: 'Resident tax (from year 2)',
          pension: 'Pension contribution',
          health_insurance: 'Health insurance',
          employment_insurance: 'Employment insurance',
        },
      },
    },
  },
};

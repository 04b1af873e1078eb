/**
 * The primary sources (laws, ordinances and the ministries' own rules) the FAQ on /about and the
 * assistant cite for what they say about eligibility, documents, family, length of stay, moving
 * between pathways and exams. `title` is the source's own name, kept in its own language
 * (`title_lang`): the pages put a label in the reader's language around a title in another one
 * ("Sumber: ... (dalam bahasa Inggris)"). `date` is when the rule took effect (ISO 8601, reduced
 * precision where the day does not matter) or, for a page of rules that changes, the year its
 * content was checked.
 */
export const SOURCE_TITLE_LANGS = ['id', 'en', 'ja'] as const;
export type SourceTitleLang = (typeof SOURCE_TITLE_LANGS)[number];

export interface PrimarySource {
  title: string;
  title_lang: SourceTitleLang;
  date: string;
  /** Who issued the rule (added in 1.9.0; the older entries name it in their title). */
  publisher?: string;
  /** Where its text, or the issuer's own account of it, can be read. */
  url?: string;
  /** When `url` and what this entry says of the source were last checked (ISO 8601, year-month). */
  checked?: string;
}

export const PRIMARY_SOURCES = {
  /** Art. 10(2): the trainee is 18 or older; the stages (i) 1 year, (ii) 2 years, (iii) 2 years. */
  titp_act: {
    title:
      'Act on Proper Technical Intern Training and Protection of Technical Intern Trainees (Act No. 89 of 2016) and its Ordinance for Enforcement, Article 10',
    title_lang: 'en',
    date: '2017-11',
  },
  /** Nursing care in TITP: N4 on entry, N3 in principle for stage (ii), the skills evaluation tests. */
  mhlw_titp_kaigo: {
    title: 'Ministry of Health, Labour and Welfare (MHLW): nursing care as an occupation of the Technical Intern Training Program',
    title_lang: 'en',
    date: '2017-11',
  },
  /** Landing criteria of SSW (i): 18 or older, in good health (a doctor's certificate), no education requirement, at most 5 years. */
  ssw_criteria: {
    title:
      'Immigration Services Agency of Japan: landing permission criteria for Specified Skilled Worker (i) (Ministerial Ordinance on the Criteria for Landing Permission)',
    title_lang: 'en',
    date: '2019-04',
  },
  /** SSW (i) nursing care: the three tests, and their exemption after Technical Intern Training (ii) completed in good standing. */
  mhlw_ssw_kaigo: {
    title:
      'Ministry of Health, Labour and Welfare (MHLW): Specified Skilled Worker (i), nursing care field — skills and Japanese tests, exemption for Technical Intern Training (ii) completers',
    title_lang: 'en',
    date: '2025',
  },
  /** The national exam (written part once a year, late January) and its practical-experience route (3 years, 540 days, 450-hour course). */
  kf_exam: {
    title:
      'Certified Social Worker and Certified Care Worker Act; Social Welfare Promotion and Examination Center: national examination for certified care workers (practical-experience route)',
    title_lang: 'en',
    date: '2025',
  },
  /** Status of residence "Nursing Care" (renewable, family as "Dependent"). */
  nursing_care_status: {
    title: 'Immigration Services Agency of Japan: status of residence "Nursing Care" (介護) and "Dependent" (家族滞在)',
    title_lang: 'en',
    date: '2017-09',
  },
  /** Art. 5 (18 or older, physically and mentally healthy) and Art. 13 (documents) for Indonesian migrant workers. */
  uu_18_2017: {
    title: 'Undang-Undang Nomor 18 Tahun 2017 tentang Pelindungan Pekerja Migran Indonesia (Pasal 5 dan 13)',
    title_lang: 'id',
    date: '2017-11',
  },
  /**
   * Art. 30(1): an Indonesian migrant worker "tidak dapat dibebani biaya penempatan" (cannot be
   * charged placement costs); 30(2): the details by a regulation of the agency's head. Art. 72(a):
   * no one may charge the prospective worker cost components already borne by the prospective
   * employer; Art. 86(a): up to 5 years in prison and a fine of up to Rp15,000,000,000 for that.
   */
  uu_18_2017_placement_costs: {
    title: 'Undang-Undang Nomor 18 Tahun 2017 tentang Pelindungan Pekerja Migran Indonesia (Pasal 30, 72 huruf a dan 86 huruf a)',
    title_lang: 'id',
    date: '2017-11',
    publisher: 'Pemerintah Republik Indonesia',
    url: 'https://id.wikisource.org/wiki/Undang-Undang_Republik_Indonesia_Nomor_18_Tahun_2017',
    checked: '2026-11',
  },
  /**
   * Peraturan BP2MI No. 9/2020 (set 15 June 2020, announced 17 August 2020; its start was put back
   * twice, to 15 July 2021): for ten informal and vulnerable job types — among them "pengasuh
   * lanjut usia" (carer of the elderly) — the worker is not charged placement costs, which it lists
   * as tickets out and back, work visa, legalisation of the work agreement, job training, the
   * competence certificate, the company's service fee, passport, police certificate, social
   * security, and medical and psychological checks at home. `url`: the national press report of
   * its issue (the agency's own regulation page was not reachable when checked).
   */
  perban_bp2mi_9_2020: {
    title: 'Peraturan Badan Pelindungan Pekerja Migran Indonesia Nomor 9 Tahun 2020 tentang Pembebasan Biaya Penempatan Pekerja Migran Indonesia',
    title_lang: 'id',
    date: '2020-06',
    publisher: 'Badan Pelindungan Pekerja Migran Indonesia (BP2MI), sejak Oktober 2024 Kementerian Pelindungan Pekerja Migran Indonesia (KP2MI)',
    url: 'https://nasional.kompas.com/read/2020/08/17/23193871/bp2mi-terbitkan-aturan-pembebasan-biaya-penempatan-pekerja-migran',
    checked: '2026-11',
  },
  /**
   * Technical intern training, the trainee's protection: Art. 46, no forcing training by violence,
   * threats, confinement or other undue restraint; Art. 47(1), no contract fixing a penalty or
   * damages for breaking the training contract, with the trainee (or one who means to become one),
   * their spouse, relatives or others close to them — the collection of a so-called deposit (保証金)
   * is read as falling under it; 47(2), no compulsory savings; Art. 48(1), no one running or
   * supervising the training may keep the trainee's passport or residence card; 48(2), nor unduly
   * restrict their going out or private life.
   */
  titp_act_protection: {
    title:
      'Act on Proper Technical Intern Training and Protection of Technical Intern Trainees (Act No. 89 of 2016), Articles 46, 47 and 48 (prohibited acts; penalty contracts and savings; passports and residence cards)',
    title_lang: 'en',
    date: '2017-11',
    publisher: 'Government of Japan (Ministry of Justice; Ministry of Health, Labour and Welfare)',
    url: 'https://laws.e-gov.go.jp/law/428AC0000000089',
    checked: '2026-11',
  },
  /**
   * Landing criteria of Specified Skilled Worker (i), item 2: neither the applicant nor their
   * spouse, relatives or others close to them has money or property managed by anyone in
   * connection with the work, whether as a deposit (保証金) or under any other name, and no
   * contract fixing a penalty for breaking the employment contract, or otherwise moving money or
   * property unfairly, has been or is expected to be made.
   */
  ssw_landing_criteria_deposit: {
    title:
      'Ministerial Ordinance on the Criteria for Landing Permission (Ordinance of the Ministry of Justice No. 16 of 1990), Specified Skilled Worker (i), item 2 (no deposit, no penalty contract)',
    title_lang: 'en',
    date: '2019-04',
    publisher: 'Immigration Services Agency of Japan (Ministry of Justice)',
    url: 'https://laws.e-gov.go.jp/law/402M50000010016',
    checked: '2026-11',
  },
} as const satisfies Record<string, PrimarySource>;

export type PrimarySourceKey = keyof typeof PRIMARY_SOURCES;

/** A source with the optional fields readable on every entry (publisher, url, checked). */
export function primarySource(key: PrimarySourceKey): PrimarySource {
  return PRIMARY_SOURCES[key];
}

/**
 * The official channels a person can contact about an LPK or a placement (the report page and
 * the assistant list them; the fee check points to them). Contact details change: each entry
 * says when it was checked and where it was confirmed (`confirmed_by`, the issuer's own page where
 * one was reachable, otherwise the press or public-service reports it was read in).
 */
export interface OfficialChannel {
  name: { id: string; en: string };
  /** What the channel takes, in a sentence. */
  scope: { id: string; en: string };
  publisher: string;
  /** The channel's own site (none for one that is a different office in each region). */
  url?: string;
  /** Phone numbers as written for dialling from Indonesia, and from abroad where it differs. */
  phone?: string;
  phone_from_abroad?: string;
  checked: string;
  confirmed_by: readonly string[];
}

export const OFFICIAL_CHANNEL_KEYS = ['kp2mi', 'kemnaker', 'disnaker'] as const;
export type OfficialChannelKey = (typeof OFFICIAL_CHANNEL_KEYS)[number];

export const OFFICIAL_CHANNELS = {
  /** The migrant-worker protection agency (BP2MI, a ministry since October 2024): its 24-hour complaint service. */
  kp2mi: {
    name: {
      id: 'Kementerian Pelindungan Pekerja Migran Indonesia (KP2MI, dahulu BP2MI) — layanan pengaduan 24 jam',
      en: 'Ministry for the Protection of Indonesian Migrant Workers (KP2MI, formerly BP2MI) — 24-hour complaint service',
    },
    scope: {
      id: 'Pengaduan calon pekerja migran, pekerja migran dan keluarganya, termasuk biaya penempatan yang dibebankan dan penempatan tidak resmi.',
      en: 'Complaints from prospective and current migrant workers and their families, including placement costs charged and unofficial placement.',
    },
    publisher: 'Kementerian Pelindungan Pekerja Migran Indonesia',
    url: 'https://bp2mi.go.id',
    phone: '0800-1000',
    phone_from_abroad: '+62 21 2924 4800',
    checked: '2026-11',
    confirmed_by: [
      'https://bp2mi.go.id/berita-detail/kp2mi-konsolidasikan-alih-kewenangan-dari-kemnaker-terkait-tata-kelola-penempatan-dan-pelindungan-pekerja-migran-indonesia',
      'https://www.lintasatlantik.com/2025/12/inilah-sanksi-bagi-pjtki-yang-salurkan.html',
    ],
  },
  /** The Ministry of Manpower: "Lapor Menaker", its web complaint channel (launched 12 November 2025), and its call centre. */
  kemnaker: {
    name: {
      id: 'Kementerian Ketenagakerjaan (Kemnaker) — Lapor Menaker',
      en: 'Ministry of Manpower (Kemnaker) — Lapor Menaker',
    },
    scope: {
      id: 'Pengaduan tentang norma ketenagakerjaan, pelatihan dan pemagangan; laporan diteruskan ke dinas provinsi atau kabupaten/kota bila itu kewenangannya.',
      en: 'Complaints about labour standards, training and apprenticeships; reports are passed to the provincial or regency/city office where it is theirs to handle.',
    },
    publisher: 'Kementerian Ketenagakerjaan Republik Indonesia',
    url: 'https://kemnaker.go.id',
    phone: '1500630',
    checked: '2026-11',
    confirmed_by: [
      'https://newsforfriends.pages.dev/gas-https-kumparan.com/kumparanbisnis/kemnaker-luncurkan-lapor-menaker-kanal-aduan-berbasis-web-26ee8oedpo2',
      'https://periskop.id/ketenagakerjaan/20251112/kemnaker-luncurkan-kanal-lapor-menaker-alur-pengaduan',
      'https://www.lintasatlantik.com/2025/12/inilah-sanksi-bagi-pjtki-yang-salurkan.html',
    ],
  },
  /** The regional manpower office: no single number; the office of the province or regency/city where the LPK is. */
  disnaker: {
    name: {
      id: 'Dinas Tenaga Kerja (Disnaker) provinsi atau kabupaten/kota tempat LPK berada',
      en: 'The manpower office (Disnaker) of the province or regency/city where the LPK is',
    },
    scope: {
      id: 'Laporan langsung ke kantor dinas atau ke unit pengawasan ketenagakerjaannya; alamat dan nomornya ada di situs pemerintah daerah masing-masing.',
      en: "Reports in person to the office or to its labour inspection unit; the address and number are on the regional government's own site.",
    },
    publisher: 'Pemerintah daerah (provinsi, kabupaten/kota)',
    checked: '2026-11',
    confirmed_by: ['https://www.lintasatlantik.com/2025/12/inilah-sanksi-bagi-pjtki-yang-salurkan.html'],
  },
} as const satisfies Record<OfficialChannelKey, OfficialChannel>;

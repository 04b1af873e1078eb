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
} as const satisfies Record<string, PrimarySource>;

export type PrimarySourceKey = keyof typeof PRIMARY_SOURCES;

/**
 * Facts about the three work pathways (TITP, SSW kaigo, Kaigo Fukushishi), each with its source
 * and date: GET /api/lpk/facts serves them (`pathways`), the assistant quotes them. Dates use ISO
 * 8601 reduced precision ("2025" = the year 2025) where the source gives no exact day.
 */
export const PATHWAY_FACTS = {
  titp: {
    duration_years: { min: 3, max: 5 },
    jlpt_entry: 'N4',
    jlpt_year2: 'N3',
    replaced_by: 'employment_for_skill_development',
    replacement_from: '2027-04',
    source: 'Technical Intern Training Act; Employment for Skill Development system (育成就労) from April 2027',
    source_lang: 'en',
    date: '2025',
  },
  ssw_kaigo: {
    max_years: 5,
    family_allowed: false,
    requirements: ['nursing_care_skills_test', 'nursing_care_japanese_test', 'jft_basic_or_n4'],
    jlpt_entry: 'N4',
    source: 'Immigration Services Agency of Japan, Specified Skilled Worker (i) nursing care',
    source_lang: 'en',
    date: '2025',
  },
  kaigo_fukushishi: {
    exam: 'national_exam',
    jlpt_expected: 'N2',
    renewable_without_limit: true,
    family_allowed: true,
    permanent_residence_path: true,
    eligibility: { work_years: 3, course_hours: 450 },
    source: 'Certified Social Worker and Certified Care Worker Act; status of residence "Nursing Care" (介護)',
    source_lang: 'en',
    date: '2025',
  },
} as const;

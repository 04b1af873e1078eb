import type { Messages } from '../../i18n/types';

/**
 * The catalogue's own messages: errors, refusals of the query strings and the wording of the facts.
 * The labels of its reference data are shared with the front ends: contracts/src/i18n/catalogue.ts.
 */
export const catalogueMessages: Messages = {
  id: {
    catalogue: {
      institute_not_found: 'LPK tidak ditemukan.',
      job_not_found: 'Lowongan tidak ditemukan.',
      program_invalid: 'Program tidak dikenal. Pilih titp, ssw, kaigo_fukushishi atau language.',
      fee_invalid: 'Tingkat biaya tidak dikenal. Pilih low, medium atau high.',
      fee_check_invalid: 'Filter pemeriksaan biaya tidak dikenal. Pilih within (biaya dalam kisaran umum).',
      sort_invalid: 'Urutan tidak dikenal. Pilih price_asc atau price_desc.',
      view_invalid: 'Tampilan tidak dikenal. Pilih full atau card.',
      dormitory_invalid: 'Filter asrama harus 1 (ada) atau 0 (tidak ada).',
      experience_invalid: 'Pengalaman tidak dikenal. Pilih experienced atau inexperienced.',
      pathway_invalid: 'Jalur tidak dikenal. Pilih titp, ssw atau kaigo_fukushishi.',
      ids_format: 'Daftar LPK harus berupa id angka yang dipisahkan koma, misalnya 1,2,3.',
      ids_count: 'Pilih 2 sampai 4 LPK untuk dibandingkan.',
      ids_distinct: 'Setiap LPK hanya boleh dipilih sekali.',
      ids_unknown: 'LPK dengan id berikut tidak ditemukan: {{ids}}.',
      facts: {
        wage_estimate: 'Gaji lowongan ini adalah perkiraan yang dihitung dari angka rata-rata dan upah minimum resmi; angka pasti ada di kontrak kerja.',
        salary_claim:
          '"Gaji mulai sekitar Rp20 juta per bulan" berlaku untuk gaji kotor (sebelum potongan), bukan gaji bersih. Setelah pajak, asuransi dan asrama, yang diterima sekitar 70–78% dari gaji kotor.',
        exchange_rate: 'Kurs 1 JPY = Rp{{rate}} per {{date}}. Kurs berubah-ubah; pada 2023–2025 berkisar Rp105–115.',
        take_home: 'Perkiraan gaji bersih setelah pajak, asuransi sosial dan asrama: sekitar 70–78% dari gaji kotor.',
        source_deductions: 'Perkiraan tarif pajak penghasilan, pajak daerah dan asuransi sosial Jepang untuk gaji kotor ~200.000 JPY',
        source_rate_config: 'Kurs yang ditetapkan situs ini (JPY_IDR_RATE / JPY_IDR_RATE_DATE)',
        source_rate_range: 'Kurs pasar JPY/IDR 2023–2025 (kisaran perkiraan)',
        titp: 'Magang 3–5 tahun. Bahasa Jepang N4 saat masuk (N3 diharapkan pada tahun ke-2). Mulai April 2027 digantikan oleh sistem Employment for Skill Development (Ikusei Shūrō).',
        ssw_kaigo:
          'SSW perawatan: lulus ujian keterampilan perawatan, ujian bahasa Jepang perawatan dan JFT-Basic atau N4. Paling lama 5 tahun, tanpa membawa keluarga.',
        kaigo_fukushishi:
          'Kaigo Fukushishi: lulus ujian nasional (diharapkan N2). Visa dapat diperpanjang tanpa batas, boleh membawa keluarga, dan membuka jalan ke izin tinggal tetap. Terbuka bagi pekerja SSW/TITP setelah 3 tahun bekerja dan kursus 450 jam.',
      },
    },
  },
  en: {
    catalogue: {
      institute_not_found: 'Institute not found.',
      job_not_found: 'Vacancy not found.',
      program_invalid: 'Unknown program. Choose titp, ssw, kaigo_fukushishi or language.',
      fee_invalid: 'Unknown fee level. Choose low, medium or high.',
      fee_check_invalid: 'Unknown fee-check filter. Choose within (fees within the usual range).',
      sort_invalid: 'Unknown sort order. Choose price_asc or price_desc.',
      view_invalid: 'Unknown view. Choose full or card.',
      dormitory_invalid: 'The dormitory filter must be 1 (yes) or 0 (no).',
      experience_invalid: 'Unknown experience. Choose experienced or inexperienced.',
      pathway_invalid: 'Unknown pathway. Choose titp, ssw or kaigo_fukushishi.',
      ids_format: 'The institutes must be numeric ids separated by commas, e.g. 1,2,3.',
      ids_count: 'Choose 2 to 4 institutes to compare.',
      ids_distinct: 'Each institute may be chosen only once.',
      ids_unknown: 'No institute with these ids: {{ids}}.',
      facts: {
        wage_estimate: "This vacancy's pay is an estimate derived from official averages and minimum wages; the contract states the exact figure.",
        salary_claim:
          '"From about Rp20 million a month" is gross pay (before deductions), not take-home pay. After tax, insurance and dormitory you keep about 70–78% of gross.',
        exchange_rate: 'Rate 1 JPY = Rp{{rate}} as of {{date}}. Rates move; in 2023–2025 they ranged from Rp105 to Rp115.',
        take_home: 'Estimated take-home pay after tax, social insurance and dormitory: about 70–78% of gross.',
        source_deductions: 'Approximation of Japanese income tax, resident tax and social-insurance rates for ~200,000 JPY gross',
        source_rate_config: "This site's configured rate (JPY_IDR_RATE / JPY_IDR_RATE_DATE)",
        source_rate_range: 'JPY/IDR market rates 2023–2025 (approximate range)',
        titp: 'Internship of 3–5 years. Japanese N4 on entry (N3 expected in year 2). Replaced by the Employment for Skill Development system (Ikusei Shūrō) from April 2027.',
        ssw_kaigo:
          'SSW nursing care: pass the nursing care skills test, the nursing care Japanese test and JFT-Basic or N4. At most 5 years, family may not come along.',
        kaigo_fukushishi:
          'Kaigo Fukushishi: pass the national exam (N2 expected). Renewable without limit, family allowed, a path to permanent residence. Open to SSW/TITP workers after 3 years of work and a 450-hour course.',
      },
    },
  },
};

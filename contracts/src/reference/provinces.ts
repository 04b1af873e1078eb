import { foldText } from '../rules/text';

/**
 * The 38 provinces of Indonesia (since the 2022 split of Papua) with their Kemendagri codes,
 * which are also the first two digits of a NIK: the one list the API's KTP rule, the KTP form,
 * the demo seed and the assistant's place names read. `aliases` are other usual writings
 * accepted on input; the stored value is always `name`. Names are proper nouns, the same in
 * both languages.
 */
export interface Province {
  code: string;
  name: string;
  aliases?: readonly string[];
}

export const PROVINCES: readonly Province[] = [
  { code: '11', name: 'Aceh', aliases: ['Nanggroe Aceh Darussalam', 'NAD'] },
  { code: '12', name: 'Sumatera Utara', aliases: ['Sumut', 'North Sumatra'] },
  { code: '13', name: 'Sumatera Barat', aliases: ['Sumbar', 'West Sumatra'] },
  { code: '14', name: 'Riau' },
  { code: '15', name: 'Jambi' },
  { code: '16', name: 'Sumatera Selatan', aliases: ['Sumsel', 'South Sumatra'] },
  { code: '17', name: 'Bengkulu' },
  { code: '18', name: 'Lampung' },
  { code: '19', name: 'Kepulauan Bangka Belitung', aliases: ['Bangka Belitung', 'Babel'] },
  { code: '21', name: 'Kepulauan Riau', aliases: ['Kepri', 'Riau Islands'] },
  { code: '31', name: 'DKI Jakarta', aliases: ['Jakarta', 'Daerah Khusus Ibukota Jakarta', 'Daerah Khusus Jakarta'] },
  { code: '32', name: 'Jawa Barat', aliases: ['Jabar', 'West Java'] },
  { code: '33', name: 'Jawa Tengah', aliases: ['Jateng', 'Central Java'] },
  { code: '34', name: 'DI Yogyakarta', aliases: ['Daerah Istimewa Yogyakarta', 'Yogyakarta', 'DIY', 'Jogja'] },
  { code: '35', name: 'Jawa Timur', aliases: ['Jatim', 'East Java'] },
  { code: '36', name: 'Banten' },
  { code: '51', name: 'Bali' },
  { code: '52', name: 'Nusa Tenggara Barat', aliases: ['NTB', 'West Nusa Tenggara'] },
  { code: '53', name: 'Nusa Tenggara Timur', aliases: ['NTT', 'East Nusa Tenggara'] },
  { code: '61', name: 'Kalimantan Barat', aliases: ['Kalbar', 'West Kalimantan'] },
  { code: '62', name: 'Kalimantan Tengah', aliases: ['Kalteng', 'Central Kalimantan'] },
  { code: '63', name: 'Kalimantan Selatan', aliases: ['Kalsel', 'South Kalimantan'] },
  { code: '64', name: 'Kalimantan Timur', aliases: ['Kaltim', 'East Kalimantan'] },
  { code: '65', name: 'Kalimantan Utara', aliases: ['Kaltara', 'North Kalimantan'] },
  { code: '71', name: 'Sulawesi Utara', aliases: ['Sulut', 'North Sulawesi'] },
  { code: '72', name: 'Sulawesi Tengah', aliases: ['Sulteng', 'Central Sulawesi'] },
  { code: '73', name: 'Sulawesi Selatan', aliases: ['Sulsel', 'South Sulawesi'] },
  { code: '74', name: 'Sulawesi Tenggara', aliases: ['Sultra', 'Southeast Sulawesi'] },
  { code: '75', name: 'Gorontalo' },
  { code: '76', name: 'Sulawesi Barat', aliases: ['Sulbar', 'West Sulawesi'] },
  { code: '81', name: 'Maluku' },
  { code: '82', name: 'Maluku Utara', aliases: ['Malut', 'North Maluku'] },
  { code: '91', name: 'Papua' },
  { code: '92', name: 'Papua Barat', aliases: ['West Papua'] },
  { code: '93', name: 'Papua Selatan', aliases: ['South Papua'] },
  { code: '94', name: 'Papua Tengah', aliases: ['Central Papua'] },
  { code: '95', name: 'Papua Pegunungan', aliases: ['Highland Papua'] },
  { code: '96', name: 'Papua Barat Daya', aliases: ['Southwest Papua'] },
];

const byKey = new Map<string, Province>();
for (const province of PROVINCES) {
  for (const writing of [province.code, province.name, ...(province.aliases ?? [])]) byKey.set(foldText(writing), province);
}

/** Finds a province by code, name or alias, ignoring case, accents and extra spaces. */
export function findProvince(input: string): Province | undefined {
  return byKey.get(foldText(input).replace(/^provinsi\s+/, ''));
}

/** The province of a code ("32": Jawa Barat); throws on a code that is not one. */
export function provinceByCode(code: string): Province {
  const found = PROVINCES.find((p) => p.code === code);
  if (!found) throw new Error(`unknown province code ${code}`);
  return found;
}

/** Province codes that can start a NIK. */
export const PROVINCE_CODES: ReadonlySet<string> = new Set(PROVINCES.map((p) => p.code));

import { provinceByCode } from 'contracts';

/**
 * Real Indonesian provinces and cities used to place the demo institutes, with the province
 * code (contracts/src/reference/provinces.ts names it), the telephone area code and the
 * postal-code prefix of each city, so that generated addresses and licence numbers look
 * plausible. `weight` steers synthetic data towards Java, where most training institutes are.
 */
export interface IndonesianCity {
  city: string;
  province: string;
  /** Province code (two digits, the first two of a NIK). */
  provinceCode: string;
  /** Telephone area code without the leading 0. */
  areaCode: string;
  /** First three digits of the city's postal codes. */
  postalPrefix: string;
  weight: number;
}

const c = (city: string, provinceCode: string, areaCode: string, postalPrefix: string, weight: number): IndonesianCity => ({
  city,
  province: provinceByCode(provinceCode).name,
  provinceCode,
  areaCode,
  postalPrefix,
  weight,
});

/** In demo order: institute 1 is placed in the first city, institute 2 in the second, and so on. */
export const CITIES: readonly IndonesianCity[] = [
  c('Bandung', '32', '22', '401', 8),
  c('Surabaya', '35', '31', '602', 7),
  c('Semarang', '33', '24', '502', 6),
  c('Jakarta Timur', '31', '21', '134', 6),
  c('Yogyakarta', '34', '274', '552', 5),
  c('Denpasar', '51', '361', '802', 3),
  c('Medan', '12', '61', '201', 4),
  c('Makassar', '73', '411', '902', 3),
  c('Malang', '35', '341', '651', 5),
  c('Bekasi', '32', '21', '171', 6),
  c('Serang', '36', '254', '421', 3),
  c('Mataram', '52', '370', '831', 3),
  c('Surakarta', '33', '271', '571', 4),
  c('Padang', '13', '751', '251', 3),
  c('Palembang', '16', '711', '301', 3),
  c('Bogor', '32', '251', '161', 5),
  c('Kediri', '35', '354', '641', 3),
  c('Bandar Lampung', '18', '721', '351', 3),
  c('Pekanbaru', '14', '761', '282', 2),
  c('Manado', '71', '431', '951', 2),
  c('Purwokerto', '33', '281', '531', 4),
  c('Cirebon', '32', '231', '451', 4),
  c('Tangerang', '36', '21', '151', 4),
  c('Kupang', '53', '380', '853', 2),
  c('Pontianak', '61', '561', '781', 2),
  c('Jember', '35', '331', '681', 3),
  c('Banjarmasin', '63', '511', '701', 2),
  c('Jakarta Selatan', '31', '21', '121', 5),
  c('Tasikmalaya', '32', '265', '461', 3),
  c('Balikpapan', '64', '542', '761', 2),
  c('Magelang', '33', '293', '561', 3),
  c('Banda Aceh', '11', '651', '231', 2),
  c('Batam', '21', '778', '294', 2),
  c('Madiun', '35', '351', '631', 3),
  c('Jambi', '15', '741', '361', 2),
  c('Sukabumi', '32', '266', '431', 3),
  c('Singaraja', '51', '362', '811', 2),
  c('Kendari', '74', '401', '931', 1),
  c('Tegal', '33', '283', '521', 3),
  c('Bengkulu', '17', '736', '382', 1),
  c('Samarinda', '64', '541', '751', 2),
  c('Blitar', '35', '342', '661', 2),
  c('Palu', '72', '451', '941', 1),
  c('Karawang', '32', '267', '413', 3),
  c('Pangkalpinang', '19', '717', '331', 1),
  c('Gorontalo', '75', '435', '961', 1),
  c('Kudus', '33', '291', '593', 2),
  c('Pematangsiantar', '12', '622', '211', 2),
  c('Bukittinggi', '13', '752', '261', 1),
  c('Ambon', '81', '911', '971', 1),
  c('Sidoarjo', '35', '31', '612', 3),
  c('Garut', '32', '262', '441', 2),
  c('Pekalongan', '33', '285', '511', 2),
  c('Cilegon', '36', '254', '424', 1),
  c('Metro', '18', '725', '341', 1),
  c('Parepare', '73', '421', '911', 1),
  c('Jayapura', '91', '967', '993', 1),
];

/** Street names found in most Indonesian cities. */
export const STREETS: readonly string[] = [
  'Jl. Jenderal Sudirman',
  'Jl. Ahmad Yani',
  'Jl. Diponegoro',
  'Jl. Gatot Subroto',
  'Jl. Pahlawan',
  'Jl. Merdeka',
  'Jl. Imam Bonjol',
  'Jl. Pemuda',
  'Jl. Veteran',
  'Jl. Gajah Mada',
  'Jl. Hayam Wuruk',
  'Jl. Teuku Umar',
  'Jl. Cut Nyak Dien',
  'Jl. R.A. Kartini',
  'Jl. Dr. Sutomo',
  'Jl. M.H. Thamrin',
  'Jl. Pattimura',
  'Jl. Sultan Hasanuddin',
  'Jl. Ki Hajar Dewantara',
  'Jl. Dewi Sartika',
  'Jl. Pangeran Antasari',
  'Jl. Raden Saleh',
  'Jl. Sisingamangaraja',
  'Jl. Kapten Tendean',
];

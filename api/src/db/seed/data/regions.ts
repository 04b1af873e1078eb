/**
 * Real Indonesian provinces and cities used to place the demo institutes, with the BPS
 * province code, the telephone area code and the postal-code prefix of each city, so that
 * generated addresses and licence numbers look plausible. `weight` steers synthetic data
 * towards Java, where most training institutes are.
 */
export interface IndonesianCity {
  city: string;
  province: string;
  /** BPS province code (two digits). */
  provinceCode: string;
  /** Telephone area code without the leading 0. */
  areaCode: string;
  /** First three digits of the city's postal codes. */
  postalPrefix: string;
  weight: number;
}

const c = (city: string, province: string, provinceCode: string, areaCode: string, postalPrefix: string, weight: number): IndonesianCity => ({
  city,
  province,
  provinceCode,
  areaCode,
  postalPrefix,
  weight,
});

/** In demo order: institute 1 is placed in the first city, institute 2 in the second, and so on. */
export const CITIES: readonly IndonesianCity[] = [
  c('Bandung', 'Jawa Barat', '32', '22', '401', 8),
  c('Surabaya', 'Jawa Timur', '35', '31', '602', 7),
  c('Semarang', 'Jawa Tengah', '33', '24', '502', 6),
  c('Jakarta Timur', 'DKI Jakarta', '31', '21', '134', 6),
  c('Yogyakarta', 'DI Yogyakarta', '34', '274', '552', 5),
  c('Denpasar', 'Bali', '51', '361', '802', 3),
  c('Medan', 'Sumatera Utara', '12', '61', '201', 4),
  c('Makassar', 'Sulawesi Selatan', '73', '411', '902', 3),
  c('Malang', 'Jawa Timur', '35', '341', '651', 5),
  c('Bekasi', 'Jawa Barat', '32', '21', '171', 6),
  c('Serang', 'Banten', '36', '254', '421', 3),
  c('Mataram', 'Nusa Tenggara Barat', '52', '370', '831', 3),
  c('Surakarta', 'Jawa Tengah', '33', '271', '571', 4),
  c('Padang', 'Sumatera Barat', '13', '751', '251', 3),
  c('Palembang', 'Sumatera Selatan', '16', '711', '301', 3),
  c('Bogor', 'Jawa Barat', '32', '251', '161', 5),
  c('Kediri', 'Jawa Timur', '35', '354', '641', 3),
  c('Bandar Lampung', 'Lampung', '18', '721', '351', 3),
  c('Pekanbaru', 'Riau', '14', '761', '282', 2),
  c('Manado', 'Sulawesi Utara', '71', '431', '951', 2),
  c('Purwokerto', 'Jawa Tengah', '33', '281', '531', 4),
  c('Cirebon', 'Jawa Barat', '32', '231', '451', 4),
  c('Tangerang', 'Banten', '36', '21', '151', 4),
  c('Kupang', 'Nusa Tenggara Timur', '53', '380', '853', 2),
  c('Pontianak', 'Kalimantan Barat', '61', '561', '781', 2),
  c('Jember', 'Jawa Timur', '35', '331', '681', 3),
  c('Banjarmasin', 'Kalimantan Selatan', '63', '511', '701', 2),
  c('Jakarta Selatan', 'DKI Jakarta', '31', '21', '121', 5),
  c('Tasikmalaya', 'Jawa Barat', '32', '265', '461', 3),
  c('Balikpapan', 'Kalimantan Timur', '64', '542', '761', 2),
  c('Magelang', 'Jawa Tengah', '33', '293', '561', 3),
  c('Banda Aceh', 'Aceh', '11', '651', '231', 2),
  c('Batam', 'Kepulauan Riau', '21', '778', '294', 2),
  c('Madiun', 'Jawa Timur', '35', '351', '631', 3),
  c('Jambi', 'Jambi', '15', '741', '361', 2),
  c('Sukabumi', 'Jawa Barat', '32', '266', '431', 3),
  c('Singaraja', 'Bali', '51', '362', '811', 2),
  c('Kendari', 'Sulawesi Tenggara', '74', '401', '931', 1),
  c('Tegal', 'Jawa Tengah', '33', '283', '521', 3),
  c('Bengkulu', 'Bengkulu', '17', '736', '382', 1),
  c('Samarinda', 'Kalimantan Timur', '64', '541', '751', 2),
  c('Blitar', 'Jawa Timur', '35', '342', '661', 2),
  c('Palu', 'Sulawesi Tengah', '72', '451', '941', 1),
  c('Karawang', 'Jawa Barat', '32', '267', '413', 3),
  c('Pangkalpinang', 'Kepulauan Bangka Belitung', '19', '717', '331', 1),
  c('Gorontalo', 'Gorontalo', '75', '435', '961', 1),
  c('Kudus', 'Jawa Tengah', '33', '291', '593', 2),
  c('Pematangsiantar', 'Sumatera Utara', '12', '622', '211', 2),
  c('Bukittinggi', 'Sumatera Barat', '13', '752', '261', 1),
  c('Ambon', 'Maluku', '81', '911', '971', 1),
  c('Sidoarjo', 'Jawa Timur', '35', '31', '612', 3),
  c('Garut', 'Jawa Barat', '32', '262', '441', 2),
  c('Pekalongan', 'Jawa Tengah', '33', '285', '511', 2),
  c('Cilegon', 'Banten', '36', '254', '424', 1),
  c('Metro', 'Lampung', '18', '725', '341', 1),
  c('Parepare', 'Sulawesi Selatan', '73', '421', '911', 1),
  c('Jayapura', 'Papua', '91', '967', '993', 1),
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

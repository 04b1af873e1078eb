import type { FacilityType } from 'contracts';

/**
 * Real Japanese prefectures and cities for the demo vacancies. `payFactor` is this demo's own
 * estimate of the regional pay level relative to the national average (not an official figure);
 * wages are then floored by the FY2025 minimum wage (modules/catalogue/facts.ts).
 */

export interface JapaneseLocation {
  prefecture: string;
  cities: readonly string[];
  payFactor: number;
}

export const PREFECTURES: readonly JapaneseLocation[] = [
  { prefecture: 'Tokyo', cities: ['Hachioji', 'Setagaya', 'Machida', 'Nerima'], payFactor: 1.08 },
  { prefecture: 'Kanagawa', cities: ['Yokohama', 'Kawasaki', 'Sagamihara'], payFactor: 1.06 },
  { prefecture: 'Osaka', cities: ['Osaka', 'Sakai', 'Higashiosaka'], payFactor: 1.04 },
  { prefecture: 'Aichi', cities: ['Nagoya', 'Toyota', 'Okazaki'], payFactor: 1.03 },
  { prefecture: 'Saitama', cities: ['Saitama', 'Kawagoe', 'Tokorozawa'], payFactor: 1.02 },
  { prefecture: 'Chiba', cities: ['Chiba', 'Funabashi', 'Kashiwa'], payFactor: 1.02 },
  { prefecture: 'Hokkaido', cities: ['Sapporo', 'Asahikawa', 'Hakodate'], payFactor: 0.97 },
  { prefecture: 'Fukuoka', cities: ['Fukuoka', 'Kitakyushu', 'Kurume'], payFactor: 0.98 },
  { prefecture: 'Hiroshima', cities: ['Hiroshima', 'Fukuyama'], payFactor: 0.99 },
  { prefecture: 'Miyagi', cities: ['Sendai', 'Ishinomaki'], payFactor: 0.97 },
  { prefecture: 'Shizuoka', cities: ['Hamamatsu', 'Shizuoka'], payFactor: 1.0 },
  { prefecture: 'Hyogo', cities: ['Kobe', 'Himeji'], payFactor: 1.01 },
  { prefecture: 'Kyoto', cities: ['Kyoto', 'Uji'], payFactor: 1.01 },
  { prefecture: 'Niigata', cities: ['Niigata', 'Nagaoka'], payFactor: 0.96 },
  { prefecture: 'Nagano', cities: ['Nagano', 'Matsumoto'], payFactor: 0.96 },
  { prefecture: 'Gunma', cities: ['Maebashi', 'Takasaki'], payFactor: 0.97 },
  { prefecture: 'Ibaraki', cities: ['Mito', 'Tsukuba'], payFactor: 0.98 },
  { prefecture: 'Okayama', cities: ['Okayama', 'Kurashiki'], payFactor: 0.96 },
  { prefecture: 'Gifu', cities: ['Gifu', 'Ogaki'], payFactor: 0.97 },
  { prefecture: 'Mie', cities: ['Tsu', 'Yokkaichi'], payFactor: 0.98 },
  { prefecture: 'Kumamoto', cities: ['Kumamoto', 'Yatsushiro'], payFactor: 0.94 },
  { prefecture: 'Kagoshima', cities: ['Kagoshima', 'Kirishima'], payFactor: 0.93 },
  { prefecture: 'Ehime', cities: ['Matsuyama', 'Imabari'], payFactor: 0.93 },
  { prefecture: 'Akita', cities: ['Akita', 'Yokote'], payFactor: 0.92 },
  { prefecture: 'Kochi', cities: ['Kochi', 'Nankoku'], payFactor: 0.92 },
  { prefecture: 'Miyazaki', cities: ['Miyazaki', 'Miyakonojo'], payFactor: 0.92 },
  { prefecture: 'Okinawa', cities: ['Naha', 'Okinawa'], payFactor: 0.92 },
];

/** Facility names (contracts/src/reference/facility-types.ts) in both languages, in lower case, for the demo titles and descriptions. */
export const FACILITY_NAMES: Record<FacilityType, { id: string; en: string }> = {
  tokuyo: { id: 'panti werdha khusus (tokuyō)', en: 'special nursing home for the elderly (tokuyō)' },
  rouken: { id: 'fasilitas kesehatan lansia (rōken)', en: 'geriatric health services facility (rōken)' },
  group_home: { id: 'rumah kelompok demensia (group home)', en: 'dementia group home' },
  day_service: { id: 'pusat layanan harian lansia (day service)', en: 'elderly day-care centre (day service)' },
  private_home: { id: 'panti lansia swasta (yūryō rōjin hōmu)', en: 'private residential care home (yūryō rōjin hōmu)' },
  disability_support: { id: 'fasilitas dukungan penyandang disabilitas', en: 'support facility for people with disabilities' },
};

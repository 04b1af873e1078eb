import { foldText, PREFECTURES, PROVINCES } from 'contracts';

/**
 * Places a question may name, for the institute and vacancy filters: Indonesia's 38 provinces
 * as the catalogue stores them (contracts/src/reference/provinces.ts: name, code and the usual
 * other writings, folded), with the spellings people also type in questions, islands standing
 * for their provinces, and Japan's 47 prefectures (stored in romaji). Aliases are folded text
 * (lower case, no diacritics).
 */
const QUESTION_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  'Sumatera Utara': ['sumatra utara', 'north sumatera'],
  'Sumatera Barat': ['sumatra barat', 'west sumatera'],
  'Sumatera Selatan': ['sumatra selatan', 'south sumatera'],
  'DKI Jakarta': ['dki'],
  'DI Yogyakarta': ['jogjakarta', 'yogya'],
  // Capitals and big towns people name for where they live, in provinces the catalogue may have no city of.
  Maluku: ['moluccas', 'ambon', 'tual'],
  'Maluku Utara': ['ternate', 'sofifi', 'tidore'],
  'Sulawesi Barat': ['mamuju'],
  'Kalimantan Tengah': ['palangka raya', 'palangkaraya', 'sampit'],
  'Kalimantan Utara': ['tarakan', 'tanjung selor'],
  Papua: ['jayapura'],
  'Papua Barat': ['manokwari'],
  'Papua Barat Daya': ['sorong'],
  'Papua Selatan': ['merauke'],
  'Papua Tengah': ['nabire', 'timika'],
  'Papua Pegunungan': ['wamena'],
};

/**
 * Approximate latitude and longitude of each province's capital (by Kemendagri code), for "the
 * nearest LPK" when the asked province has none: provinces are ranked by the distance between
 * their capitals.
 */
const CAPITALS: Readonly<Record<string, readonly [number, number]>> = {
  '11': [5.55, 95.32],
  '12': [3.59, 98.67],
  '13': [-0.95, 100.35],
  '14': [0.51, 101.45],
  '15': [-1.61, 103.61],
  '16': [-2.98, 104.76],
  '17': [-3.8, 102.27],
  '18': [-5.43, 105.26],
  '19': [-2.13, 106.11],
  '21': [0.92, 104.45],
  '31': [-6.21, 106.85],
  '32': [-6.92, 107.61],
  '33': [-6.97, 110.42],
  '34': [-7.8, 110.37],
  '35': [-7.25, 112.75],
  '36': [-6.12, 106.15],
  '51': [-8.65, 115.22],
  '52': [-8.58, 116.12],
  '53': [-10.18, 123.61],
  '61': [-0.03, 109.33],
  '62': [-2.21, 113.92],
  '63': [-3.44, 114.83],
  '64': [-0.5, 117.15],
  '65': [2.84, 117.37],
  '71': [1.47, 124.84],
  '72': [-0.9, 119.87],
  '73': [-5.15, 119.43],
  '74': [-3.97, 122.51],
  '75': [0.54, 123.06],
  '76': [-2.68, 118.89],
  '81': [-3.7, 128.18],
  '82': [0.74, 127.56],
  '91': [-2.53, 140.72],
  '92': [-0.86, 134.06],
  '93': [-8.49, 140.4],
  '94': [-3.37, 135.5],
  '95': [-4.1, 138.95],
  '96': [-0.88, 131.25],
};

/** Great-circle distance in km between two points given as [latitude, longitude]. */
function distanceKm([lat1, lon1]: readonly [number, number], [lat2, lon2]: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** Every province by the distance of its capital from `province`'s (nearest first, itself included at 0 km). */
export function provincesByDistance(province: string): { province: string; km: number }[] {
  const from = PROVINCES.find((p) => p.name === province);
  const origin = from ? CAPITALS[from.code] : undefined;
  if (!origin) return [];
  return PROVINCES.filter((p) => CAPITALS[p.code])
    .map((p) => ({ province: p.name, km: Math.round(distanceKm(origin, CAPITALS[p.code]!)) }))
    .sort((x, y) => x.km - y.km);
}

const PROVINCE_ALIASES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  PROVINCES.map((p) => [p.name, [...new Set([p.name, ...(p.aliases ?? []), ...(QUESTION_SPELLINGS[p.name] ?? [])].map(foldText))]]),
);

/** The provinces whose Kemendagri codes lie in [from, to]: the codes are grouped by island. */
function provincesCoded(from: number, to: number): string[] {
  return PROVINCES.filter((p) => Number(p.code) >= from && Number(p.code) <= to).map((p) => p.name);
}

/** Islands (and Java's usual grouping) named instead of a province. */
const ISLANDS: readonly { aliases: readonly string[]; provinces: readonly string[] }[] = [
  { aliases: ['jawa', 'java', 'pulau jawa'], provinces: provincesCoded(31, 36) },
  { aliases: ['sumatera', 'sumatra'], provinces: provincesCoded(11, 21) },
  { aliases: ['kalimantan', 'borneo'], provinces: provincesCoded(61, 65) },
  { aliases: ['sulawesi', 'celebes'], provinces: provincesCoded(71, 76) },
  { aliases: ['nusa tenggara'], provinces: provincesCoded(52, 53) },
];

/** Big cities people name instead of their prefecture. */
const PREFECTURE_CITIES: Readonly<Record<string, string>> = {
  yokohama: 'Kanagawa',
  kawasaki: 'Kanagawa',
  nagoya: 'Aichi',
  kobe: 'Hyogo',
  sapporo: 'Hokkaido',
  sendai: 'Miyagi',
  hiroshima: 'Hiroshima',
  fukuoka: 'Fukuoka',
  kitakyushu: 'Fukuoka',
  hamamatsu: 'Shizuoka',
  sakai: 'Osaka',
};

export interface PlaceMatch<T> {
  value: T;
  /** The words of the question it was found in. */
  text: string;
  start: number;
  end: number;
}

/** Compiled patterns of alias lists, by alias (one RegExp each, built once). */
const patterns = new Map<string, RegExp>();
function patternOf(alias: string): RegExp {
  let pattern = patterns.get(alias);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'gu');
    patterns.set(alias, pattern);
  }
  return pattern;
}

/** Every alias found in `text` (folded), longest first, never two overlapping. */
function findAliases<T>(text: string, entries: readonly { aliases: readonly string[]; value: T }[]): PlaceMatch<T>[] {
  const candidates: PlaceMatch<T>[] = [];
  for (const entry of entries) {
    for (const alias of entry.aliases) {
      // Cheap test first: most aliases are not in the question at all.
      if (!text.includes(alias.split(' ')[0]!)) continue;
      for (const m of text.matchAll(patternOf(alias))) candidates.push({ value: entry.value, text: m[0], start: m.index, end: m.index + m[0].length });
    }
  }
  candidates.sort((x, y) => y.end - y.start - (x.end - x.start) || x.start - y.start);
  const chosen: PlaceMatch<T>[] = [];
  for (const c of candidates) if (!chosen.some((o) => c.start < o.end && o.start < c.end)) chosen.push(c);
  return chosen.sort((x, y) => x.start - y.start);
}

export type IndonesianPlace = { kind: 'provinces'; provinces: readonly string[] } | { kind: 'city'; city: string };

const PROVINCE_ENTRIES = Object.entries(PROVINCE_ALIASES).map(([province, aliases]) => ({
  aliases,
  value: { kind: 'provinces', provinces: [province] } as IndonesianPlace,
}));
const ISLAND_ENTRIES = ISLANDS.map((island) => ({ aliases: island.aliases, value: { kind: 'provinces', provinces: island.provinces } as IndonesianPlace }));

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * Indonesian places named in folded text: provinces (an island names all of its provinces) and
 * the cities the catalogue has, the longest name winning ("jakarta timur" is the city, not the
 * province DKI Jakarta; "yogyakarta" is the province).
 */
const PROVINCE_ALIAS_SET: ReadonlySet<string> = new Set([...PROVINCE_ENTRIES, ...ISLAND_ENTRIES].flatMap((e) => e.aliases));

export function findIndonesianPlaces(folded: string, cities: readonly string[]): PlaceMatch<IndonesianPlace>[] {
  const provinceAliases = PROVINCE_ALIAS_SET;
  const cityEntries = cities
    .map((city) => ({ aliases: [fold(city)], value: { kind: 'city', city } as IndonesianPlace }))
    .filter((e) => !provinceAliases.has(e.aliases[0]!));
  return findAliases(folded, [...PROVINCE_ENTRIES, ...ISLAND_ENTRIES, ...cityEntries]);
}

const PREFECTURE_ENTRIES = [
  ...PREFECTURES.map((p) => ({ aliases: [p.toLowerCase(), `${p.toLowerCase()} prefecture`, `prefektur ${p.toLowerCase()}`], value: p as string })),
  ...Object.entries(PREFECTURE_CITIES).map(([city, prefecture]) => ({ aliases: [city], value: prefecture })),
];

/** Japanese prefectures named in folded text. */
export function findPrefectures(folded: string): PlaceMatch<string>[] {
  return findAliases(folded, PREFECTURE_ENTRIES);
}

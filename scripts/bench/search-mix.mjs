/**
 * The benches' mix of institute searches (api/bench/search-bench.ts, scripts/bench/gc-probe.mjs): a
 * deterministic list of URLs such as the search page sends — filters and sort, pages of 20 in the
 * card view, a quarter with free text, both languages. `createRng` and `CITIES` come from the API's
 * seed data (db/seed/data/random, db/seed/data/regions), compiled or not, as the caller loads it.
 * Types in search-mix.d.mts.
 */
const WORDS = [
  'Jawa Barat',
  'jawa timur',
  'Bandung',
  'BANDUNG',
  'bándung',
  'surabaya',
  'Sakura',
  'hikari',
  'mandiri',
  'lpk',
  'nusantara',
  'kaigo',
  'yogya',
  'Médan',
  'sem',
];

export function searchMix(count, { createRng, CITIES }) {
  const rng = createRng(42);
  const words = [...CITIES.map((c) => c.city), ...WORDS];
  const provinces = [...new Set(CITIES.map((c) => c.province))];
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const params = new URLSearchParams();
    if (rng.chance(0.25)) params.set('q', rng.chance(0.2) ? `${rng.pick(words)} ${rng.pick(words)}` : rng.pick(words));
    if (rng.chance(0.35)) params.set('dormitory', rng.chance(0.7) ? '1' : '0');
    if (rng.chance(0.4)) params.set('program', rng.pick(['titp', 'ssw', 'kaigo_fukushishi', 'language']));
    if (rng.chance(0.4)) params.set('fee', rng.pick(['low', 'medium', 'high']));
    if (rng.chance(0.15)) params.set('province', rng.pick(provinces));
    if (rng.chance(0.5)) params.set('sort', rng.pick(['price_asc', 'price_desc']));
    const page = rng.weighted([
      { value: 1, weight: 70 },
      { value: 2, weight: 15 },
      { value: 3, weight: 8 },
      { value: rng.int(4, 40), weight: 7 },
    ]).value;
    if (page > 1) params.set('page', String(page));
    params.set('per_page', '20');
    params.set('view', 'card'); // what the search page asks for: the fields its result cards show
    out.push({ path: `/api/lpk/institutes?${params.toString()}`, lang: rng.chance(0.7) ? 'id' : 'en' });
  }
  return out;
}

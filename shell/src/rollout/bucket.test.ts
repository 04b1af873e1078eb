import { bucketOf, browserSeed, SEED_KEY } from './bucket';
import { chooseVersion } from './select';

/** Seeds as browsers make them: 16 random hex characters. */
function seeds(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const bytes = new Uint8Array(8);
    crypto.getRandomValues(bytes);
    out.push(Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''));
  }
  return out;
}

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('rollout bucket', () => {
  const many = seeds(20000);

  it.each([1, 5, 10, 25, 50, 75, 90])('puts about %i %% of browsers on a %i %% canary', (percent) => {
    const onCanary = many.filter(
      (seed) => chooseVersion('mf-public', { stable: '1.0.0', canary: { version: '1.1.0', percent } }, { seed }).reason === 'canary',
    ).length;
    expect(Math.abs((onCanary / many.length) * 100 - percent)).toBeLessThan(2);
  });

  it('puts nobody on a 0 % canary and everybody on a 100 % canary', () => {
    const rollout = (percent: number) => ({ stable: '1.0.0', canary: { version: '1.1.0', percent } });
    expect(many.every((seed) => chooseVersion('mf-public', rollout(0), { seed }).version === '1.0.0')).toBe(true);
    expect(many.every((seed) => chooseVersion('mf-public', rollout(100), { seed }).version === '1.1.0')).toBe(true);
  });

  it('spreads buckets evenly over [0, 100)', () => {
    const deciles = new Array<number>(10).fill(0);
    for (const seed of many) {
      const bucket = bucketOf(seed, 'mf-public');
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      deciles[Math.floor(bucket / 10)]! += 1;
    }
    for (const n of deciles) expect(Math.abs(n / many.length - 0.1)).toBeLessThan(0.015);
  });

  it('keeps a browser on the canary when the percentage grows, and only then adds others', () => {
    const at = (percent: number) =>
      new Set(many.filter((seed) => chooseVersion('mf-public', { stable: '1', canary: { version: '2', percent } }, { seed }).reason === 'canary'));
    const ten = at(10);
    const fifty = at(50);
    expect([...ten].every((seed) => fifty.has(seed))).toBe(true);
  });

  it('gives each remote an independent bucket', () => {
    const both = many.filter((seed) => bucketOf(seed, 'mf-public') < 50 && bucketOf(seed, 'mf-account') < 50).length;
    expect(Math.abs(both / many.length - 0.25)).toBeLessThan(0.02);
  });

  it('is stable for one browser across visits: the seed is created once and kept', () => {
    const storage = memoryStorage();
    const seed = browserSeed(storage);
    expect(seed).toMatch(/^[0-9a-f]{16}$/);
    expect(storage.getItem(SEED_KEY)).toBe(seed);
    for (let visit = 0; visit < 5; visit += 1) {
      expect(browserSeed(storage)).toBe(seed);
      expect(bucketOf(browserSeed(storage), 'mf-public')).toBe(bucketOf(seed, 'mf-public'));
    }
  });

  it('gives different browsers different seeds', () => {
    expect(browserSeed(memoryStorage())).not.toBe(browserSeed(memoryStorage()));
  });

  it('replaces a tampered seed and still works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(SEED_KEY, 'not-a-seed');
    expect(browserSeed(storage)).toMatch(/^[0-9a-f]{16}$/);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(browserSeed(broken)).toMatch(/^[0-9a-f]{16}$/);
    expect(browserSeed(null)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps the seed in window.localStorage', () => {
    const seed = browserSeed(window.localStorage);
    expect(window.localStorage.getItem(SEED_KEY)).toBe(seed);
  });
});

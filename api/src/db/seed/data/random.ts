/** A small seeded PRNG (mulberry32) so demo and benchmark data are the same on every run. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  /** A multiple of `step` in [min, max]. */
  step(min: number, max: number, step: number): number;
  pick<T>(items: readonly T[]): T;
  weighted<T extends { weight: number }>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Up to `count` distinct items, in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    step: (min, max, step) => min + step * int(0, Math.floor((max - min) / step)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (items) => {
      const total = items.reduce((sum, item) => sum + item.weight, 0);
      let r = next() * total;
      for (const item of items) {
        r -= item.weight;
        if (r < 0) return item;
      }
      return items[items.length - 1]!;
    },
    chance: (probability) => next() < probability,
    sample: (items, count) => {
      const chosen = new Set<number>();
      const wanted = Math.min(count, items.length);
      while (chosen.size < wanted) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i]!);
    },
  };
}

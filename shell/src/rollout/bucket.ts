/**
 * A browser's rollout bucket: a random seed kept in localStorage, hashed with the remote's name so
 * each remote's canary reaches an independent, stable share of browsers. Self-contained (inlined
 * into the page's early script).
 */
export const SEED_KEY = 'lpk_rollout_seed';

/** FNV-1a, 32 bits: spreads similar strings evenly. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A position in [0, 100) for this seed and remote. */
export function bucketOf(seed: string, remote: string): number {
  return (fnv1a(`${seed}:${remote}`) % 10000) / 100;
}

export interface SeedStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function randomSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The browser's seed, created once. Without storage (private mode quirks) a seed per page view. */
export function browserSeed(storage: SeedStorage | null): string {
  try {
    const existing = storage?.getItem(SEED_KEY);
    if (existing && /^[0-9a-f]{16}$/.test(existing)) return existing;
    const seed = randomSeed();
    storage?.setItem(SEED_KEY, seed);
    return seed;
  } catch {
    return randomSeed();
  }
}

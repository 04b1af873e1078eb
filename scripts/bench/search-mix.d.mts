/** Types of search-mix.mjs. */
export interface SearchRng {
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  int(min: number, max: number): number;
  weighted<T extends { weight: number }>(items: readonly T[]): T;
}

export function searchMix(
  count: number,
  seed: { createRng: (seed: number) => SearchRng; CITIES: readonly { city: string; province: string }[] },
): { path: string; lang: string }[];

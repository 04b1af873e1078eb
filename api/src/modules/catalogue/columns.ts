import { foldText, type Program } from 'contracts';

/**
 * Derived columns of `institutes`, for every writer (seed, admin): keep them in step with the
 * visible fields, then call `invalidateCatalogue(db)` (cache.ts).
 */

/** `search_text`: folded name, city and province, matched by the free-text search. */
export function instituteSearchText(name: string, city: string, province: string): string {
  return foldText(`${name} ${city} ${province}`);
}

/** `province_key`: the folded province, matched by the province filter. */
export function provinceKey(province: string): string {
  return foldText(province);
}

/** The 0/1 column that flags each program, for indexed filtering. */
export const PROGRAM_COLUMNS = {
  titp: 'prog_titp',
  ssw: 'prog_ssw',
  kaigo_fukushishi: 'prog_kaigo_fukushishi',
  language: 'prog_language',
} as const satisfies Record<Program, string>;

/** The prog_* 0/1 flags for a program list (the `programs` JSON holds the same list). */
export function programFlags(programs: readonly Program[]): Record<(typeof PROGRAM_COLUMNS)[Program], 0 | 1> {
  return {
    prog_titp: programs.includes('titp') ? 1 : 0,
    prog_ssw: programs.includes('ssw') ? 1 : 0,
    prog_kaigo_fukushishi: programs.includes('kaigo_fukushishi') ? 1 : 0,
    prog_language: programs.includes('language') ? 1 : 0,
  };
}

/** Institutes a comparison takes (the API answers 422 outside this range): contracts/src/rules/catalogue-query.ts. */
export { COMPARE_MAX, COMPARE_MIN } from 'contracts';

/** "3,1,x,3" -> [3, 1]: positive whole ids, de-duplicated, in the order given. */
export function parseIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const id = Number(part.trim());
    if (/^\d+$/.test(part.trim()) && id >= 1 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The comparison page of these institutes. */
export function compareHref(ids: readonly number[]): string {
  return `/side-by-side-lpk?ids=${ids.join(',')}`;
}

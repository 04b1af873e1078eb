import { z } from 'zod';
import { foldText } from 'contracts';
import { EXPERIENCES, PAGE_MAX, PATHWAYS, PER_PAGE_DEFAULT, PER_PAGE_MAX, PROGRAMS, Q_MAX_CHARS, SORTS } from './constants';
import { FEE_LEVELS } from './fee-level';

/**
 * Query-string schemas of the catalogue. An empty parameter (`?fee=`) counts as absent, as HTML
 * forms send them; unknown parameters are ignored. Messages are i18n keys.
 */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());

/** Query-string integer: digits only, so "abc", "1.5" and "1e3" all answer "must be a whole number". */
const queryInt = (min: number, max: number) =>
  z
    .string({ message: 'validation.integer' })
    .trim()
    .regex(/^-?\d{1,20}$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const page = optional(queryInt(1, PAGE_MAX)).transform((v) => v ?? 1);
const perPage = optional(queryInt(1, PER_PAGE_MAX)).transform((v) => v ?? PER_PAGE_DEFAULT);
const MAX_ID = 2_147_483_647;

/** Folded, de-duplicated, sorted search terms: "Bándung  LPK bandung" -> ["bandung", "lpk"]. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(foldText(q).split(' ').filter(Boolean))].sort();
}

export const instituteSearchSchema = z
  .object({
    q: optional(z.string().trim().max(Q_MAX_CHARS)),
    dormitory: optional(z.enum(['1', '0', 'true', 'false'], { message: 'catalogue.dormitory_invalid' })),
    program: optional(z.enum(PROGRAMS, { message: 'catalogue.program_invalid' })),
    fee: optional(z.enum(FEE_LEVELS, { message: 'catalogue.fee_invalid' })),
    province: optional(z.string().trim().max(Q_MAX_CHARS)),
    sort: optional(z.enum(SORTS, { message: 'catalogue.sort_invalid' })),
    page,
    per_page: perPage,
  })
  .transform((v) => ({
    terms: searchTerms(v.q),
    dormitory: v.dormitory === undefined ? undefined : v.dormitory === '1' || v.dormitory === 'true' ? (1 as const) : (0 as const),
    program: v.program,
    fee: v.fee,
    province: v.province ? foldText(v.province) || undefined : undefined,
    sort: v.sort,
    page: v.page,
    perPage: v.per_page,
  }));

export type InstituteSearch = z.output<typeof instituteSearchSchema>;

/** `ids=1,2,3`: two to four distinct positive ids, kept in the order given. */
export const compareSchema = z.object({
  ids: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .max(100)
      .transform((value, ctx) => {
        const parts = value.split(',').map((p) => p.trim());
        if (parts.some((p) => !/^\d{1,10}$/.test(p) || Number(p) < 1 || Number(p) > MAX_ID)) {
          ctx.addIssue({ code: 'custom', message: 'catalogue.ids_format' });
          return z.NEVER;
        }
        const ids = parts.map(Number);
        if (ids.length < 2 || ids.length > 4) {
          ctx.addIssue({ code: 'custom', message: 'catalogue.ids_count' });
          return z.NEVER;
        }
        if (new Set(ids).size !== ids.length) {
          ctx.addIssue({ code: 'custom', message: 'catalogue.ids_distinct' });
          return z.NEVER;
        }
        return ids;
      }),
  ),
});

export const jobSearchSchema = z
  .object({
    experience: optional(z.enum(EXPERIENCES, { message: 'catalogue.experience_invalid' })),
    pathway: optional(z.enum(PATHWAYS, { message: 'catalogue.pathway_invalid' })),
    prefecture: optional(z.string().trim().max(Q_MAX_CHARS)),
    lpk_id: optional(queryInt(1, MAX_ID)),
    page,
    per_page: perPage,
  })
  .transform((v) => ({
    experience: v.experience,
    pathway: v.pathway,
    prefecture: v.prefecture ? foldText(v.prefecture) || undefined : undefined,
    lpkId: v.lpk_id,
    page: v.page,
    perPage: v.per_page,
  }));

export type JobSearch = z.output<typeof jobSearchSchema>;

export const jobDetailQuerySchema = z.object({ lpk_id: optional(queryInt(1, MAX_ID)) });

/** A path id: digits only (anything else is a 404, not a 422). */
export function parsePathId(raw: string): number | undefined {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

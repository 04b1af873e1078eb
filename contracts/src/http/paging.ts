import { z } from 'zod';

/** `meta` of a paged list: the page asked, its size, how many items match and the last page. */
export const pageMeta = z
  .object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int().describe('At least 1, also when nothing matches'),
  })
  .meta({ id: 'PageMeta' });

/** `{ items, meta }` of a paged list of `item`. */
export const paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), meta: pageMeta });

export type PageMeta = z.infer<typeof pageMeta>;
export type Page<T> = { items: T[]; meta: PageMeta };

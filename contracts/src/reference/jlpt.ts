import type { Pathway } from './programs';

/** Japanese-Language Proficiency Test levels, easiest (N5) to hardest (N1). */
export const JLPT_LEVELS = ['N5', 'N4', 'N3', 'N2', 'N1'] as const;
export type JlptLevel = (typeof JLPT_LEVELS)[number];

/** The JLPT level a vacancy of each pathway asks for (docs/product.md section 9). */
export const JLPT_BY_PATHWAY = { titp: 'N4', ssw: 'N4', kaigo_fukushishi: 'N2' } as const satisfies Record<Pathway, JlptLevel>;

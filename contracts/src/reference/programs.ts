/**
 * The programs an LPK trains for and the work pathways a vacancy leads to (docs/product.md
 * section 9, docs/architecture.md section 2). Labels: `labels.catalogue.program.<code>`,
 * `labels.catalogue.pathway.<code>`, `labels.catalogue.experience.<code>` (contracts/src/i18n/catalogue.ts).
 */

/** What an institute offers: the three pathways and a plain language course. */
export const PROGRAMS = ['titp', 'ssw', 'kaigo_fukushishi', 'language'] as const;
export type Program = (typeof PROGRAMS)[number];

/**
 * Work pathways: Technical Intern Training (TITP, Ginō Jisshū), Specified Skilled Worker
 * (SSW, Tokutei Ginō) and the national Certified Care Worker qualification (Kaigo Fukushishi).
 */
export const PATHWAYS = ['titp', 'ssw', 'kaigo_fukushishi'] as const;
export type Pathway = (typeof PATHWAYS)[number];

/** Whom a vacancy is for. */
export const EXPERIENCES = ['experienced', 'inexperienced'] as const;
export type Experience = (typeof EXPERIENCES)[number];

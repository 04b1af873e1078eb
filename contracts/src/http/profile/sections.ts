import { z } from 'zod';

/**
 * The six sections of the placement file (docs/product.md section 3), in the order the front end
 * shows them: the storage key (also the key in completeness) and the URL segment under
 * /api/lpk/profile/.
 */
export const PROFILE_SECTIONS = [
  { key: 'ktp', path: 'ktp' },
  { key: 'education', path: 'education' },
  { key: 'family', path: 'family' },
  { key: 'additional_info', path: 'additional-info' },
  { key: 'quiz', path: 'quiz' },
  { key: 'essay', path: 'essay' },
] as const;

export type SectionKey = (typeof PROFILE_SECTIONS)[number]['key'];
export type SectionPath = (typeof PROFILE_SECTIONS)[number]['path'];
export const SECTION_KEYS: readonly SectionKey[] = PROFILE_SECTIONS.map((s) => s.key);
export const SECTION_PATHS: readonly SectionPath[] = PROFILE_SECTIONS.map((s) => s.path);

const percent = z.number().int().min(0).max(100);

/** Integer percentages per section, and overall (the mean of the six sections). */
export const completeness = z
  .object({ ktp: percent, education: percent, family: percent, additional_info: percent, quiz: percent, essay: percent, overall: percent })
  .meta({ id: 'ProfileCompleteness' });

export type Completeness = z.infer<typeof completeness>;

/**
 * GET and POST answers of a section: the section as stored (null: not filled in yet), its
 * completeness and when it was saved. Stored data is what the section's schema produced when it
 * was saved: a section saved before a field was added lacks it, so every field may be absent.
 */
export const sectionAnswer = <S extends z.ZodRawShape>(data: z.ZodObject<S>) =>
  z.object({ section: data.partial().loose().nullable(), completeness: percent, updated_at: z.string().nullable() });

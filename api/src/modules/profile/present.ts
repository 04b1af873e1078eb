import type { Completeness, ProfileAnswer } from 'contracts';
import type { Translate } from '../../i18n';
import { presentUser } from '../users/present';
import type { UserRow } from '../../db/schema';
import { profileCompleteness, sectionCompleteness } from './completeness';
import { SECTION_KEYS, type SectionDefinition, type SectionKey } from './sections';

/** A section as stored: the validated object of its schema and when it was last saved. */
export interface StoredSection {
  data: Record<string, unknown>;
  updated_at: string;
}

export type StoredSections = Record<SectionKey, StoredSection | null>;

/** A stored row's JSON as a section; null when it is not an object (never written so, but never trusted). */
export function storedSection(row: { data: string; updated_at: string }): StoredSection | null {
  try {
    const data: unknown = JSON.parse(row.data);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    return { data: data as Record<string, unknown>, updated_at: row.updated_at };
  } catch {
    return null;
  }
}

/** Every section of a user from their rows (null: not filled in). */
export function storedSections(rows: readonly { section: string; data: string; updated_at: string }[]): StoredSections {
  const sections = Object.fromEntries(SECTION_KEYS.map((k) => [k, null])) as StoredSections;
  for (const row of rows) {
    if ((SECTION_KEYS as readonly string[]).includes(row.section)) sections[row.section as SectionKey] = storedSection(row);
  }
  return sections;
}

export function completenessOf(sections: StoredSections): Completeness {
  return profileCompleteness(Object.fromEntries(SECTION_KEYS.map((k) => [k, sections[k]?.data ?? null])));
}

/** The GET and POST answer of a section (contracts' profileSectionRoutes): the stored data, its completeness, and the choices its form needs. */
export function presentSection(definition: SectionDefinition, stored: StoredSection | null, t: Translate) {
  return {
    section: stored?.data ?? null,
    completeness: sectionCompleteness(definition, stored?.data ?? null),
    updated_at: stored?.updated_at ?? null,
    ...(definition.options ? { options: definition.options(t) } : {}),
  };
}

/** GET /api/lpk/profile: the user and how complete each section is. */
export function presentProfile(user: UserRow, sections: StoredSections): ProfileAnswer {
  return { user: presentUser(user), completeness: completenessOf(sections) };
}

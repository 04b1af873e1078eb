import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import { presentUser, type UserJson } from '../users/present';
import { profileCompleteness, type Completeness } from './completeness';
import { SECTION_KEYS, type SectionKey } from './sections';

/** A section as stored: the validated object of its schema and when it was last saved. */
export interface StoredSection {
  data: Record<string, unknown>;
  updated_at: string;
}

export type StoredSections = Record<SectionKey, StoredSection | null>;

function parse(row: { data: string; updated_at: string }): StoredSection | null {
  try {
    const data: unknown = JSON.parse(row.data);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    return { data: data as Record<string, unknown>, updated_at: row.updated_at };
  } catch {
    return null;
  }
}

export async function getSection(db: Db, userId: number, key: SectionKey): Promise<StoredSection | null> {
  const row = await db
    .selectFrom('profile_sections')
    .select(['data', 'updated_at'])
    .where('user_id', '=', userId)
    .where('section', '=', key)
    .executeTakeFirst();
  return row ? parse(row) : null;
}

export async function getSections(db: Db, userId: number): Promise<StoredSections> {
  const rows = await db.selectFrom('profile_sections').select(['section', 'data', 'updated_at']).where('user_id', '=', userId).execute();
  const sections = Object.fromEntries(SECTION_KEYS.map((k) => [k, null])) as StoredSections;
  for (const row of rows) {
    if ((SECTION_KEYS as readonly string[]).includes(row.section)) sections[row.section as SectionKey] = parse(row);
  }
  return sections;
}

/** Replaces a section (insert or update in one statement, so two saves cannot duplicate it). */
export async function saveSection(db: Db, userId: number, key: SectionKey, data: unknown): Promise<StoredSection> {
  const json = JSON.stringify(data);
  const now = nowIso();
  const row = await db
    .insertInto('profile_sections')
    .values({ user_id: userId, section: key, data: json, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'section']).doUpdateSet({ data: json, updated_at: now }))
    .returning(['data', 'updated_at'])
    .executeTakeFirstOrThrow();
  const stored = parse(row);
  if (!stored) throw new Error('profile section was not stored as an object');
  return stored;
}

/** Everything a profile holds: the public user, every section (null when not filled in) and completeness. */
export interface ProfileView {
  user: UserJson;
  sections: StoredSections;
  completeness: Completeness;
}

export function completenessOf(sections: StoredSections): Completeness {
  return profileCompleteness(Object.fromEntries(SECTION_KEYS.map((k) => [k, sections[k]?.data ?? null])));
}

/**
 * Reads a whole profile; undefined when the user does not exist. This is how other modules
 * (registrations seen by LPK staff, the data export) read profiles.
 */
export async function readProfile(db: Db, userId: number): Promise<ProfileView | undefined> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const sections = await getSections(db, userId);
  return { user: presentUser(user), sections, completeness: completenessOf(sections) };
}

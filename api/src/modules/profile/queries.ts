import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { SectionKey } from './sections';

/** The profile's reads and writes (Kysely): sections of `profile_sections`, and the user row. */

export interface SectionRow {
  section: string;
  /** The section's JSON, as stored. */
  data: string;
  updated_at: string;
}

export function selectSection(db: Db, userId: number, key: SectionKey): Promise<Omit<SectionRow, 'section'> | undefined> {
  return db.selectFrom('profile_sections').select(['data', 'updated_at']).where('user_id', '=', userId).where('section', '=', key).executeTakeFirst();
}

export function selectSections(db: Db, userId: number): Promise<SectionRow[]> {
  return db.selectFrom('profile_sections').select(['section', 'data', 'updated_at']).where('user_id', '=', userId).execute();
}

/** Replaces a section (insert or update in one statement, so two saves cannot duplicate it). */
export function upsertSection(db: Db, userId: number, key: SectionKey, json: string, now: string): Promise<Omit<SectionRow, 'section'>> {
  return db
    .insertInto('profile_sections')
    .values({ user_id: userId, section: key, data: json, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'section']).doUpdateSet({ data: json, updated_at: now }))
    .returning(['data', 'updated_at'])
    .executeTakeFirstOrThrow();
}

export function selectUser(db: Db, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Whether another account has this (login) email. */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const taken = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst();
  return taken !== undefined;
}

export type UserChanges = Partial<Pick<UserRow, 'full_name' | 'phone' | 'email' | 'locale' | 'email_verified_at'>>;

export function updateUser(db: Db, userId: number, changes: UserChanges, now: string): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function selectAvatar(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('avatar').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.avatar;
}

/** Points the user at a new avatar if it still has `current` (compare-and-swap); undefined when another write came first. */
export function swapAvatar(db: Db, userId: number, current: string | null, next: string, now: string): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ avatar: next, updated_at: now })
    .where('id', '=', userId)
    .where('avatar', current === null ? 'is' : '=', current)
    .returningAll()
    .executeTakeFirst();
}

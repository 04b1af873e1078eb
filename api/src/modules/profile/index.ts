/**
 * The profile module's public surface for other modules. Routes are in routes.ts (schemas from
 * contracts/src/http/profile), use cases in service.ts, SQL in queries.ts, answers in present.ts,
 * completeness rules in each section's `checklist` (sections/).
 */
export { readProfile, getSections, deleteAvatarFile, type ProfileView } from './service';
export type { StoredSection, StoredSections } from './present';
export { profileCompleteness, type Completeness } from './completeness';
export { SECTIONS, SECTION_KEYS, type SectionKey } from './sections';
/** Deletes a stored upload given its relative URL (`/storage/avatars/...`); other values are left alone. */

/**
 * The profile module's public surface for other modules. Routes are in routes.ts, one schema
 * file per section in sections/, completeness rules in each section's `checklist`.
 */
export { readProfile, getSections, type ProfileView, type StoredSection, type StoredSections } from './store';
export { profileCompleteness, type Completeness } from './completeness';
export { SECTIONS, SECTION_KEYS, type SectionKey } from './sections';
export { deleteAvatarFile } from './avatar';
/** Deletes a stored upload given its relative URL (`/storage/avatars/...`); other values are left alone. */
export { removePublicFile } from '../uploads/storage';

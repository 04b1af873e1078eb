/**
 * Limits of the registration area's requests, zod-free so a screen can show or apply them
 * without loading the schemas (contracts/src/http/{institution,messages}.ts use them).
 */

/** Orders of the staff applicant list: newest (default) or oldest registration first, by name, by stage. */
export const STAFF_SORTS = ['newest', 'oldest', 'name', 'status'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

/** A staff search longer than this is a paste accident, not a name, email or phone number. */
export const STAFF_SEARCH_MAX_CHARS = 100;

/** Most rows one page of the staff applicant list holds. */
export const STAFF_PAGE_MAX = 50;

/** Most characters of the note staff may give the applicant with a status move. */
export const MOVE_NOTE_MAX_CHARS = 1000;

/** Most characters of one message. */
export const MESSAGE_MAX_CHARS = 2000;

/** Client-side rules for a new avatar, checked before any upload. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** An i18n key under editProfile.avatar when the file is refused, else undefined. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): 'wrong_type' | 'too_large' | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'wrong_type';
  if (file.size > AVATAR_MAX_BYTES) return 'too_large';
  return undefined;
}

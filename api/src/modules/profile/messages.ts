import type { Messages } from '../../i18n/types';

/** The profile's own answers; the text the profile forms show too is in contracts/src/i18n/profile.ts (labels.profile.*). */
export const profileMessages: Messages = {
  id: {
    profile: {
      updated: 'Profil berhasil diperbarui.',
      section_saved: 'Data berhasil disimpan.',
      avatar_updated: 'Foto profil berhasil diperbarui.',
    },
  },
  en: {
    profile: {
      updated: 'Profile updated.',
      section_saved: 'Saved.',
      avatar_updated: 'Profile photo updated.',
    },
  },
};

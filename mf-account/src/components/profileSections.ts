/** The profile sections (keys as GET /profile `completeness` names them), their screens and nav labels. */
export const PROFILE_SECTIONS = [
  { key: 'ktp', to: '/admin/edit-ktp', label: 'layout.ktp' },
  { key: 'education', to: '/admin/edit-education', label: 'layout.education' },
  { key: 'family', to: '/admin/edit-family', label: 'layout.family' },
  { key: 'additional_info', to: '/admin/edit-additional', label: 'layout.additional' },
  { key: 'quiz', to: '/admin/edit-japanese-certificate', label: 'layout.japanese_certificate' },
  { key: 'essay', to: '/admin/edit-resume', label: 'layout.resume' },
] as const;

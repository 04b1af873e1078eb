import { additionalInfoSchema } from 'contracts';
import { defineSection, filled } from './define';

/** Health, habits and documents: POST /api/lpk/profile/additional-info (contracts/src/http/profile/additional-info.ts). */
export const additionalInfoSection = defineSection({
  key: 'additional_info',
  path: 'additional-info',
  schema: additionalInfoSchema,
  checklist: (d) => [
    filled(d.height_cm),
    filled(d.weight_kg),
    filled(d.blood_type),
    filled(d.dominant_hand),
    filled(d.wears_glasses),
    filled(d.smoking),
    filled(d.alcohol),
    filled(d.tattoo),
    filled(d.has_passport) && (d.has_passport !== true || filled(d.passport_expiry)),
    // Recommended: employers ask for vaccinations (hepatitis B for care work), hobbies and skills.
    filled(d.vaccinations),
    filled(d.hobbies),
    filled(d.skills),
  ],
});

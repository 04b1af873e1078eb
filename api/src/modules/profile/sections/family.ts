import { familySchema } from 'contracts';
import { defineSection, filled, isRecord } from './define';

/** Family and emergency contact: POST /api/lpk/profile/family (contracts/src/http/profile/family.ts). */
export const familySection = defineSection({
  key: 'family',
  path: 'family',
  schema: familySchema,
  checklist: (d) => {
    const members: unknown[] = Array.isArray(d.members) ? d.members : [];
    return [
      members.length > 0,
      filled(d.emergency_contact),
      filled(d.dependents_count),
      // Birth year and occupation of every member, as on a Japanese family table.
      members.length > 0 && members.every((m) => isRecord(m) && filled(m.birth_year) && filled(m.occupation)),
    ];
  },
});

import { z } from 'zod';
import { fullName, phone } from '../../auth/schemas';
import { defineSection, filled } from './define';
import { ALWAYS, choice, group, int, isRecord, line, list, optionalBool, optionalLine, optionalPhone, optionalYear } from './fields';

/**
 * Family composition and an emergency contact (both asked by Japanese employers).
 * POST /api/lpk/profile/family
 *
 * {
 *   "members": [                                   1-20 entries
 *     { "relation": "father", "full_name": "Budi Santoso", "birth_year": 1965,
 *       "occupation": "Petani", "phone": "0812...", "alive": true, "lives_with_me": true }
 *   ],
 *   "emergency_contact": {
 *     "full_name": "Budi Santoso", "relation": "father", "phone": "0812-3456-7890",
 *     "address": "Jl. Melati No. 5, Bogor"
 *   },
 *   "dependents_count": 2                           people who depend on the applicant's income, 0-20
 * }
 *
 * Rules: at most one father, one mother and one spouse.
 */

export const RELATIONS = ['father', 'mother', 'spouse', 'child', 'sibling', 'other'] as const;
export const CONTACT_RELATIONS = ['father', 'mother', 'spouse', 'child', 'sibling', 'relative', 'friend', 'other'] as const;
const ONCE: ReadonlySet<string> = new Set(['father', 'mother', 'spouse']);

const member = group({
  relation: choice(RELATIONS),
  full_name: fullName,
  birth_year: optionalYear(1900),
  occupation: optionalLine(80),
  phone: optionalPhone(),
  alive: optionalBool(),
  lives_with_me: optionalBool(),
});

const emergencyContact = group({
  full_name: fullName,
  relation: choice(CONTACT_RELATIONS),
  phone,
  address: line(200, 5),
});

export const familySchema = group({
  members: list(member, 1, 20),
  emergency_contact: emergencyContact,
  dependents_count: int(0, 20),
}).superRefine((value, ctx) => {
  const raw: unknown = value;
  if (!isRecord(raw) || !Array.isArray(raw.members)) return;
  const seen = new Set<string>();
  raw.members.forEach((m: unknown, index) => {
    if (!isRecord(m) || typeof m.relation !== 'string' || !ONCE.has(m.relation)) return;
    if (seen.has(m.relation)) ctx.addIssue({ code: 'custom', path: ['members', index, 'relation'], message: 'profile.family.relation_once' });
    seen.add(m.relation);
  });
}, ALWAYS);

export type FamilyData = z.output<typeof familySchema>;

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
